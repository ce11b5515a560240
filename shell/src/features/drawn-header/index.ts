export { keepHeaderCopy, forgetDrawnHeaders } from './keep-header-copy';
export { startSignedInPage } from './start-signed-in-page';
