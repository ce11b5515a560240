export { PublicPageEditor } from './public-page-editor';
export { StorefrontPage, type StorefrontRoute } from './storefront-pages';
