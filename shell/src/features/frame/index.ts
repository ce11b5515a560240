export { FrameProviders } from './frame-providers';
export { pageArea, preloadHeaderForSession, registerFrame } from './register-frame';
export { showStartupFailure } from './startup-failure';
