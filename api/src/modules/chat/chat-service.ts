import {
  CHAT_TYPING_THROTTLE_MS,
  CHAT_CATCH_UP_MAX,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_MEMBERS_PAGE_SIZE,
  chatListKinds,
  messages,
  type ChatMessage,
  type ChatMessagesPage,
  type ChatRoom,
  type ChatRoomMembersPage,
  type ChatUnread,
  type CreateCommunityRequest,
  type MediaItem,
  type OpenConversationRequest,
  type SendChatMessageRequest,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import type { MediaFiles } from '../media';
import type { NotificationPublisher } from '../notifications';
import { findOwnedProgram, isClientOfAccount, requireActive, type CoachAccessResolver } from '../programs';
import type { Realtime } from '../realtime';
import { presentMember, presentMessage, presentRoom, titleOf } from './chat-presenter';
import { chatRepository, type ChatViewer, type MessageRow, type RoomRow } from './chat-repository';

const c = messages.chat;
const roomNotFound = () => httpError(404, c.roomNotFound);
const ID = /^[1-9]\d{0,14}$/;

/** A positive id from a path or query value, or null when it is missing or not one. */
export const idFrom = (value: unknown): number | null =>
  typeof value === 'string' && ID.test(value) ? Number(value) : null;

const badQuery = (field: string, text: string) =>
  httpError(422, messages.api.invalidRequest, { [field]: [text] });

/** A whole number in [min, max] from the query, the fallback when absent; anything else is the caller's error. */
function numberIn(query: Record<string, unknown>, field: string, min: number, max: number, fallback: number) {
  const value = query[field];
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value) || Number(value) < min || Number(value) > max)
    throw badQuery(field, messages.validation.wrongType(`a whole number from ${min} to ${max}`));
  return Number(value);
}

function textIn(query: Record<string, unknown>, field: string): string {
  const value = query[field];
  if (value === undefined) return '';
  if (typeof value !== 'string') throw badQuery(field, messages.validation.wrongType('text'));
  return value.trim().slice(0, 100).toLowerCase();
}

/**
 * Conversations and communities (decisions 0134 to 0137). A room's members are the coaches of its account
 * (acting as that account) and its client, or the live clients of its program. Nobody else learns that a
 * room exists: every call names a room the viewer is a member of, or answers 404.
 */
