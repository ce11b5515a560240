import {
  type ParcelEntry,
  type ParcelOptionsOf,
  type ParcelProps,
  type ParcelResultOf,
  type PlatformContext,
} from '@coachforge/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { mountRootParcel, type ParcelConfig } from 'single-spa';

export interface ParcelOpenerDeps {
  /** The PlatformContext the parcel is mounted with. */
  platform: () => PlatformContext;
  load?: () => Promise<ParcelConfig | null>;
  mount?: typeof mountRootParcel;
}

/** The Module Federation id of a parcel's module: `<remote>/<exposed module>`. */
export const parcelModuleId = (entry: ParcelEntry<string, unknown, unknown>) =>
  `${entry.remote}/${entry.expose.slice(2)}`;

/**
 * Opens a parcel of the contracts' table: fetches the module its remote exposes through Module
 * Federation (the remote is registered from the runtime manifest) and mounts it over the page. The
 * promise settles with what the parcel closes with; one of each parcel is open at a time.
 */
export function createParcelOpener<P extends ParcelEntry<string, unknown, unknown>>(
  entry: P,
  {
    platform,
    load = () => loadRemote<ParcelConfig>(parcelModuleId(entry)),
    mount = mountRootParcel,
  }: ParcelOpenerDeps,
): (options: ParcelOptionsOf<P>) => Promise<ParcelResultOf<P>> {
  type Result = ParcelResultOf<P>;
  let open: Promise<Result> | null = null;

  return (options) => {
    if (open) return open;
    open = (async () => {
      const config = await load();
      if (!config) throw new Error(`${entry.remote} exposes no ${entry.expose}`);
      const domElement = document.createElement('div');
      domElement.dataset.parcel = entry.name;
      document.body.appendChild(domElement);
      return new Promise<Result>((resolve, reject) => {
        let settled = false;
        const props: ParcelProps<P> & { domElement: HTMLElement } = {
          domElement,
          platform: platform(),
          options,
          onClose: (result) => {
            if (settled) return;
            settled = true;
            void parcel
              .unmount()
              .catch((error: unknown) =>
                console.error(`The ${entry.name} parcel did not close cleanly`, error),
              )
              .finally(() => domElement.remove());
            resolve(result);
          },
        };
        const parcel = mount(config, props);
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
