import type { ActivityType, NotificationType } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

/** Who a notification is for: an identity acting in one account. */
export interface Recipient {
  accountId: number;
  userId: number;
}

export interface NotificationRow {
  id: number;
  notification_type: NotificationType;
  activity_type: ActivityType;
  payload: Record<string, unknown>;
  read: boolean;
  created_at: Date;
  subject_user_id: number | null;
  subject_full_name: string | null;
  subject_title: string | null;
  subject_avatar_file: string | null;
  subject_custom_url: string | null;
  subject_account_kind: string | null;
  program_id: number | null;
  program_title: string | null;
  program_custom_url: string | null;
  program_plan_type: string | null;
  program_covers: string[] | null;
  /** A brand invite's invitation and how it stands now (null once withdrawn or expired). */
  invitation_id: number | null;
  invite_status: 'pending' | 'accepted' | 'rejected' | null;
}

/** A member of an account as the delivery rules see them. */
export interface MemberRow {
  user_id: number;
  /** A coach in their private account or the owner of a business: the account's money is theirs to see. */
  financial: boolean;
}

export interface NewNotification {
  eventKey: string;
  type: NotificationType;
  activityType: ActivityType;
  subjectUserId: number | null;
  programId: number | null;
  payload: unknown;
}

export interface ListFilter {
  activityTypes: readonly ActivityType[];
  read?: boolean;
  limit: number;
  offset: number;
}

const SELECT = `
  SELECT n.id::int, n.notification_type, n.activity_type, n.payload, n.read_at IS NOT NULL AS read, n.created_at,
    n.subject_user_id::int,
    nullif(trim(coalesce(su.first_name, '') || ' ' || coalesce(su.last_name, '')), '') AS subject_full_name,
    sa.title AS subject_title, coalesce(sa.avatar_file, su.avatar_file) AS subject_avatar_file,
    sa.custom_url AS subject_custom_url, sa.kind AS subject_account_kind,
    p.id::int AS program_id, p.title AS program_title, p.custom_url AS program_custom_url,
    p.plan_type AS program_plan_type,
    (SELECT array_agg(c.cover_type ORDER BY c.cover_type) FROM program_covers c WHERE c.program_id = p.id)
      AS program_covers,
    inv.id::int AS invitation_id,
    CASE WHEN inv.status = 'invited' AND inv.expires_at > now() THEN 'pending'
      WHEN inv.status = 'accepted' THEN 'accepted' WHEN inv.status = 'declined' THEN 'rejected' END AS invite_status
  FROM notifications n
  LEFT JOIN users su ON su.id = n.subject_user_id
  LEFT JOIN accounts sa ON sa.id = su.id AND sa.kind = 'private'
  LEFT JOIN programs p ON p.id = n.program_id
  LEFT JOIN invitations inv ON n.notification_type = 'coach_brand_invite'
    AND inv.id = (n.payload->>'invitation_id')::bigint`;

const mine = 'n.account_id = $1 AND n.user_id = $2';

