export { MediaViewer } from './media-viewer';
export { mediaItemKey } from './use-media-item';
