import type { ChatRoomKind } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

/** The person asking: their identity, and the account their token acts as. */
export interface ChatViewer {
  userId: number;
  accountId: number;
}

export interface RoomRow {
  id: number;
  kind: ChatRoomKind;
  account_id: number;
  client_user_id: number | null;
  program_id: number | null;
  title: string;
  closed_at: Date | null;
  account_name: string;
  account_avatar: string | null;
  client_name: string | null;
  client_avatar: string | null;
  /** The viewer is on the coach side: a member of the room's account, acting as it. */
  coach_side: boolean;
  owner: boolean;
  last_read_message_id: number;
  unread_count: number;
  last_message_id: number | null;
}

export interface MessageRow {
  id: number;
  room_id: number;
  author_id: number | null;
  client_message_id: string;
  text: string;
  mentions: number[];
  mention_all: boolean;
  attachment_ids: number[];
  attachment_account_id: number | null;
  created_at: Date;
  author_name: string | null;
  author_avatar: string | null;
}

export interface PersonRow {
  id: number;
  full_name: string;
  avatar_file: string | null;
}

export interface MemberRow extends PersonRow {
  side: 'coach' | 'client';
}

/** A client of a community is a person who joined its program and whose membership still runs. */
// A client the coach removed from the program (blocked) has lost the program's community with it (spec 02 §6).
const LIVE_CLIENT = `pm.joined_at IS NOT NULL AND pm.blocked_at IS NULL AND pm.state NOT IN ('canceled', 'finished')`;

/** Rooms the identity $1 is a member of when acting as the account `accountId` (a parameter or a column). */
const visibleTo = (accountId: string) => `(
  r.account_id = ${accountId}
  OR (r.kind = 'conversation' AND r.client_user_id = $1)
  OR (r.kind = 'community' AND EXISTS (
    SELECT 1 FROM plan_memberships pm WHERE pm.program_id = r.program_id AND pm.user_id = $1 AND ${LIVE_CLIENT}))
)`;

/**
 * The ids of the rooms visibleTo names, reached by index from each of its three sides (the account's rooms,
 * the person's conversations, the communities of the programs they joined) instead of testing every room
 * of the platform: the header's unread flag asks on every page load.
 */
const roomsVisibleTo = (accountId: string) => `(
  SELECT id FROM chat_rooms WHERE account_id = ${accountId}
  UNION ALL SELECT id FROM chat_rooms WHERE kind = 'conversation' AND client_user_id = $1
  UNION ALL SELECT c.id FROM chat_rooms c JOIN plan_memberships pm ON pm.program_id = c.program_id
    WHERE c.kind = 'community' AND pm.user_id = $1 AND ${LIVE_CLIENT}
)`;

/** Rooms the viewer is a member of ($1 user id, $2 account id). */
const VISIBLE = visibleTo('$2');

/** The room r holds a message by someone else after the identity $1's read mark (rd joined on r). */
const HAS_UNREAD = `EXISTS (SELECT 1 FROM chat_messages m WHERE m.room_id = r.id
  AND m.id > COALESCE(rd.last_read_message_id, 0) AND m.author_id IS DISTINCT FROM $1)`;

const ROOM_COLUMNS = `
  r.id::int, r.kind, r.account_id::int, r.client_user_id::int, r.program_id::int, r.title, r.closed_at,
  a.full_name AS account_name, a.avatar_file AS account_avatar,
  CASE WHEN cu.id IS NULL THEN NULL ELSE cu.first_name || ' ' || cu.last_name END AS client_name,
  cu.avatar_file AS client_avatar,
  (r.account_id = $2) AS coach_side,
  EXISTS (SELECT 1 FROM memberships ms WHERE ms.account_id = r.account_id AND ms.user_id = $1
    AND ms.role = 'owner' AND r.account_id = $2) AS owner,
  COALESCE(rd.last_read_message_id, 0)::int AS last_read_message_id,
  (SELECT count(*) FROM chat_messages m WHERE m.room_id = r.id
    AND m.id > COALESCE(rd.last_read_message_id, 0) AND m.author_id IS DISTINCT FROM $1)::int AS unread_count,
  (SELECT max(m.id) FROM chat_messages m WHERE m.room_id = r.id)::int AS last_message_id`;

const ROOM_FROM = `
  FROM chat_rooms r
  JOIN accounts a ON a.id = r.account_id
  LEFT JOIN users cu ON cu.id = r.client_user_id
  LEFT JOIN chat_reads rd ON rd.room_id = r.id AND rd.user_id = $1`;

