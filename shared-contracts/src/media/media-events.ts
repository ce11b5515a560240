import type { MediaState } from './media-item';

/**
 * Sent to the account whose media changed state, on NotificationChannel (spec 03 section 7.1) with
 * event `media_updated`. The shell forwards it onto the bus as `media.updated`; the library refetches.
 */
export interface MediaUpdatedMessage {
  event: 'media_updated';
  data: { id: number; state: MediaState; account_id: number };
}

export const MEDIA_UPDATED_EVENT = 'media_updated' as const;
