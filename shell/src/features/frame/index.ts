export { FrameProviders } from './frame-providers';
export { pageArea, registerFrame } from './register-frame';
export { showStartupFailure } from './startup-failure';
