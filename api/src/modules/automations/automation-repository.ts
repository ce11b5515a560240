import type {
  AutomationDeliveryStatus,
  AutomationEvent,
  AutomationEventPayload,
} from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

export interface AutomationAccountRow {
  account_id: number;
  key_hash: string | null;
  key_last4: string | null;
  key_created_at: Date | null;
  signing_secret: string;
}

export interface AutomationHookRow {
  id: number;
  account_id: number;
  event: AutomationEvent;
  target_url: string;
  created_at: Date;
  last_status: AutomationDeliveryStatus | null;
  last_attempt_at: Date | null;
  last_response_code: number | null;
}

const HOOK_COLUMNS = `id::int, account_id::int, event, target_url, created_at, last_status, last_attempt_at,
  last_response_code`;

export const automationRepository = {
  async account(db: Queryable, accountId: number): Promise<AutomationAccountRow | null> {
    const rows = await db.query<AutomationAccountRow>(
      `SELECT account_id::int, key_hash, key_last4, key_created_at, signing_secret
       FROM automation_accounts WHERE account_id = $1`,
      [accountId],
    );
    return rows[0] ?? null;
  },

  /** Whether the account sells through the automation service (decision 0170). */
  async zapierAccount(db: Queryable, accountId: number): Promise<boolean> {
    const rows = await db.query<{ zapier_account: boolean }>(
      `SELECT zapier_account FROM accounts WHERE id = $1`,
      [accountId],
    );
    return rows[0]?.zapier_account ?? false;
  },

  async setZapierAccount(db: Queryable, accountId: number, on: boolean): Promise<void> {
    await db.query(`UPDATE accounts SET zapier_account = $2 WHERE id = $1`, [accountId, on]);
  },

  /**
   * Zaps are connected when a live key has a hook for cancelled subscriptions: only then does a
   * cancellation made here reach the system that bills the client (decision 0170).
   */
  async zapsConnected(db: Queryable, accountId: number): Promise<boolean> {
    const rows = await db.query(
      `SELECT 1 FROM automation_hooks h JOIN automation_accounts a ON a.account_id = h.account_id
       WHERE h.account_id = $1 AND h.event = 'cancelled_subscription' AND a.key_hash IS NOT NULL LIMIT 1`,
      [accountId],
    );
    return rows.length > 0;
  },

  /** Whether the account has a key now: only then are its happenings fanned out. */
  async hasKey(db: Queryable, accountId: number): Promise<boolean> {
    const rows = await db.query(
      `SELECT 1 FROM automation_accounts WHERE account_id = $1 AND key_hash IS NOT NULL`,
      [accountId],
    );
    return rows.length > 0;
  },

  async accountOfKey(db: Queryable, keyHash: string): Promise<number | null> {
    const rows = await db.query<{ account_id: number }>(
      `SELECT account_id::int FROM automation_accounts WHERE key_hash = $1`,
      [keyHash],
    );
    return rows[0]?.account_id ?? null;
  },

  /**
   * Sets the key; the signing secret is created with the first key and kept across rotations: the
   * upsert never overwrites it and answers the stored one.
   */
  async saveKey(
    db: Queryable,
    accountId: number,
    key: { hash: string; last4: string; signingSecret: string },
  ): Promise<AutomationAccountRow> {
    const rows = await db.query<AutomationAccountRow>(
      `INSERT INTO automation_accounts (account_id, key_hash, key_last4, key_created_at, signing_secret)
       VALUES ($1, $2, $3, now(), $4)
       ON CONFLICT (account_id) DO UPDATE SET key_hash = $2, key_last4 = $3, key_created_at = now()
       RETURNING account_id::int, key_hash, key_last4, key_created_at, signing_secret`,
      [accountId, key.hash, key.last4, key.signingSecret],
    );
    return rows[0]!;
  },

  async revokeKey(db: Queryable, accountId: number): Promise<void> {
    await db.query(
      `UPDATE automation_accounts SET key_hash = NULL, key_last4 = NULL, key_created_at = NULL
       WHERE account_id = $1`,
      [accountId],
    );
    await db.query(`DELETE FROM automation_hooks WHERE account_id = $1`, [accountId]);
  },

  hooks(db: Queryable, accountId: number, event?: AutomationEvent): Promise<AutomationHookRow[]> {
    return event
      ? db.query<AutomationHookRow>(
          `SELECT ${HOOK_COLUMNS} FROM automation_hooks WHERE account_id = $1 AND event = $2 ORDER BY id`,
          [accountId, event],
        )
      : db.query<AutomationHookRow>(
          `SELECT ${HOOK_COLUMNS} FROM automation_hooks WHERE account_id = $1 ORDER BY id`,
          [accountId],
        );
  },

  async hook(db: Queryable, id: number): Promise<AutomationHookRow | null> {
    const rows = await db.query<AutomationHookRow>(
      `SELECT ${HOOK_COLUMNS} FROM automation_hooks WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  },

  async countHooks(db: Queryable, accountId: number): Promise<number> {
    const rows = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM automation_hooks WHERE account_id = $1`,
      [accountId],
    );
    return rows[0]?.count ?? 0;
  },

  /** Subscribing the same URL to the same event again answers the existing hook. */
  async subscribe(
    db: Queryable,
    accountId: number,
    event: AutomationEvent,
    targetUrl: string,
  ): Promise<AutomationHookRow> {
    const rows = await db.query<AutomationHookRow>(
      `INSERT INTO automation_hooks (account_id, event, target_url) VALUES ($1, $2, $3)
       ON CONFLICT (account_id, event, target_url) DO UPDATE SET target_url = EXCLUDED.target_url
       RETURNING ${HOOK_COLUMNS}`,
      [accountId, event, targetUrl],
    );
    return rows[0]!;
  },

  /** Only the account's own hook: another account's id removes nothing. */
  async unsubscribe(db: Queryable, accountId: number, id: number): Promise<boolean> {
    const rows = await db.query(
      `DELETE FROM automation_hooks WHERE id = $1 AND account_id = $2 RETURNING id`,
      [id, accountId],
    );
    return rows.length > 0;
  },

  async removeHook(db: Queryable, id: number): Promise<void> {
    await db.query(`DELETE FROM automation_hooks WHERE id = $1`, [id]);
  },

  async recordAttempt(
    db: Queryable,
    id: number,
    status: AutomationDeliveryStatus,
    responseCode: number | null,
  ): Promise<void> {
    await db.query(
      `UPDATE automation_hooks SET last_status = $2, last_response_code = $3, last_attempt_at = now()
       WHERE id = $1`,
      [id, status, responseCode],
    );
  },

  /** Stores a happening once; null when it was stored before. */
  async insertEvent(
    db: Queryable,
    accountId: number,
    event: AutomationEvent,
    sourceKey: string,
    payload: Omit<AutomationEventPayload, 'id'>,
  ): Promise<number | null> {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO automation_events (account_id, event, source_key, payload, occurred_at)
       VALUES ($1, $2, $3, $4, $5::timestamptz)
       ON CONFLICT (account_id, event, source_key) DO NOTHING RETURNING id::int`,
      [accountId, event, sourceKey, JSON.stringify(payload), payload.occurred_at],
    );
    return rows[0]?.id ?? null;
  },

  async event(db: Queryable, id: number): Promise<{ id: number; payload: AutomationEventPayload } | null> {
    const rows = await db.query<{ id: number; payload: Omit<AutomationEventPayload, 'id'> }>(
      `SELECT id::int, payload FROM automation_events WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    return row ? { id: row.id, payload: { id: `evt_${row.id}`, ...row.payload } } : null;
  },

  async latestEvents(
    db: Queryable,
    accountId: number,
    event: AutomationEvent,
    limit: number,
  ): Promise<AutomationEventPayload[]> {
    const rows = await db.query<{ id: number; payload: Omit<AutomationEventPayload, 'id'> }>(
      `SELECT id::int, payload FROM automation_events WHERE account_id = $1 AND event = $2
       ORDER BY id DESC LIMIT $3`,
      [accountId, event, limit],
    );
    return rows.map((row) => ({ id: `evt_${row.id}`, ...row.payload }));
  },

  async accountName(db: Queryable, accountId: number): Promise<string | null> {
    const rows = await db.query<{ full_name: string }>(`SELECT full_name FROM accounts WHERE id = $1`, [
      accountId,
    ]);
    return rows[0]?.full_name ?? null;
  },
};
