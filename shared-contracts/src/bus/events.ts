import type { Me } from '../entities/user';
import type { MediaState } from '../media/media-item';
import type { NotificationCounters } from '../notifications/activity-types';
import type { ChatNotificationMessage } from '../realtime/cable-messages';

/** Every event that crosses the page on the shell's RxJS bus. */
export type BusEvent =
  | { type: 'session.changed'; me: Me | null }
  | { type: 'navigation.changed'; pathname: string }
  | { type: 'api.deprecated' }
  | { type: 'remote.failed'; remote: string; reason: string }
  /** A media item finished processing (forwarded from the realtime `media_updated` message). */
  | { type: 'media.updated'; id: number; state: MediaState }
  /** The realtime socket opened (again) or dropped. */
  | { type: 'realtime.status'; connected: boolean }
  /**
   * This tab is switching account (PUT accounts/switch succeeded) and reloads in the next account right
   * after: remotes drop what belongs to the previous account (saved program filters, …).
   */
  | { type: 'account.switching'; previousAccountId: number; nextAccountId: number }
  /** This identity switched account in some tab; accountId is the account now in use. */
  | { type: 'account.switched'; accountId: number }
  /** The platform subscription changed on the server; the shell has refetched it. */
  | { type: 'subscription.updated' }
  | { type: 'release-notes.published'; noteId: number }
  | { type: 'release-notes.unread'; count: number }
  | { type: 'stripe.status-changed'; status: string; payouts: boolean }
  | { type: 'app-icon.updated'; status: 'approved' | 'declined' }
  | { type: 'checklist.updated'; completed: string[]; totalPoints: number }
  | { type: 'notifications.changed'; change: 'new' | 'destroy'; notificationId: number }
  /** The unread counters changed because notifications were read or unread (forwarded `counters`). */
  | { type: 'notifications.counters'; counters: NotificationCounters }
  | { type: 'chat.changed'; change: ChatNotificationMessage['type'] };

export type BusEventType = BusEvent['type'];
export type BusEventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;
