import type { BillingInterval, PlatformInvoiceKind } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import type { ChargeStatus, PlatformChargeOutcome } from '../payments';

/** The account's row of platform_subscriptions with what paying for it needs (migrations 001 and 037). */
export interface PlanRow {
  account_id: number;
  plan_kind: string | null;
  max_clients: number | null;
  state: string | null;
  active: boolean;
  free_plan: boolean;
  trial: boolean;
  trial_end_date: Date | null;
  cancel_at_period_end: boolean;
  next_payment_date: Date | null;
  billing_interval: BillingInterval | null;
  current_period_start: Date | null;
  scheduled_plan_kind: string | null;
  scheduled_max_clients: number | null;
  payment_method_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
}

export interface InvoiceRow {
  id: number;
  account_id: number;
  kind: PlatformInvoiceKind;
  plan_kind: string;
  max_clients: number;
  billing_interval: BillingInterval;
  amount: number;
  currency: string;
  period_start: Date;
  period_end: Date;
  provider_payment_id: string | null;
  payment_method_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  status: ChargeStatus;
  applied_at: Date | null;
  created_at: Date;
}

const PLAN_COLUMNS = `account_id::int, plan_kind, max_clients, state, active, free_plan, trial, trial_end_date,
  cancel_at_period_end, next_payment_date, billing_interval, current_period_start, scheduled_plan_kind,
  scheduled_max_clients, payment_method_id, card_brand, card_last4`;
const INVOICE_COLUMNS = `id::int, account_id::int, kind, plan_kind, max_clients, billing_interval, amount, currency,
  period_start, period_end, provider_payment_id, payment_method_id, card_brand, card_last4, status, applied_at,
  created_at`;

export interface NewInvoice {
  account_id: number;
  kind: PlatformInvoiceKind;
  plan_kind: string;
  max_clients: number;
  billing_interval: BillingInterval;
  amount: number;
  currency: string;
  period_start: Date;
  period_end: Date;
  provider: string;
  payment_method_id: string;
  card_brand: string;
  card_last4: string;
  idempotency_key: string;
}

export const platformSubscriptionRepository = {
  /** With `lock`, held until the transaction ends: two changes of one plan never interleave. */
  async find(db: Queryable, accountId: number, lock = false): Promise<PlanRow | null> {
    const [row] = await db.query<PlanRow>(
      `SELECT ${PLAN_COLUMNS} FROM platform_subscriptions WHERE account_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [accountId],
    );
    return row ?? null;
  },

  /** Writes the given columns of the account's plan (names are this module's, never the caller's input). */
  async update(
    db: Queryable,
    accountId: number,
    changes: Partial<Omit<PlanRow, 'account_id'>>,
  ): Promise<void> {
    const entries = Object.entries(changes);
    if (entries.length === 0) return;
    const sets = entries.map(([column], i) => `${column} = $${i + 2}`).join(', ');
    await db.query(`UPDATE platform_subscriptions SET ${sets}, updated_at = now() WHERE account_id = $1`, [
      accountId,
      ...entries.map(([, value]) => value),
    ]);
  },

  /** Coaches of the account beside its owner: members, and coaches invited who have not answered yet. */
  async extraCoaches(db: Queryable, accountId: number): Promise<number> {
    const [row] = await db.query<{ n: number }>(
      `SELECT ((SELECT count(*) FROM memberships WHERE account_id = $1 AND role = 'coach' AND invite_status = 'accepted')
             + (SELECT count(*) FROM invitations WHERE account_id = $1 AND kind = 'coach' AND status = 'invited'
                  AND expires_at > now()))::int AS n`,
      [accountId],
    );
    return row!.n;
  },

  /** Whether this identity may pay with the method: it is theirs, or nobody used it before (it becomes theirs). */
  async claimPaymentMethod(db: Queryable, paymentMethodId: string, userId: number): Promise<boolean> {
    await db.query(
      `INSERT INTO platform_payment_methods (payment_method_id, user_id) VALUES ($1, $2)
       ON CONFLICT (payment_method_id) DO NOTHING`,
      [paymentMethodId, userId],
    );
    const [row] = await db.query<{ user_id: number }>(
      'SELECT user_id::int FROM platform_payment_methods WHERE payment_method_id = $1',
      [paymentMethodId],
    );
    return row?.user_id === userId;
  },

  async insertInvoice(db: Queryable, invoice: NewInvoice): Promise<InvoiceRow> {
    const [row] = await db.query<InvoiceRow>(
      `INSERT INTO platform_invoices (account_id, kind, plan_kind, max_clients, billing_interval, amount, currency,
         period_start, period_end, provider, payment_method_id, card_brand, card_last4, idempotency_key, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'processing')
       ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = EXCLUDED.idempotency_key
       RETURNING ${INVOICE_COLUMNS}`,
      [
        invoice.account_id,
        invoice.kind,
        invoice.plan_kind,
        invoice.max_clients,
        invoice.billing_interval,
        invoice.amount,
        invoice.currency,
        invoice.period_start,
        invoice.period_end,
        invoice.provider,
        invoice.payment_method_id,
        invoice.card_brand,
        invoice.card_last4,
        invoice.idempotency_key,
      ],
    );
    return row!;
  },

  async recordInvoice(db: Queryable, id: number, outcome: PlatformChargeOutcome): Promise<InvoiceRow> {
    const [row] = await db.query<InvoiceRow>(
      `UPDATE platform_invoices SET status = $2, provider_payment_id = COALESCE($3, provider_payment_id),
         failure_code = $4 WHERE id = $1 RETURNING ${INVOICE_COLUMNS}`,
      [id, outcome.status, outcome.provider_payment_id, outcome.failure_code],
    );
    return row!;
  },

  /** Marks the invoice applied; false when it already was (the change happens once). */
  async markApplied(db: Queryable, id: number): Promise<boolean> {
    const rows = await db.query(
      `UPDATE platform_invoices SET applied_at = now() WHERE id = $1 AND applied_at IS NULL RETURNING id`,
      [id],
    );
    return rows.length > 0;
  },

  async findInvoice(db: Queryable, accountId: number, id: number): Promise<InvoiceRow | null> {
    const [row] = await db.query<InvoiceRow>(
      `SELECT ${INVOICE_COLUMNS} FROM platform_invoices WHERE id = $1 AND account_id = $2`,
      [id, accountId],
    );
    return row ?? null;
  },

  /** The account's payments to the platform, newest first; attempts still being made are left out. */
  /** A payment for a change of plan waits for the bank's confirmation and has not been applied. */
  async awaitingPayment(db: Queryable, accountId: number): Promise<boolean> {
    const rows = await db.query(
      `SELECT 1 FROM platform_invoices WHERE account_id = $1 AND status = 'requires_action' AND applied_at IS NULL
       LIMIT 1`,
      [accountId],
    );
    return rows.length > 0;
  },

  async listInvoices(db: Queryable, accountId: number): Promise<InvoiceRow[]> {
    return db.query<InvoiceRow>(
      `SELECT ${INVOICE_COLUMNS} FROM platform_invoices WHERE account_id = $1 AND status <> 'processing'
       ORDER BY created_at DESC, id DESC LIMIT 200`,
      [accountId],
    );
  },
};
