import { parcels, type MediaItem, type MediaLibraryOptions } from '@coachforge/contracts';
import { createParcelOpener, type ParcelOpenerDeps } from './open-parcel';

/**
 * PlatformContext.openMediaLibrary: the media library dialog, the parcel `parcels.mediaLibrary` of the
 * contracts. It resolves with the chosen items.
 */
export function createMediaLibraryOpener(
  deps: ParcelOpenerDeps,
): (options?: MediaLibraryOptions) => Promise<MediaItem[]> {
  const open = createParcelOpener(parcels.mediaLibrary, deps);
  return (options = {}) => open(options);
}
