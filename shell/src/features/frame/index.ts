export { FrameProviders } from './frame-providers';
export { pageArea, registerFrame } from './register-frame';
