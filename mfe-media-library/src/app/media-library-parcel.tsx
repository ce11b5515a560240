import { parcels } from '@coachforge/contracts';
import { createParcel } from '@coachforge/remote-kit';
import { MediaLibraryDialog } from '../features/library';

/**
 * The media library dialog as the single-spa parcel `parcels.mediaLibrary`, opened by the shell for any
 * remote (PlatformContext.openMediaLibrary). When it fails, Retry closes it with the caller's own
 * selection, so nothing the caller had is lost.
 */
export const { bootstrap, mount, unmount, update } = createParcel(parcels.mediaLibrary, {
  title: 'The media library',
  Component: MediaLibraryDialog,
  resultOnFailure: (options) => options.selected ?? [],
});
