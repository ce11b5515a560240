export { createMediaLibraryOpener } from './open-media-library';
export { createParcelOpener, parcelModuleId, type ParcelOpenerDeps } from './open-parcel';
