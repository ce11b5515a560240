export {
  createMediaLibraryOpener,
  MEDIA_LIBRARY_REMOTE,
  MEDIA_LIBRARY_PARCEL_MODULE,
} from './open-media-library';
