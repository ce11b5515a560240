export { keepHeaderCopy } from './keep-header-copy';
export { startSignedInPage } from './start-signed-in-page';
export { forgetDrawnHeaders, HEADER_PENDING_ATTRIBUTE } from './drawn-header-store';
