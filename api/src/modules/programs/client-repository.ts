import type { Cadence, ClientList, ProgramClient } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { DOWNLOADED } from './program-repository';

export interface ClientRow {
  id: number;
  user_id: number | null;
  full_name: string;
  email: string;
  invited_email: string | null;
  state: ProgramClient['membership']['state'];
  canceled_by: ProgramClient['membership']['canceled_by'];
  cancel_at_period_end: boolean;
  plan_id: number;
  plan_title: string;
  plan_type: ProgramClient['plan_type'];
  plan_weeks: number | null;
  price_amount: number | null;
  price_duration: Cadence | null;
  start_day: string | null;
  end_day: string | null;
  schedule_started_at: Date | null;
  schedule_ended_at: Date | null;
  days_scheduled_ahead: number | null;
  joined_at: Date | null;
  track_id: number | null;
  invitation_status: 'invited' | 'accepted' | 'cancelled' | null;
  is_blocked: boolean;
  results_to_review: number;
  macros_to_review: number;
}

/**
 * A macros day the client logged since first joining one of the account's programs that no coach of the
 * account has reviewed in this edit (decision 0227; the client-records module keeps the same rule).
 */
const MACRO_DAY_TO_REVIEW = `md.user_id = pm.user_id
  AND md.day >= (SELECT min(j.joined_at AT TIME ZONE 'UTC')::date - 1 FROM plan_memberships j
    WHERE j.account_id = pm.account_id AND j.user_id = pm.user_id)
  AND NOT EXISTS (SELECT 1 FROM macro_day_reviews mr WHERE mr.account_id = pm.account_id
    AND mr.user_id = md.user_id AND mr.day = md.day AND mr.revision >= md.revision)`;

/** The states each list shows (spec 02 section 2). */
const LIST_CONDITIONS: Record<ClientList, string> = {
  active: `pm.state IN ('init', 'active', 'incomplete', 'past_due')`,
  in_trials: `pm.state = 'trialing'`,
  scheduled: `pm.state = 'scheduled'`,
  pending: `pm.state IN ('pending', 'invited')`,
  past: `pm.state IN ('canceled', 'finished', 'incomplete_expired')`,
  // Clients the coach should look at: a failed payment, under 3 days of training ahead, or results they
  // logged that the coach has not reviewed yet.
  to_review: `(pm.state IN ('past_due', 'incomplete') OR (pm.state IN ('active', 'trialing')
    AND pm.schedule_started_at IS NOT NULL AND coalesce(pm.days_scheduled_ahead, 0) < 3)
    OR (pm.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM training_results r
      WHERE r.user_id = pm.user_id AND r.program_id = pm.program_id AND r.reviewed_at IS NULL))
    OR (pm.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM macro_days md WHERE ${MACRO_DAY_TO_REVIEW})))`,
};

const SELECT = `SELECT pm.id::int, pm.user_id::int,
    coalesce(nullif(u.first_name || ' ' || u.last_name, ' '), nullif(pm.full_name, ''), pm.email) AS full_name,
    coalesce(u.email, pm.email) AS email, pm.invited_email, pm.state, pm.canceled_by, pm.cancel_at_period_end,
    p.id::int AS plan_id, p.title AS plan_title, p.plan_type, p.weeks AS plan_weeks,
    o.amount AS price_amount, o.duration AS price_duration,
    to_char(pm.start_day, 'YYYY-MM-DD') AS start_day, to_char(pm.end_day, 'YYYY-MM-DD') AS end_day,
    pm.schedule_started_at, pm.schedule_ended_at, pm.days_scheduled_ahead, pm.joined_at, pm.track_id::int,
    i.status AS invitation_status, pm.blocked_at IS NOT NULL AS is_blocked,
    (SELECT count(*)::int FROM training_results r WHERE pm.user_id IS NOT NULL AND r.user_id = pm.user_id
       AND r.program_id = pm.program_id AND r.reviewed_at IS NULL) AS results_to_review,
    (SELECT count(*)::int FROM macro_days md WHERE pm.user_id IS NOT NULL AND ${MACRO_DAY_TO_REVIEW})
      AS macros_to_review
  FROM plan_memberships pm
  JOIN programs p ON p.id = pm.program_id
  LEFT JOIN users u ON u.id = pm.user_id
  LEFT JOIN price_options o ON o.id = pm.price_option_id
  LEFT JOIN invitations i ON i.id = pm.invitation_id`;

