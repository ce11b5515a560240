import type { TransactionQuery, TransactionStatus } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

export interface TransactionRow {
  id: number;
  created_at: Date;
  client_name: string;
  client_email: string | null;
  program_title: string;
  amount: number;
  currency: string;
  application_fee_amount: number;
  provider_fee_amount: number | null;
  status: 'processing' | 'requires_action' | 'succeeded' | 'failed';
  provider_payment_id: string | null;
  refunded_at: Date | null;
  refunded_amount: number | null;
  refund_status: 'pending' | 'succeeded' | 'failed' | null;
  refund_id: string | null;
  /** Who paid and for what: null once the client or the program is deleted. */
  user_id: number | null;
  program_id: number | null;
}

/**
 * A refund that went or is going through; a failed (or cancelled) one returned nothing and does not count
 * (decision 0177). The SQL of transaction-presenter.ts's isRefunded.
 */
const LIVE_REFUND = "c.refunded_at IS NOT NULL AND c.refund_status IS DISTINCT FROM 'failed'";

const SELECT = `SELECT c.id::int, c.created_at, c.amount, c.currency, c.application_fee_amount,
    c.provider_fee_amount, c.status, c.provider_payment_id, c.refunded_at, c.refunded_amount, c.refund_status,
    c.refund_id, c.user_id::int, c.program_id::int,
    coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), 'A deleted client')
      AS client_name,
    u.email AS client_email, coalesce(p.title, 'A program no longer offered') AS program_title
  FROM charges c LEFT JOIN users u ON u.id = c.user_id LEFT JOIN programs p ON p.id = c.program_id`;

/** A refunded payment is its own status on the dashboard; otherwise the charge's status. */
function statusCondition(status: TransactionStatus, params: unknown[]): string {
  if (status === 'refunded') return `(${LIVE_REFUND})`;
  params.push(status);
  const condition = `c.status = $${params.length}`;
  return status === 'succeeded' ? `${condition} AND NOT (${LIVE_REFUND})` : condition;
}

/** The WHERE clause of an account's transactions under the filters, days read in UTC. */
function filtered(accountId: number, query: Omit<TransactionQuery, 'page' | 'per_page'>) {
  const params: unknown[] = [accountId];
  const where = ['c.account_id = $1'];
  if (query.status) where.push(statusCondition(query.status, params));
  if (query.from) {
    params.push(query.from);
    where.push(`c.created_at >= ($${params.length}::date::timestamp AT TIME ZONE 'UTC')`);
  }
  if (query.to) {
    params.push(query.to);
    where.push(`c.created_at < (($${params.length}::date + 1)::timestamp AT TIME ZONE 'UTC')`);
  }
  return { where: where.join(' AND '), params };
}

export const transactionRepository = {
  async page(
    db: Queryable,
    accountId: number,
    query: TransactionQuery,
  ): Promise<{ rows: TransactionRow[]; total: number }> {
    const { where, params } = filtered(accountId, query);
    const [{ total }] = (await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM charges c WHERE ${where}`,
      params,
    )) as [{ total: number }];
    const rows = await db.query<TransactionRow>(
      `${SELECT} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.per_page, (query.page - 1) * query.per_page],
    );
    return { rows, total };
  },

  /** Every matching transaction, newest first, for the export (bounded, so one request stays small). */
  async all(
    db: Queryable,
    accountId: number,
    query: Omit<TransactionQuery, 'page' | 'per_page'>,
    limit: number,
  ): Promise<TransactionRow[]> {
    const { where, params } = filtered(accountId, query);
    return db.query<TransactionRow>(
      `${SELECT} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT $${params.length + 1}`,
      [...params, limit],
    );
  },

  async findOwned(db: Queryable, accountId: number, chargeId: number): Promise<TransactionRow | null> {
    const [row] = await db.query<TransactionRow>(`${SELECT} WHERE c.account_id = $1 AND c.id = $2`, [
      accountId,
      chargeId,
    ]);
    return row ?? null;
  },

  async recordProviderFee(db: Queryable, chargeId: number, fee: number): Promise<void> {
    await db.query('UPDATE charges SET provider_fee_amount = $2 WHERE id = $1', [chargeId, fee]);
  },

  /**
   * Marks the charge refunded, once: false when it already was (a second refund lost the race). A refund
   * that failed is replaced by the next one.
   */
  async recordRefund(
    db: Queryable,
    chargeId: number,
    refund: {
      id: string;
      amount: number;
      status: 'pending' | 'succeeded' | 'failed';
      byUserId: number;
      at: Date;
    },
  ): Promise<boolean> {
    const rows = await db.query(
      `UPDATE charges SET refund_id = $2, refunded_amount = $3, refund_status = $4, refunded_by = $5,
         refunded_at = $6, updated_at = now()
       WHERE id = $1 AND (refunded_at IS NULL OR refund_status = 'failed') RETURNING id`,
      [chargeId, refund.id, refund.amount, refund.status, refund.byUserId, refund.at],
    );
    return rows.length > 0;
  },

  /** The account's money by month since `since` (UTC), per currency, for the dashboard's charts. */
  async monthly(db: Queryable, accountId: number, since: Date) {
    return db.query<{
      currency: string;
      month: string;
      revenue: number;
      platform_fees: number;
      provider_fees: number;
      refunds: number;
    }>(
      `WITH sales AS (
         SELECT currency, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, amount AS revenue,
           -- The platform's fee goes back in proportion to what was refunded: the contracts' platformFeeBackOf.
           application_fee_amount - CASE WHEN ${LIVE_REFUND}
             THEN round(application_fee_amount::numeric * refunded_amount / amount)::int ELSE 0 END AS platform_fees,
           coalesce(provider_fee_amount, 0) AS provider_fees, 0 AS refunds
         FROM charges c WHERE account_id = $1 AND status = 'succeeded' AND created_at >= $2
         UNION ALL
         SELECT currency, to_char(refunded_at AT TIME ZONE 'UTC', 'YYYY-MM'), 0, 0, 0, refunded_amount
         FROM charges c WHERE account_id = $1 AND refunded_at >= $2 AND c.refund_status IS DISTINCT FROM 'failed'
       )
       SELECT currency, month, sum(revenue)::int AS revenue, sum(platform_fees)::int AS platform_fees,
         sum(provider_fees)::int AS provider_fees, sum(refunds)::int AS refunds
       FROM sales GROUP BY currency, month ORDER BY currency, month`,
      [accountId, since],
    );
  },
};
