import type { MediaItem } from '../media/media-item';
import type { CardFormOptions, CardFormResult } from '../payments/card-form-parcel';
import type { MediaLibraryOptions } from '../media/media-library-options';
import type { PlatformContext } from '../platform/platform-context';

/**
 * A component one remote exposes for the others, mounted by the shell as a single-spa parcel over the
 * page. The entry names where it lives (the remote of the runtime manifest and the module it exposes);
 * the type parameters say what a caller passes and what the parcel closes with.
 */
export interface ParcelEntry<Name extends string, Options, Result> {
  name: Name;
  /** The remote's name in the runtime manifest. */
  remote: string;
  /** The module the remote exposes, as in its federation config (`./media-library-parcel`). */
  expose: `./${string}`;
  /** Type carriers only: never read at runtime. */
  readonly options?: Options;
  readonly result?: Result;
}

export function defineParcel<Name extends string, Options, Result>(
  entry: Pick<ParcelEntry<Name, Options, Result>, 'name' | 'remote' | 'expose'>,
): ParcelEntry<Name, Options, Result> {
  return entry;
}

export type ParcelOptionsOf<P> = P extends ParcelEntry<string, infer Options, unknown> ? Options : never;
export type ParcelResultOf<P> = P extends ParcelEntry<string, unknown, infer Result> ? Result : never;

/** What the shell hands a parcel when it mounts it (besides single-spa's domElement). */
export interface ParcelProps<P extends ParcelEntry<string, unknown, unknown>> {
  platform: PlatformContext;
  options: ParcelOptionsOf<P>;
  /** Called once, with what the parcel closes with; the shell then unmounts it. */
  onClose: (result: ParcelResultOf<P>) => void;
}

/** Every parcel of the platform. */
export const parcels = {
  /** The media library dialog (spec 03 section 2.4), behind PlatformContext.openMediaLibrary. */
  mediaLibrary: defineParcel<'media_library', MediaLibraryOptions, MediaItem[]>({
    name: 'media_library',
    remote: 'media_library',
    expose: './media-library-parcel',
  }),
  /**
   * The card form of the purchase remote (its Stripe.js, simulated by default), for any remote that
   * takes a card: the coach paying for their platform plan (docs/decisions/0153).
   */
  cardForm: defineParcel<'card_form', CardFormOptions, CardFormResult>({
    name: 'card_form',
    remote: 'purchase',
    expose: './card-form-parcel',
  }),
} as const;

export type ParcelName = (typeof parcels)[keyof typeof parcels]['name'];
