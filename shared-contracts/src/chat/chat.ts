import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import type { MediaItem } from '../media/media-item';
import { messages } from '../messages/catalogue';
import { normaliseMessageText } from './message-text';

/**
 * Chat (spec 03 sections 2.5, 3, 4.8 and 7.1; decisions 0134 to 0137): a conversation between a coach
 * account and one client, and a community, the coach's room for a program's clients.
 */
export const chatRoomKinds = ['conversation', 'community'] as const;
export type ChatRoomKind = (typeof chatRoomKinds)[number];

/** Which rooms a list shows: /chat/all, /chat/messages, /chat/communities. */
export const chatListKinds = ['all', 'conversation', 'community'] as const;
export type ChatListKind = (typeof chatListKinds)[number];

export const CHAT_MESSAGE_MAX = 5000;
export const CHAT_MENTIONS_MAX = 50;
/** Room members load 25 at a time (spec 03 section 7). */
export const CHAT_MEMBERS_PAGE_SIZE = 25;
export const CHAT_HISTORY_PAGE_SIZE = 30;
/** The most messages one catch-up (after a reconnect) returns; more means reading the history. */
export const CHAT_CATCH_UP_MAX = 200;
export const CHAT_ROOM_TITLE_MAX = 120;
/** Items of the media library one message may carry. */
export const CHAT_ATTACHMENTS_MAX = 10;
/** The editor waits this long before it asks for members matching what follows the @ (spec 03 section 9). */
export const CHAT_EDITOR_DEBOUNCE_MS = 200;
/** The mention suggestion list's width (spec 03 section 9). */
export const MENTION_POPUP_WIDTH_PX = 366;

/** A chat user for mentions (spec 03 section 3). */
export interface ChatUser {
  id: number;
  full_name: string;
  avatar_url: string | null;
}

/** A room member (spec 03 section 3): `type_account` says which side of the room they are on. */
export interface ChatRoomMember extends ChatUser {
  type_account: 'coach' | 'client';
}
export interface ChatRoomMembersPage {
  members: ChatRoomMember[];
  pagination: { current_page: number; total_pages: number };
}

export interface ChatMessage {
  id: number;
  chat_room_id: number;
  /** Made by the browser: sending it again never stores it twice. */
  client_message_id: string;
  /** null once the author deleted their account. */
  author: ChatUser | null;
  /** Plain text; mentions inside it as `@<id>` or `@all` (see messageSegments). */
  text: string;
  mentions: ChatUser[];
  mention_all: boolean;
  /** Items of the author's media library (decision 0137). */
  attachments: MediaItem[];
  /** Epoch seconds. */
  created_at: number;
}

export interface ChatRoom {
  id: number;
  kind: ChatRoomKind;
  /** For the client, the coach account's name; for the coaches, the client's (or the community's title). */
  title: string;
  avatar_url: string | null;
  /** The coach account the room belongs to. */
  account_id: number;
  program_id: number | null;
  closed: boolean;
  /** The account owner may close a community. */
  can_close: boolean;
  last_message: ChatMessage | null;
  unread_count: number;
  /** The newest message this member has read (0: none). */
  last_read_message_id: number;
}

/** GET chat/room/:id/messages: `before` pages the history upward, `after` catches up after a reconnect. */
export interface ChatMessagesPage {
  /** Oldest first. */
  messages: ChatMessage[];
  /** More exist beyond this page in the direction asked. */
  has_more: boolean;
}

export interface ChatUnread {
  has_unread_messages: boolean;
  unread_rooms: number;
}

const ch = () => messages.chat;

/** POST chat/room/:id/messages. */
export const sendChatMessageSchema = lazySchema(() =>
  yup
    .object({
      client_message_id: yup
        .string()
        .required(ch().clientIdInvalid)
        .matches(/^[A-Za-z0-9-]{8,64}$/, ch().clientIdInvalid),
      text: yup
        .string()
        .transform((value: unknown) => (typeof value === 'string' ? normaliseMessageText(value) : value))
        .default('')
        .max(CHAT_MESSAGE_MAX, messages.validation.tooLong(CHAT_MESSAGE_MAX)),
      mentions: yup.array(yup.number().integer().min(1).required()).max(CHAT_MENTIONS_MAX).default([]),
      mention_all: yup.boolean().default(false),
      attachment_ids: yup
        .array(yup.number().integer().min(1).required())
        .max(CHAT_ATTACHMENTS_MAX, ch().tooManyAttachments(CHAT_ATTACHMENTS_MAX))
        .default([]),
    })
    // A message needs words or an attachment (as comment boxes do, spec 02 section 5).
    .test('text-or-attachments', ch().textRequired, function (value) {
      if ((value.text ?? '').trim() !== '' || (value.attachment_ids ?? []).length > 0) return true;
      return this.createError({ path: 'text', message: ch().textRequired });
    }),
);
export type SendChatMessageRequest = yup.InferType<typeof sendChatMessageSchema>;

/** POST chat/conversations: a coach names the client (`user_id`), a client the coach account. */
export const openConversationSchema = lazySchema(() =>
  yup
    .object({
      user_id: yup.number().integer().min(1),
      account_id: yup.number().integer().min(1),
    })
    .test('one-side', ch().conversationWithWhom, (value) => !!value.user_id !== !!value.account_id),
);
export type OpenConversationRequest = { user_id?: number; account_id?: number };

/** POST chat/communities: the coach's room for the clients of one program. */
export const createCommunitySchema = lazySchema(() =>
  yup.object({
    program_id: yup.number().typeError(ch().programRequired).integer().min(1).required(ch().programRequired),
    title: yup
      .string()
      .trim()
      .max(CHAT_ROOM_TITLE_MAX, messages.validation.tooLong(CHAT_ROOM_TITLE_MAX))
      .default(''),
  }),
);
export type CreateCommunityRequest = yup.InferType<typeof createCommunitySchema>;

/** PUT chat/room/:id/read: everything up to this message is read. */
export const markChatReadSchema = lazySchema(() =>
  yup.object({
    message_id: yup.number().integer().min(0).required(),
  }),
);
export type MarkChatReadRequest = yup.InferType<typeof markChatReadSchema>;