export const notificationRepository = {
  /** Members who have accepted their place in the account, with whether they see its money. */
  async membersOf(db: Queryable, accountId: number): Promise<MemberRow[]> {
    return db.query<MemberRow>(
      `SELECT m.user_id::int, (m.role = 'owner' AND u.role = 'coach') AS financial
       FROM memberships m JOIN users u ON u.id = m.user_id
       WHERE m.account_id = $1 AND m.invite_status = 'accepted'`,
      [accountId],
    );
  },

  async memberOf(db: Queryable, to: Recipient): Promise<MemberRow | null> {
    const [row] = await db.query<MemberRow>(
      `SELECT m.user_id::int, (m.role = 'owner' AND u.role = 'coach') AS financial
       FROM memberships m JOIN users u ON u.id = m.user_id
       WHERE m.account_id = $1 AND m.user_id = $2 AND m.invite_status = 'accepted'`,
      [to.accountId, to.userId],
    );
    return row ?? null;
  },

  /** The identity's own private account, where notifications meant for the person land. */
  async privateAccountOf(
    db: Queryable,
    userId: number,
  ): Promise<(MemberRow & { account_id: number }) | null> {
    const [row] = await db.query<MemberRow & { account_id: number }>(
      `SELECT a.id::int AS account_id, m.user_id::int, (u.role = 'coach') AS financial
       FROM memberships m JOIN accounts a ON a.id = m.account_id JOIN users u ON u.id = m.user_id
       WHERE m.user_id = $1 AND a.kind = 'private'`,
      [userId],
    );
    return row ?? null;
  },

  /** Stores the notification for the recipient unless this happening already reached them; the new id. */
  async insert(db: Queryable, to: Recipient, n: NewNotification): Promise<number | null> {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO notifications
         (account_id, user_id, event_key, notification_type, activity_type, subject_user_id, program_id, payload)
       SELECT $1, $2, $3, $4, $5,
         (SELECT id FROM users WHERE id = $6), (SELECT id FROM programs WHERE id = $7), $8
       ON CONFLICT (account_id, user_id, event_key) DO NOTHING
       RETURNING id::int`,
      [
        to.accountId,
        to.userId,
        n.eventKey,
        n.type,
        n.activityType,
        n.subjectUserId,
        n.programId,
        JSON.stringify(n.payload),
      ],
    );
    return row?.id ?? null;
  },

  async page(db: Queryable, to: Recipient, filter: ListFilter): Promise<NotificationRow[]> {
    return db.query<NotificationRow>(
      `${SELECT}
       WHERE ${mine} AND n.activity_type = ANY($3) AND ($4::boolean IS NULL OR (n.read_at IS NOT NULL) = $4)
       ORDER BY n.id DESC LIMIT $5 OFFSET $6`,
      [to.accountId, to.userId, filter.activityTypes, filter.read ?? null, filter.limit, filter.offset],
    );
  },

  async count(db: Queryable, to: Recipient, filter: Omit<ListFilter, 'limit' | 'offset'>): Promise<number> {
    const [row] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM notifications n
       WHERE ${mine} AND n.activity_type = ANY($3) AND ($4::boolean IS NULL OR (n.read_at IS NOT NULL) = $4)`,
      [to.accountId, to.userId, filter.activityTypes, filter.read ?? null],
    );
    return row!.total;
  },

  async unreadByType(
    db: Queryable,
    to: Recipient,
    activityTypes: readonly ActivityType[],
  ): Promise<Partial<Record<ActivityType, number>>> {
    const rows = await db.query<{ activity_type: ActivityType; unread: number }>(
      `SELECT n.activity_type, count(*)::int AS unread FROM notifications n
       WHERE ${mine} AND n.read_at IS NULL AND n.activity_type = ANY($3) GROUP BY n.activity_type`,
      [to.accountId, to.userId, activityTypes],
    );
    return Object.fromEntries(rows.map((row) => [row.activity_type, row.unread]));
  },

  /**
   * The kinds of notification the identity has unread in each of the given accounts, with whether they see
   * that account's money (memberOf's rule, read in the same query).
   */
  async unreadKindsIn(
    db: Queryable,
    userId: number,
    accountIds: readonly number[],
  ): Promise<{ account_id: number; activity_type: ActivityType; financial: boolean }[]> {
    return db.query(
      `SELECT DISTINCT n.account_id::int, n.activity_type,
         coalesce(m.role = 'owner' AND u.role = 'coach', false) AS financial
       FROM notifications n
       LEFT JOIN memberships m ON m.account_id = n.account_id AND m.user_id = n.user_id
         AND m.invite_status = 'accepted'
       LEFT JOIN users u ON u.id = m.user_id
       WHERE n.user_id = $1 AND n.account_id = ANY($2) AND n.read_at IS NULL`,
      [userId, accountIds],
    );
  },

  /** Marks the recipient's own notification; false when it is not theirs (or does not exist). */
  async setRead(
    db: Queryable,
    to: Recipient,
    id: number,
    read: boolean,
    activityTypes: readonly ActivityType[],
  ): Promise<boolean> {
    const rows = await db.query(
      `UPDATE notifications n SET read_at = CASE WHEN $4 THEN coalesce(n.read_at, now()) ELSE NULL END
       WHERE ${mine} AND n.id = $3 AND n.activity_type = ANY($5) RETURNING n.id`,
      [to.accountId, to.userId, id, read, activityTypes],
    );
    return rows.length > 0;
  },

  async readAll(db: Queryable, to: Recipient, activityType: ActivityType): Promise<void> {
    await db.query(
      `UPDATE notifications n SET read_at = now()
       WHERE ${mine} AND n.activity_type = $3 AND n.read_at IS NULL`,
      [to.accountId, to.userId, activityType],
    );
  },
};
