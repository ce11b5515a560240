import type { MediaItem, MediaLibraryOptions, PlatformContext } from '@coachforge/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { mountRootParcel, type ParcelConfig } from 'single-spa';

/** The remote that exposes the dialog, and the module it exposes it as. */
export const MEDIA_LIBRARY_REMOTE = 'media_library';
export const MEDIA_LIBRARY_PARCEL_MODULE = 'media-library-parcel';

export interface MediaLibraryOpenerDeps {
  /** The PlatformContext the dialog is mounted with (its own openMediaLibrary is never called from inside). */
  platform: () => PlatformContext;
  load?: () => Promise<ParcelConfig | null>;
  mount?: typeof mountRootParcel;
}

/**
 * PlatformContext.openMediaLibrary: fetches the media library remote's parcel through Module
 * Federation (the remote is registered from the runtime manifest) and mounts it over the page.
 * The promise settles when the dialog closes; only one dialog is open at a time.
 */
export function createMediaLibraryOpener({
  platform,
  load = () => loadRemote<ParcelConfig>(`${MEDIA_LIBRARY_REMOTE}/${MEDIA_LIBRARY_PARCEL_MODULE}`),
  mount = mountRootParcel,
}: MediaLibraryOpenerDeps): (options?: MediaLibraryOptions) => Promise<MediaItem[]> {
  let open: Promise<MediaItem[]> | null = null;

  return (options = {}) => {
    if (open) return open;
    open = (async () => {
      const config = await load();
      if (!config) throw new Error(`${MEDIA_LIBRARY_REMOTE} exposes no ./${MEDIA_LIBRARY_PARCEL_MODULE}`);
      const domElement = document.createElement('div');
      domElement.dataset.parcel = MEDIA_LIBRARY_PARCEL_MODULE;
      document.body.appendChild(domElement);
      return new Promise<MediaItem[]>((resolve, reject) => {
        let settled = false;
        const parcel = mount(config, {
          domElement,
          platform: platform(),
          options,
          onClose: (items: MediaItem[]) => {
            if (settled) return;
            settled = true;
            void parcel
              .unmount()
              .catch((error: unknown) => console.error('The media library did not close cleanly', error))
              .finally(() => domElement.remove());
            resolve(items);
          },
        });
        parcel.mountPromise.catch((error: unknown) => {
          domElement.remove();
          reject(error instanceof Error ? error : new Error(String(error)));
        });
      });
    })().finally(() => {
      open = null;
    });
    return open;
  };
}
