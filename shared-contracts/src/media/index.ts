export * from './media-events';
export * from './media-item';
export * from './media-library-options';
export * from './video-quality';