const MESSAGE_COLUMNS = `
  m.id::int, m.room_id::int, m.author_id::int, m.client_message_id, m.text,
  m.mentions::int[] AS mentions, m.mention_all, m.attachment_ids::int[] AS attachment_ids,
  m.attachment_account_id::int AS attachment_account_id, m.created_at,
  CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS author_name,
  u.avatar_file AS author_avatar`;

export const chatRepository = {
  async rooms(db: Queryable, viewer: ChatViewer, kind: ChatRoomKind | null): Promise<RoomRow[]> {
    return db.query<RoomRow>(
      `SELECT ${ROOM_COLUMNS} ${ROOM_FROM}
       WHERE ${VISIBLE} AND ($3::text IS NULL OR r.kind = $3)
       ORDER BY last_message_id DESC NULLS LAST, r.id DESC`,
      [viewer.userId, viewer.accountId, kind],
    );
  },

  /** The room, when the viewer is one of its members; otherwise nothing. */
  async room(db: Queryable, viewer: ChatViewer, roomId: number): Promise<RoomRow | null> {
    const rows = await db.query<RoomRow>(
      `SELECT ${ROOM_COLUMNS} ${ROOM_FROM} WHERE r.id = $3 AND ${VISIBLE}`,
      [viewer.userId, viewer.accountId, roomId],
    );
    return rows[0] ?? null;
  },

  async conversationId(db: Queryable, accountId: number, clientUserId: number): Promise<number | null> {
    const rows = await db.query<{ id: number }>(
      `SELECT id::int FROM chat_rooms WHERE kind = 'conversation' AND account_id = $1 AND client_user_id = $2`,
      [accountId, clientUserId],
    );
    return rows[0]?.id ?? null;
  },

  /** The pair's conversation, created when there is none (two at once still make one). */
  async openConversation(db: Queryable, accountId: number, clientUserId: number, createdBy: number) {
    await db.query(
      `INSERT INTO chat_rooms (kind, account_id, client_user_id, created_by)
       VALUES ('conversation', $1, $2, $3)
       ON CONFLICT (account_id, client_user_id) WHERE kind = 'conversation' DO NOTHING`,
      [accountId, clientUserId, createdBy],
    );
    return (await chatRepository.conversationId(db, accountId, clientUserId))!;
  },

  async createCommunity(
    db: Queryable,
    community: { accountId: number; programId: number; title: string; createdBy: number },
  ): Promise<number> {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO chat_rooms (kind, account_id, program_id, title, created_by)
       VALUES ('community', $1, $2, $3, $4) RETURNING id::int`,
      [community.accountId, community.programId, community.title, community.createdBy],
    );
    return rows[0]!.id;
  },

  async close(db: Queryable, roomId: number): Promise<void> {
    await db.query(`UPDATE chat_rooms SET closed_at = COALESCE(closed_at, now()) WHERE id = $1`, [roomId]);
  },

  /** Everyone in the room: the account's coaches, then its client or the program's live clients. */
  async members(db: Queryable, room: Pick<RoomRow, 'id' | 'account_id' | 'kind'>): Promise<MemberRow[]> {
    return db.query<MemberRow>(
      `SELECT DISTINCT ON (id) * FROM (
         SELECT u.id::int, u.first_name || ' ' || u.last_name AS full_name, u.avatar_file, 'coach' AS side, 0 AS rank
         FROM memberships ms JOIN users u ON u.id = ms.user_id
         WHERE ms.account_id = $2 AND ms.invite_status = 'accepted'
         UNION ALL
         SELECT u.id::int, u.first_name || ' ' || u.last_name, u.avatar_file, 'client', 1
         FROM chat_rooms r JOIN users u ON u.id = r.client_user_id WHERE r.id = $1
         UNION ALL
         SELECT u.id::int, u.first_name || ' ' || u.last_name, u.avatar_file, 'client', 1
         FROM chat_rooms r JOIN plan_memberships pm ON pm.program_id = r.program_id
         JOIN users u ON u.id = pm.user_id
         WHERE r.id = $1 AND ${LIVE_CLIENT}
       ) people ORDER BY id, rank`,
      [room.id, room.account_id],
    );
  },

  async people(db: Queryable, ids: number[]): Promise<PersonRow[]> {
    if (ids.length === 0) return [];
    return db.query<PersonRow>(
      `SELECT id::int, first_name || ' ' || last_name AS full_name, avatar_file FROM users WHERE id = ANY($1)`,
      [ids],
    );
  },

  /** Stores the message once per sender and client id; null when that sender already sent this id. */
  async insertMessage(
    db: Queryable,
    message: {
      roomId: number;
      authorId: number;
      clientMessageId: string;
      text: string;
      mentions: number[];
      mentionAll: boolean;
      attachmentIds: number[];
      attachmentAccountId: number;
    },
  ): Promise<number | null> {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO chat_messages (room_id, author_id, client_message_id, text, mentions, mention_all,
         attachment_ids, attachment_account_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (author_id, client_message_id) DO NOTHING RETURNING id::int`,
      [
        message.roomId,
        message.authorId,
        message.clientMessageId,
        message.text,
        message.mentions,
        message.mentionAll,
        message.attachmentIds,
        message.attachmentIds.length > 0 ? message.attachmentAccountId : null,
      ],
    );
    return rows[0]?.id ?? null;
  },

  async messageBySender(
    db: Queryable,
    authorId: number,
    clientMessageId: string,
  ): Promise<MessageRow | null> {
    const rows = await db.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m LEFT JOIN users u ON u.id = m.author_id
       WHERE m.author_id = $1 AND m.client_message_id = $2`,
      [authorId, clientMessageId],
    );
    return rows[0] ?? null;
  },

  async messagesById(db: Queryable, ids: number[]): Promise<MessageRow[]> {
    if (ids.length === 0) return [];
    return db.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m LEFT JOIN users u ON u.id = m.author_id
       WHERE m.id = ANY($1) ORDER BY m.id`,
      [ids],
    );
  },

  /** Up to `limit` messages older than `before` (newest of them first), or all when before is null. */
  async messagesBefore(db: Queryable, roomId: number, before: number | null, limit: number) {
    return db.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m LEFT JOIN users u ON u.id = m.author_id
       WHERE m.room_id = $1 AND ($2::bigint IS NULL OR m.id < $2)
       ORDER BY m.id DESC LIMIT $3`,
      [roomId, before, limit],
    );
  },

  /** Up to `limit` messages newer than `after`, oldest first. */
  async messagesAfter(db: Queryable, roomId: number, after: number, limit: number) {
    return db.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m LEFT JOIN users u ON u.id = m.author_id
       WHERE m.room_id = $1 AND m.id > $2 ORDER BY m.id LIMIT $3`,
      [roomId, after, limit],
    );
  },

  /** Moves the member's read mark forward (never back), at most to the room's newest message. */
  async markRead(db: Queryable, roomId: number, userId: number, messageId: number): Promise<void> {
    await db.query(
      `INSERT INTO chat_reads (room_id, user_id, last_read_message_id)
       VALUES ($1, $2, LEAST($3, COALESCE((SELECT max(id) FROM chat_messages WHERE room_id = $1), 0)))
       ON CONFLICT (room_id, user_id) DO UPDATE
         SET last_read_message_id = GREATEST(chat_reads.last_read_message_id, EXCLUDED.last_read_message_id)`,
      [roomId, userId, messageId],
    );
  },

  /** How many of the viewer's rooms hold messages they have not read. */
  async unreadRooms(db: Queryable, viewer: ChatViewer): Promise<number> {
    const rows = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM chat_rooms r
       LEFT JOIN chat_reads rd ON rd.room_id = r.id AND rd.user_id = $1
       WHERE ${VISIBLE} AND ${HAS_UNREAD}`,
      [viewer.userId, viewer.accountId],
    );
    return rows[0]?.count ?? 0;
  },

  /**
   * Of the given accounts, those in which the identity, acting as it, has any room with a message unread.
   * users/me asks for its one account on every page load: that has a statement of its own, whose plan
   * PostgreSQL keeps. Over a list of ids it planned every call anew, which cost more than the reading.
   */
  async accountsWithUnread(db: Queryable, userId: number, accountIds: readonly number[]): Promise<number[]> {
    if (accountIds.length === 1) {
      const [row] = await db.query<{ unread: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM ${roomsVisibleTo('$2::bigint')} r
           LEFT JOIN chat_reads rd ON rd.room_id = r.id AND rd.user_id = $1
           WHERE ${HAS_UNREAD}) AS unread`,
        [userId, accountIds[0]],
      );
      return row?.unread ? [accountIds[0]!] : [];
    }
    const rows = await db.query<{ id: number }>(
      `SELECT acting.id::int FROM unnest($2::bigint[]) AS acting(id)
       WHERE EXISTS (SELECT 1 FROM ${roomsVisibleTo('acting.id')} r
         LEFT JOIN chat_reads rd ON rd.room_id = r.id AND rd.user_id = $1
         WHERE ${HAS_UNREAD})`,
      [userId, accountIds],
    );
    return rows.map((row) => row.id);
  },
};
