export { isLegalRoute, LEGAL_ROUTES, LegalLinks, legalLinksFor } from './legal-pages';

/** The legal page itself, out of the shell's entry. */
export const loadLegalPage = () => import(/* webpackChunkName: "shell-legal" */ './legal-page');
