export { AppIconPage, AppThemePage, WebAddressPage, WebLogoPage, WebThemePage } from './customisation-pages';
