import { parcels, type MediaItem, type PlatformContext } from '@coachforge/contracts';
import type { ParcelConfig } from 'single-spa';
import { createMediaLibraryOpener } from './open-media-library';
import { parcelModuleId } from './open-parcel';

const item = { id: 7, title: 'Squat' } as MediaItem;

function fakeParcel() {
  const mounts: Array<Record<string, unknown>> = [];
  const unmount = jest.fn(() => Promise.resolve(null));
  const mount = jest.fn((_config: ParcelConfig, props: Record<string, unknown>) => {
    mounts.push(props);
    return { unmount, mountPromise: Promise.resolve(null) } as never;
  });
  return { mounts, mount, unmount };
}

test('opening the library mounts the remote parcel over the page and resolves with what it closes with', async () => {
  const parcel = fakeParcel();
  const platform = { basePath: '/coach/resources' } as PlatformContext;
  const open = createMediaLibraryOpener({
    platform: () => platform,
    load: async () => ({}) as ParcelConfig,
    mount: parcel.mount as never,
  });
  const result = open({ mode: 'add', multiple: false });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const props = parcel.mounts[0]!;
  expect(props.platform).toBe(platform);
  expect(props.options).toEqual({ mode: 'add', multiple: false });
  expect(document.body.contains(props.domElement as HTMLElement)).toBe(true);
  (props.onClose as (items: MediaItem[]) => void)([item]);
  await expect(result).resolves.toEqual([item]);
  expect(parcel.unmount).toHaveBeenCalled();
});

test('a second open while the dialog is showing returns the same dialog instead of stacking another', async () => {
  const parcel = fakeParcel();
  const open = createMediaLibraryOpener({
    platform: () => ({}) as PlatformContext,
    load: async () => ({}) as ParcelConfig,
    mount: parcel.mount as never,
  });
  const first = open();
  expect(open()).toBe(first);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(parcel.mount).toHaveBeenCalledTimes(1);
  (parcel.mounts[0]!.onClose as (items: MediaItem[]) => void)([]);
  await first;
});

test('when the media library remote cannot be loaded the caller hears of it', async () => {
  const open = createMediaLibraryOpener({
    platform: () => ({}) as PlatformContext,
    load: () => Promise.reject(new Error('media_library did not load')),
  });
  await expect(open()).rejects.toThrow('media_library did not load');
});

test('the dialog is fetched from where the contracts say the media library parcel lives', () => {
  expect(parcelModuleId(parcels.mediaLibrary)).toBe('media_library/media-library-parcel');
});
