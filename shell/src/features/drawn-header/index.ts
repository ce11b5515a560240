export { keepHeaderCopy, forgetDrawnHeaders } from './keep-header-copy';
export { startSignedInPage } from './start-signed-in-page';
export { HEADER_PENDING_ATTRIBUTE } from './drawn-header-store';
