import {
  createCommunitySchema,
  markChatReadSchema,
  openConversationSchema,
  sendChatMessageSchema,
  type ChatMessage,
  type ChatMessagesPage,
  type ChatRoom,
  type ChatRoomMembersPage,
  type ChatUnread,
  type CreateCommunityRequest,
  type MarkChatReadRequest,
  type OpenConversationRequest,
  type SendChatMessageRequest,
} from '../chat/chat';
import { defineEndpoint } from './define-endpoint';

/**
 * Chat (decisions 0134 to 0137). Every room call answers 404 to anyone who is not a member of the room,
 * so nobody learns that a room exists by asking for it.
 */
export const chatEndpoints = {
  /** Query `kind` (all, conversation, community) and `q` (part of a room's title). */
  chatRooms: defineEndpoint<void, ChatRoom[]>({ method: 'GET', path: 'chat/rooms', authenticated: true }),
  chatUnread: defineEndpoint<void, ChatUnread>({ method: 'GET', path: 'chat/unread', authenticated: true }),
  /** The conversation of a coach account and a client: the existing one, or a new one. */
  openConversation: defineEndpoint<OpenConversationRequest, ChatRoom>({
    method: 'POST',
    path: 'chat/conversations',
    authenticated: true,
    body: openConversationSchema,
  }),
  createCommunity: defineEndpoint<CreateCommunityRequest, ChatRoom>({
    method: 'POST',
    path: 'chat/communities',
    authenticated: true,
    body: createCommunitySchema,
    closedWhileBlocked: true,
  }),
  chatRoom: defineEndpoint<void, ChatRoom>({ method: 'GET', path: 'chat/room/:id', authenticated: true }),
  /** Only the account owner closes a community. */
  closeChatRoom: defineEndpoint<void, ChatRoom>({
    method: 'PUT',
    path: 'chat/room/:id/close',
    authenticated: true,
  }),
  /** Query page, per_page (at most 25), q[full_name_cont] (spec 03 section 7). */
  chatRoomMembers: defineEndpoint<void, ChatRoomMembersPage>({
    method: 'GET',
    path: 'chat/room/:id/members',
    authenticated: true,
  }),
  /** Query `before` (older than this id) or `after` (newer than this id), and `limit`. */
  chatMessages: defineEndpoint<void, ChatMessagesPage>({
    method: 'GET',
    path: 'chat/room/:id/messages',
    authenticated: true,
  }),
  /** 201 with the stored message; the same client_message_id again answers 200 with the same message. */
  sendChatMessage: defineEndpoint<SendChatMessageRequest, ChatMessage>({
    method: 'POST',
    path: 'chat/room/:id/messages',
    authenticated: true,
    body: sendChatMessageSchema,
  }),
  markChatRead: defineEndpoint<MarkChatReadRequest, ChatRoom>({
    method: 'PUT',
    path: 'chat/room/:id/read',
    authenticated: true,
    body: markChatReadSchema,
  }),
} as const;
