import type { MediaItem, MediaKind } from './media-item';

/**
 * What a caller asks of the media library dialog (PlatformContext.openMediaLibrary). It resolves
 * with the chosen items, or with `selected` unchanged when closed without adding.
 */
export interface MediaLibraryOptions {
  /** add: choose from the library; upload: only upload (its own title, no product tab). */
  mode?: 'add' | 'upload';
  /** Several items or one. Default true. */
  multiple?: boolean;
  /** Most items the selection may hold; default 50 (MEDIA_RESOURCES_LIMIT). */
  limit?: number;
  /** Items already chosen by the caller. */
  selected?: MediaItem[];
  /** Kinds the caller cannot use: hidden from lists and refused for uploads. */
  forbiddenKinds?: MediaKind[];
  /** The caller lets one item be the title media. */
  allowTitleMedia?: boolean;
  /** A coach opening a HYROX template. */
  hyroxTemplate?: boolean;
  /** The caller's named route, e.g. 'challenges-library' for its extra note. */
  callerRoute?: string;
  /** Ask before closing with unsaved changes. Default true. */
  confirmUnsaved?: boolean;
}
