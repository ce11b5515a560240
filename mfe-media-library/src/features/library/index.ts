export { LibraryBrowser } from './library-browser';
export { MediaLibraryDialog } from './media-library-dialog';
export { mayDelete } from './selection-rules';
export { availableTabs, mayAddTo, type LibraryTab, type TabContext } from './tab-rules';
export { useHyroxAccess, useViewer } from './use-library-profile';
export { useMediaEvents } from './use-media-events';
