export { LEGAL_ROUTES, LegalLinks, LegalPage, legalLinksFor } from './legal-pages';
