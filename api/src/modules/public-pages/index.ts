export { registerPublicPageRoutes } from './public-page-routes';
export { createPublicPageService, type PublicPageService } from './public-page-service';
export { landingPages } from './landing-pages';
