export { PublicPageEditor } from './public-page-editor';
export { StorefrontPage } from './storefront-pages';
export { storefrontRoutes, type StorefrontRoute } from './storefront-routes';
