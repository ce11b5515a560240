/**
 * The realtime channels of spec 03 section 7.1 as they travel over the ActionCable protocol on /cable.
 * The API broadcasts these shapes; the shell turns them into bus events.
 */
import type { ChatMessage } from '../chat/chat';
import type { LeaderboardComment } from '../training/daily-leaderboards';
import type { MediaState } from '../media/media-item';
import type { NotificationCounters } from '../notifications/activity-types';

export const CABLE_PATH = '/cable';
/** The access token rides in this query parameter: browsers cannot set headers on a WebSocket. */
export const CABLE_TOKEN_PARAM = 'access_token';
export const CABLE_SUBPROTOCOL = 'actioncable-v1-json';

export const cableChannels = [
  'SystemNotificationChannel',
  'NotificationChannel',
  'ChatNotificationChannel',
  'ChatChannel',
  'LeaderboardChannel',
] as const;
export type CableChannel = (typeof cableChannels)[number];

export type SystemNotificationMessage =
  | { type: 'has_unread_release_notes'; data: { count_unread_notes: number } }
  /** count_unread_notes is left out when the note goes to everyone: each person's count differs. */
  | { type: 'new_release_note'; data: { release_note_id: number; count_unread_notes?: number } }
  | {
      type: 'stripe_status_changed';
      data: { stripe_connect_status: string; stripe_connect_payouts: boolean };
    }
  /** The identity switched account in some tab; account_id is the account now in use. */
  | { type: 'switched'; data: { account_id: number } }
  | { type: 'subscribe'; event: 'updated' }
  | { type: 'updated_coach_app_icon'; data: { status: 'approved' | 'declined' } };

export type NotificationMessage =
  | { type: 'new'; data: { notification_id: number } }
  | { type: 'destroy'; data: { notification_id: number } }
  /** The member's unread counters after they read or unread notifications (in any tab or device). */
  | { type: 'counters'; data: NotificationCounters }
  | { type: 'check_list'; data: { completed: string[]; total_points: number } }
  /** A media item of the account finished processing (or failed to). */
  | { type: 'media_updated'; data: { id: number; state: MediaState } };

export type ChatNotificationMessage =
  | { type: 'message_created'; data: { chat_room_id: number } }
  | { type: 'chat_room_created'; data: { chat_room_id: number } }
  | { type: 'no_unread_messages' }
  | { type: 'has_unread_messages' };

/**
 * One chat room (decision 0136), subscribed with params `room_id` and `after` (the newest message id the
 * page holds): the server refuses a room the identity is not a member of, and first sends what was
 * posted after `after`, then each new message as it is stored.
 */
export const CHAT_CHANNEL = 'ChatChannel';
export type ChatChannelMessage =
  | { type: 'message_created'; data: ChatMessage }
  | { type: 'read'; data: { user_id: number; last_read_message_id: number } }
  | { type: 'room_closed'; data: { chat_room_id: number } }
  /** A member is writing (decision 0190); the page shows it for CHAT_TYPING_SHOWN_MS, never for oneself. */
  | { type: 'typing'; data: { user_id: number; full_name: string } };

/** What a page may perform on a room's ChatChannel subscription: say its member is writing. */
export const CHAT_TYPING_ACTION = 'typing';
/** A page says "typing" at most this often while its member writes; the server drops anything faster. */
export const CHAT_TYPING_THROTTLE_MS = 2000;
/** "typing" is shown this long after the last word of it, then expires (a closed tab never says it stopped). */
export const CHAT_TYPING_SHOWN_MS = 5000;

/**
 * One leaderboard's comments (decision 0191), subscribed with params `kind` and `board_id`: the server
 * refuses a board the identity's account does not hold; each comment stored there is sent as it is stored.
 */
export const LEADERBOARD_CHANNEL = 'LeaderboardChannel';
export type LeaderboardChannelMessage = { type: 'comment_created'; data: LeaderboardComment };

export interface CableMessageOf {
  SystemNotificationChannel: SystemNotificationMessage;
  NotificationChannel: NotificationMessage;
  ChatNotificationChannel: ChatNotificationMessage;
  ChatChannel: ChatChannelMessage;
  LeaderboardChannel: LeaderboardChannelMessage;
}
