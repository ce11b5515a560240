import type { Me } from '../entities/user';
import type { MediaState } from '../media/media-item';

/** Every event that crosses the page on the shell's RxJS bus. */
export type BusEvent =
  | { type: 'session.changed'; me: Me | null }
  | { type: 'navigation.changed'; pathname: string }
  | { type: 'api.deprecated' }
  | { type: 'remote.failed'; remote: string; reason: string }
  /** A media item finished processing (forwarded from the realtime `media_updated` message). */
  | { type: 'media.updated'; id: number; state: MediaState };

export type BusEventType = BusEvent['type'];
export type BusEventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;