export function createChatService(
  { db }: ApiContext,
  deps: {
    realtime: Realtime;
    notifications: NotificationPublisher;
    access: CoachAccessResolver;
    media: Pick<MediaFiles, 'itemsOf'>;
  },
) {
  async function roomOf(viewer: ChatViewer, roomId: number | null): Promise<RoomRow> {
    const room = roomId === null ? null : await chatRepository.room(db, viewer, roomId);
    if (!room) throw roomNotFound();
    return room;
  }

  async function presentMessages(rows: MessageRow[]): Promise<ChatMessage[]> {
    const ids = [...new Set(rows.flatMap((row) => row.mentions))];
    const people = new Map((await chatRepository.people(db, ids)).map((person) => [person.id, person]));
    // One read of the library per account whose items the messages carry (at most two in a conversation).
    const idsByAccount = new Map<number, Set<number>>();
    for (const row of rows) {
      if (row.attachment_account_id === null) continue;
      const ids = idsByAccount.get(row.attachment_account_id) ?? new Set<number>();
      for (const id of row.attachment_ids) ids.add(id);
      idsByAccount.set(row.attachment_account_id, ids);
    }
    const items = new Map<string, MediaItem>();
    for (const [accountId, ids] of idsByAccount)
      for (const item of await deps.media.itemsOf([...ids], accountId))
        items.set(`${accountId}:${item.id}`, item);
    return rows.map((row) =>
      presentMessage(
        row,
        people,
        row.attachment_ids.flatMap((id) => items.get(`${row.attachment_account_id}:${id}`) ?? []),
      ),
    );
  }

  async function present(rows: RoomRow[]): Promise<ChatRoom[]> {
    const lastIds = rows.flatMap((row) => (row.last_message_id === null ? [] : [row.last_message_id]));
    const last = new Map(
      (await presentMessages(await chatRepository.messagesById(db, lastIds))).map((m) => [m.id, m]),
    );
    return rows.map((row) => presentRoom(row, last.get(row.last_message_id ?? 0) ?? null));
  }

  const presentOne = async (viewer: ChatViewer, roomId: number | null) =>
    (await present([await roomOf(viewer, roomId)]))[0]!;

  async function unread(viewer: ChatViewer): Promise<ChatUnread> {
    const rooms = await chatRepository.unreadRooms(db, viewer);
    return { has_unread_messages: rooms > 0, unread_rooms: rooms };
  }

  /** Each mentioned person hears of it once, in the feed's leaderboards (chat_mention) tab. */
  async function publishMentions(
    tx: Queryable,
    room: RoomRow,
    message: { id: number; authorId: number; mentioned: number[] },
    coachIds: Set<number>,
  ) {
    for (const userId of message.mentioned) {
      const payload = { author_id: message.authorId, chat_room_id: room.id, chat_message_id: message.id };
      const key = `chat-mention:${message.id}:${userId}`;
      await deps.notifications.publish(
        coachIds.has(userId)
          ? { type: 'coach_mention', key, recipient: { user_id: userId }, payload }
          : { type: 'client_mention', key, recipient: { user_id: userId }, payload },
        { tx },
      );
    }
  }

  /** Of the given accounts, those in which the identity has a room with a message unread: one query. */
  const unreadAccounts = async (userId: number, accountIds: readonly number[]) =>
    new Set(accountIds.length ? await chatRepository.accountsWithUnread(db, userId, accountIds) : []);

  return {
    unread,
    unreadAccounts,

    async rooms(viewer: ChatViewer, query: Record<string, unknown>): Promise<ChatRoom[]> {
      const kind = query.kind ?? 'all';
      if (typeof kind !== 'string' || !(chatListKinds as readonly string[]).includes(kind))
        throw badQuery('kind', messages.validation.wrongType(chatListKinds.join(', ')));
      const search = textIn(query, 'q');
      const rows = await chatRepository.rooms(db, viewer, kind === 'all' ? null : (kind as ChatRoom['kind']));
      // Only the rooms the search keeps are presented (each reads its last message).
      return present(search ? rows.filter((row) => titleOf(row).toLowerCase().includes(search)) : rows);
    },

    room: presentOne,

    /** A coach opens the conversation with one of the account's clients; a client with a coach account. */
    async openConversation(viewer: ChatViewer, request: OpenConversationRequest): Promise<ChatRoom> {
      let accountId: number;
      let clientUserId: number;
      if (request.user_id !== undefined) {
        requireActive(await deps.access.of(viewer));
        accountId = viewer.accountId;
        clientUserId = request.user_id;
      } else {
        accountId = request.account_id!;
        clientUserId = viewer.userId;
      }
      if (accountId === clientUserId || !(await isClientOfAccount(db, accountId, clientUserId)))
        throw httpError(404, c.notAClient);
      const roomId = await chatRepository.openConversation(db, accountId, clientUserId, viewer.userId);
      return presentOne(viewer, roomId);
    },

    async createCommunity(viewer: ChatViewer, request: CreateCommunityRequest): Promise<ChatRoom> {
      requireActive(await deps.access.of(viewer));
      const program = await findOwnedProgram(db, viewer.accountId, request.program_id);
      if (!program) throw httpError(404, messages.http.notFound);
      const roomId = await chatRepository.createCommunity(db, {
        accountId: viewer.accountId,
        programId: program.id,
        title: request.title || c.communityTitle(program.title),
        createdBy: viewer.userId,
      });
      return presentOne(viewer, roomId);
    },

    /** Only the account's owner closes a community; its history stays readable. */
    async close(viewer: ChatViewer, roomId: number | null): Promise<ChatRoom> {
      const room = await roomOf(viewer, roomId);
      if (room.kind !== 'community' || !room.owner) throw httpError(403, c.onlyOwnerCloses);
      await chatRepository.close(db, room.id);
      await deps.realtime.toChatRoom(room.id, { type: 'room_closed', data: { chat_room_id: room.id } });
      return presentOne(viewer, room.id);
    },

    async members(viewer: ChatViewer, roomId: number | null, query: Record<string, unknown>) {
      const room = await roomOf(viewer, roomId);
      const page = numberIn(query, 'page', 1, 100_000, 1);
      const perPage = numberIn(query, 'per_page', 1, CHAT_MEMBERS_PAGE_SIZE, CHAT_MEMBERS_PAGE_SIZE);
      const filter = query.q as Record<string, unknown> | undefined;
      const search = textIn(
        { full_name_cont: filter?.full_name_cont ?? query['q[full_name_cont]'] },
        'full_name_cont',
      );
      const all = (await chatRepository.members(db, room))
        .filter((member) => member.full_name.toLowerCase().includes(search))
        .sort((a, b) => a.full_name.localeCompare(b.full_name));
      const answer: ChatRoomMembersPage = {
        members: all.slice((page - 1) * perPage, page * perPage).map(presentMember),
        pagination: { current_page: page, total_pages: Math.max(1, Math.ceil(all.length / perPage)) },
      };
      return answer;
    },

    /** `before` pages the history upward; `after` returns what came since (a reconnect's catch-up). */
    async messages(viewer: ChatViewer, roomId: number | null, query: Record<string, unknown>) {
      const room = await roomOf(viewer, roomId);
      const before = query.before === undefined ? null : idFrom(query.before);
      const after =
        query.after === undefined ? null : numberIn(query, 'after', 0, Number.MAX_SAFE_INTEGER, 0);
      if (query.before !== undefined && before === null)
        throw badQuery('before', messages.validation.wrongType('a message id'));
      if (after !== null) {
        const limit = numberIn(query, 'limit', 1, CHAT_CATCH_UP_MAX, CHAT_CATCH_UP_MAX);
        const rows = await chatRepository.messagesAfter(db, room.id, after, limit + 1);
        const page: ChatMessagesPage = {
          messages: await presentMessages(rows.slice(0, limit)),
          has_more: rows.length > limit,
        };
        return page;
      }
      const limit = numberIn(query, 'limit', 1, 100, CHAT_HISTORY_PAGE_SIZE);
      const rows = await chatRepository.messagesBefore(db, room.id, before, limit + 1);
      const page: ChatMessagesPage = {
        messages: await presentMessages(rows.slice(0, limit).reverse()),
        has_more: rows.length > limit,
      };
      return page;
    },

    /**
     * Stores the message, then tells the room and its members. The same client_message_id from the same
     * sender is the same message: sent again (a retry after a lost answer), it is answered, not stored.
     */
    async send(
      viewer: ChatViewer,
      roomId: number | null,
      request: SendChatMessageRequest,
    ): Promise<{ message: ChatMessage; created: boolean }> {
      const room = await roomOf(viewer, roomId);
      const earlier = await chatRepository.messageBySender(db, viewer.userId, request.client_message_id);
      if (earlier) {
        if (earlier.room_id !== room.id) throw httpError(409, messages.api.invalidRequest);
        return { message: (await presentMessages([earlier]))[0]!, created: false };
      }
      if (room.closed_at) throw httpError(409, c.closed);
      if (request.mention_all && room.kind !== 'community')
        throw badQuery('mention_all', c.mentionAllInCommunity);
      const members = await chatRepository.members(db, room);
      const memberIds = new Set(members.map((member) => member.id));
      const mentions = [...new Set(request.mentions)].filter((id) => id !== viewer.userId);
      if (mentions.some((id) => !memberIds.has(id))) throw badQuery('mentions', c.mentionNotMember);
      const attachmentIds = [...new Set(request.attachment_ids)];
      if ((await deps.media.itemsOf(attachmentIds, viewer.accountId)).length !== attachmentIds.length)
        throw badQuery('attachment_ids', c.attachmentNotYours);
      const coachIds = new Set(members.filter((m) => m.side === 'coach').map((m) => m.id));
      const mentioned = request.mention_all ? [...memberIds].filter((id) => id !== viewer.userId) : mentions;

      const id = await db.transaction(async (tx) => {
        const stored = await chatRepository.insertMessage(tx, {
          roomId: room.id,
          authorId: viewer.userId,
          clientMessageId: request.client_message_id,
          text: request.text,
          mentions,
          mentionAll: request.mention_all,
          attachmentIds,
          attachmentAccountId: viewer.accountId,
        });
        if (stored === null) return null;
        await chatRepository.markRead(tx, room.id, viewer.userId, stored);
        await publishMentions(tx, room, { id: stored, authorId: viewer.userId, mentioned }, coachIds);
        return stored;
      });
      if (id === null) {
        // The same send raced itself: the other one stored it.
        const raced = await chatRepository.messageBySender(db, viewer.userId, request.client_message_id);
        return { message: (await presentMessages([raced!]))[0]!, created: false };
      }
      const message = (await presentMessages(await chatRepository.messagesById(db, [id])))[0]!;
      await deps.realtime.toChatRoom(room.id, { type: 'message_created', data: message });
      for (const member of members) {
        if (member.id === viewer.userId) continue;
        await deps.realtime.toIdentity('ChatNotificationChannel', member.id, {
          type: 'message_created',
          data: { chat_room_id: room.id },
        });
        await deps.realtime.toIdentity('ChatNotificationChannel', member.id, { type: 'has_unread_messages' });
      }
      return { message, created: true };
    },

    async markRead(viewer: ChatViewer, roomId: number | null, messageId: number): Promise<ChatRoom> {
      const room = await roomOf(viewer, roomId);
      await chatRepository.markRead(db, room.id, viewer.userId, messageId);
      const updated = await presentOne(viewer, room.id);
      await deps.realtime.toChatRoom(room.id, {
        type: 'read',
        data: { user_id: viewer.userId, last_read_message_id: updated.last_read_message_id },
      });
      if (!(await unreadAccounts(viewer.userId, [viewer.accountId])).has(viewer.accountId))
        await deps.realtime.toIdentity('ChatNotificationChannel', viewer.userId, {
          type: 'no_unread_messages',
        });
      return updated;
    },

    /** What a ChatChannel subscription may hear: the room's messages, if the identity is a member. */
    async subscription(viewer: ChatViewer, params: Record<string, unknown>) {
      const roomId = typeof params.room_id === 'number' ? params.room_id : idFrom(params.room_id);
      const room = roomId === null ? null : await chatRepository.room(db, viewer, roomId);
      if (!room) return null;
      const after = typeof params.after === 'number' ? params.after : (idFrom(params.after) ?? null);
      const [me] = await chatRepository.people(db, [viewer.userId]);
      let saidTypingAt = -Infinity;
      return {
        roomId: room.id,
        /**
         * The member is writing: told to the room's other pages (decision 0190). The page throttles it;
         * the server drops what comes faster than half that, so one socket cannot flood a room.
         */
        async typing() {
          const now = Date.now();
          if (now - saidTypingAt < CHAT_TYPING_THROTTLE_MS / 2) return;
          saidTypingAt = now;
          await deps.realtime.toChatRoom(room.id, {
            type: 'typing',
            data: { user_id: viewer.userId, full_name: me?.full_name ?? '' },
          });
        },
        backlog: async () =>
          after === null || !Number.isSafeInteger(after)
            ? []
            : (
                await presentMessages(
                  await chatRepository.messagesAfter(db, room.id, after, CHAT_CATCH_UP_MAX),
                )
              ).map((message) => ({ type: 'message_created' as const, data: message })),
      };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