export const clientRepository = {
  async list(
    db: Queryable,
    accountId: number,
    filter: { programId: number | null; list: ClientList },
  ): Promise<ClientRow[]> {
    const params: unknown[] = [accountId];
    let where = `pm.account_id = $1 AND ${LIST_CONDITIONS[filter.list]}`;
    if (filter.programId !== null) {
      params.push(filter.programId);
      where += ` AND pm.program_id = $2`;
    }
    return db.query<ClientRow>(
      `${SELECT} WHERE ${where} ORDER BY pm.created_at DESC, pm.id DESC LIMIT 1000`,
      params,
    );
  },

  /** Removes or restores a joined client of the program; null when there is no such client. */
  async setBlocked(db: Queryable, programId: number, id: number, blocked: boolean): Promise<number | null> {
    const rows = await db.query<{ id: number }>(
      `UPDATE plan_memberships SET blocked_at = CASE WHEN $3 THEN coalesce(blocked_at, now()) END
       WHERE id = $1 AND program_id = $2 AND joined_at IS NOT NULL RETURNING id::int`,
      [id, programId, blocked],
    );
    return rows[0]?.id ?? null;
  },

  /**
   * The programs a person joined, across every coach (the client's my programs): running ones, or past
   * ones, with the coach's account name. A coach's removal keeps the row (shown as removed).
   */
  async joinedByUser(
    db: Queryable,
    userId: number,
    past: boolean,
  ): Promise<(ClientRow & { account_name: string; owner_account_id: number; custom_url: string | null })[]> {
    return db.query(
      `SELECT c.*, a.full_name AS account_name, a.id::int AS owner_account_id, p.custom_url
       FROM (${SELECT} WHERE pm.user_id = $1 AND pm.joined_at IS NOT NULL
         AND ${past ? LIST_CONDITIONS.past : `NOT (${LIST_CONDITIONS.past})`}) c
       JOIN programs p ON p.id = c.plan_id JOIN accounts a ON a.id = p.account_id
       ORDER BY c.joined_at DESC, c.id DESC LIMIT 500`,
      [userId],
    );
  },

  /** Every program of the account the person joined (any state since): what their coach may read of them. */
  async joinedInAccount(db: Queryable, accountId: number, userId: number): Promise<ClientRow[]> {
    return db.query<ClientRow>(
      `${SELECT} WHERE pm.account_id = $1 AND pm.user_id = $2 AND pm.joined_at IS NOT NULL
       ORDER BY pm.joined_at DESC, pm.id DESC`,
      [accountId, userId],
    );
  },

  async findById(db: Queryable, id: number): Promise<ClientRow | null> {
    const rows = await db.query<ClientRow>(`${SELECT} WHERE pm.id = $1`, [id]);
    return rows[0] ?? null;
  },

  /** Whether the address, or the person with it, is already on the program (in any state but past). */
  async onProgram(db: Queryable, programId: number, email: string): Promise<boolean> {
    const rows = await db.query(
      `SELECT 1 FROM plan_memberships pm LEFT JOIN users u ON u.id = pm.user_id
       WHERE pm.program_id = $1 AND (pm.email = $2 OR u.email = $2) AND pm.state NOT IN ('canceled', 'finished')`,
      [programId, email],
    );
    return rows.length > 0;
  },

  /**
   * People with a running subscription to the account's programs: the count the FREE plan limits. One-off
   * Fixed Length buyers do not count (docs/decisions/0048).
   */
  /** People who got a Fixed Length program (a download), ever: one who left still took a download. */
  async downloadsOf(db: Queryable, programId: number, exceptUserId: number | null): Promise<number> {
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM plan_memberships pm
       WHERE pm.program_id = $1 AND pm.user_id IS DISTINCT FROM $2 AND ${DOWNLOADED}`,
      [programId, exceptUserId],
    );
    return rows[0]!.n;
  },

  async subscribedClients(db: Queryable, accountId: number, exceptUserId: number | null): Promise<number> {
    const rows = await db.query<{ n: number }>(
      `SELECT count(DISTINCT pm.user_id)::int AS n FROM plan_memberships pm JOIN programs p ON p.id = pm.program_id
       WHERE pm.account_id = $1 AND p.plan_type <> 'fixed' AND pm.user_id IS NOT NULL
         AND pm.user_id IS DISTINCT FROM $2
         AND pm.state IN ('init', 'scheduled', 'trialing', 'active', 'incomplete', 'past_due')`,
      [accountId, exceptUserId],
    );
    return rows[0]!.n;
  },
};
