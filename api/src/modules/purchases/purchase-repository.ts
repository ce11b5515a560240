import type { Billing, Cadence, MembershipSnapshot, PurchaseState } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

/** A client's membership of a program as the purchase flows read and write it. */
export interface PurchaseMembershipRow extends MembershipSnapshot {
  id: number;
  program_id: number;
  account_id: number;
  user_id: number;
  price_option_id: number | null;
  /** Another price option of the program the client switches to at the next period (decision 0144). */
  pending_price_option_id: number | null;
  /** YYYY-MM-DD */
  start_day: string | null;
  end_day: string | null;
  purchase_seq: number;
  payment_attempts: number;
  payment_method_id: string | null;
  time_zone: string;
  billing_anchor: Date | null;
  trial_end: Date | null;
  current_period_end: Date | null;
  pending_charge_id: number | null;
  past_due_since: Date | null;
  canceled_at: Date | null;
  is_blocked: boolean;
  /** Made by a purchase; false for a membership that came by hand or invitation only. */
  purchased: boolean;
  /** A redeemed coupon: its percent, code, and the first period it no longer lowers (null: forever). */
  coupon_id: number | null;
  coupon_code: string | null;
  discount_percent: number | null;
  discount_until_period: number | null;
}

/** A price option as a charge needs it: read from the database at every charge, never from the browser. */
export interface PriceRow {
  id: number;
  program_id: number;
  amount: number;
  currency: string;
  duration: Cadence;
  archived: boolean;
}

const COLUMNS = `id::int, program_id::int, account_id::int, user_id::int, state, cancel_at_period_end, canceled_by,
  coalesce(billing, 'free') AS billing, billing IS NOT NULL AS purchased, period, paid_period, price_option_id::int,
  pending_price_option_id::int,
  to_char(start_day, 'YYYY-MM-DD') AS start_day, to_char(end_day, 'YYYY-MM-DD') AS end_day, purchase_seq,
  payment_attempts, payment_method_id, time_zone, billing_anchor, trial_end, current_period_end,
  pending_charge_id::int, past_due_since, canceled_at, blocked_at IS NOT NULL AS is_blocked, coupon_id::int,
  (SELECT name FROM coupons WHERE coupons.id = plan_memberships.coupon_id) AS coupon_code, discount_percent,
  discount_until_period`;

/** The columns a purchase writes besides the state machine's own. */
export type MembershipChange = Partial<
  Pick<
    PurchaseMembershipRow,
    | 'price_option_id'
    | 'pending_price_option_id'
    | 'start_day'
    | 'end_day'
    | 'purchase_seq'
    | 'payment_attempts'
    | 'payment_method_id'
    | 'time_zone'
    | 'billing_anchor'
    | 'trial_end'
    | 'current_period_end'
    | 'pending_charge_id'
    | 'past_due_since'
    | 'coupon_id'
    | 'discount_percent'
    | 'discount_until_period'
  >
> & { canceled_at?: Date | null };

const WRITABLE = new Set([
  'state',
  'cancel_at_period_end',
  'canceled_by',
  'billing',
  'period',
  'paid_period',
  'price_option_id',
  'pending_price_option_id',
  'start_day',
  'end_day',
  'purchase_seq',
  'payment_attempts',
  'payment_method_id',
  'time_zone',
  'billing_anchor',
  'trial_end',
  'current_period_end',
  'pending_charge_id',
  'past_due_since',
  'canceled_at',
  'coupon_id',
  'discount_percent',
  'discount_until_period',
]);

export const purchaseRepository = {
  /** The caller's membership of a program, locked for the change about to be made when `forUpdate`. */
  async findOwn(
    db: Queryable,
    programId: number,
    userId: number,
    forUpdate = false,
  ): Promise<PurchaseMembershipRow | null> {
    const [row] = await db.query<PurchaseMembershipRow>(
      `SELECT ${COLUMNS} FROM plan_memberships WHERE program_id = $1 AND user_id = $2
       ${forUpdate ? 'FOR UPDATE' : ''}`,
      [programId, userId],
    );
    return row ?? null;
  },

  async findById(db: Queryable, id: number, forUpdate = false): Promise<PurchaseMembershipRow | null> {
    const [row] = await db.query<PurchaseMembershipRow>(
      `SELECT ${COLUMNS} FROM plan_memberships WHERE id = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
      [id],
    );
    return row ?? null;
  },

  /** The client's programs whose payment is owed (a first payment refused, a renewal past due). */
  async owedPrograms(
    db: Queryable,
    userId: number,
  ): Promise<{ plan_id: number; custom_url: string | null }[]> {
    return db.query(
      `SELECT p.id::int AS plan_id, p.custom_url FROM plan_memberships m JOIN programs p ON p.id = m.program_id
       WHERE m.user_id = $1 AND m.billing IS NOT NULL AND m.state IN ('past_due', 'incomplete') ORDER BY m.id`,
      [userId],
    );
  },

  /** The membership waiting on a payment the client is confirming (3-D Secure). */
  async findByPendingCharge(db: Queryable, chargeId: number): Promise<PurchaseMembershipRow | null> {
    const [row] = await db.query<PurchaseMembershipRow>(
      `SELECT ${COLUMNS} FROM plan_memberships WHERE pending_charge_id = $1`,
      [chargeId],
    );
    return row ?? null;
  },

  /** A new membership in init, made by the purchase (the unique index keeps one per person and program). */
  async create(
    db: Queryable,
    input: { programId: number; accountId: number; userId: number; billing: Billing },
  ): Promise<PurchaseMembershipRow | null> {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO plan_memberships (program_id, account_id, user_id, email, full_name, state, billing, joined_at)
       SELECT $1, $2, u.id, u.email, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')),
         'init', $4, now()
       FROM users u WHERE u.id = $3
       ON CONFLICT (program_id, user_id) WHERE user_id IS NOT NULL DO NOTHING
       RETURNING id::int`,
      [input.programId, input.accountId, input.userId, input.billing],
    );
    return row ? purchaseRepository.findById(db, row.id, true) : null;
  },

  async update(
    db: Queryable,
    id: number,
    change: Partial<MembershipSnapshot> & MembershipChange,
  ): Promise<PurchaseMembershipRow> {
    const entries = Object.entries(change).filter(([key]) => WRITABLE.has(key));
    if (entries.length > 0) {
      const sets = entries.map(([key], index) => `${key} = $${index + 2}`).join(', ');
      await db.query(`UPDATE plan_memberships SET ${sets} WHERE id = $1`, [
        id,
        ...entries.map(([, value]) => value),
      ]);
    }
    return (await purchaseRepository.findById(db, id))!;
  },

  async recordEvent(
    db: Queryable,
    membershipId: number,
    event: string,
    from: PurchaseState,
    outcome: { to: PurchaseState } | { refused: string },
  ): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO membership_events (membership_id, event, from_state, to_state, refused_reason)
       VALUES ($1, $2, $3, $4, $5) RETURNING id::int`,
      [
        membershipId,
        event,
        from,
        'to' in outcome ? outcome.to : null,
        'refused' in outcome ? outcome.refused : null,
      ],
    );
    return row!.id;
  },

  /**
   * Claims the membership for one charge at a time; false while another charge of it is under way. The
   * claim lapses after two minutes, so a process that died mid-charge does not hold it for ever.
   */
  async claimCharging(db: Queryable, id: number): Promise<boolean> {
    const rows = await db.query(
      `UPDATE plan_memberships SET charging_until = now() + interval '2 minutes'
       WHERE id = $1 AND (charging_until IS NULL OR charging_until < now()) RETURNING id`,
      [id],
    );
    return rows.length > 0;
  },

  async releaseCharging(db: Queryable, id: number): Promise<void> {
    await db.query('UPDATE plan_memberships SET charging_until = NULL WHERE id = $1', [id]);
  },

  async priceOption(db: Queryable, id: number): Promise<PriceRow | null> {
    const [row] = await db.query<PriceRow>(
      `SELECT id::int, program_id::int, amount, currency, duration, archived_at IS NOT NULL AS archived
       FROM price_options WHERE id = $1`,
      [id],
    );
    return row ?? null;
  },

  /** The client's paid memberships with their program, price and the card they charge, newest first. */
  async purchasesOf(db: Queryable, userId: number) {
    return db.query<
      PurchaseMembershipRow & {
        title: string;
        custom_url: string | null;
        owner_name: string;
        amount: number | null;
        currency: string | null;
        duration: Cadence | null;
        brand: string | null;
        last4: string | null;
      }
    >(
      `SELECT m.*, p.title, p.custom_url, a.full_name AS owner_name, po.amount, po.currency, po.duration,
         cc.brand, cc.last4
       FROM (SELECT ${COLUMNS}, joined_at FROM plan_memberships
             WHERE user_id = $1 AND billing IN ('one_off', 'recurring') AND state NOT IN ('pending', 'invited')) m
         JOIN programs p ON p.id = m.program_id JOIN accounts a ON a.id = m.account_id
         LEFT JOIN price_options po ON po.id = m.price_option_id
         LEFT JOIN client_cards cc ON cc.payment_method_id = m.payment_method_id AND cc.user_id = m.user_id
       ORDER BY m.joined_at DESC NULLS LAST, m.id DESC LIMIT 200`,
      [userId],
    );
  },

  /**
   * Whether the payment method may be used by this client: it is theirs, or nobody used it before (it
   * becomes theirs). An id another client paid with is refused.
   */
  async claimPaymentMethod(db: Queryable, paymentMethodId: string, userId: number): Promise<boolean> {
    await db.query(
      `INSERT INTO purchase_payment_methods (payment_method_id, user_id) VALUES ($1, $2)
       ON CONFLICT (payment_method_id) DO NOTHING`,
      [paymentMethodId, userId],
    );
    const [row] = await db.query<{ user_id: number }>(
      'SELECT user_id::int FROM purchase_payment_methods WHERE payment_method_id = $1',
      [paymentMethodId],
    );
    return row?.user_id === userId;
  },

  /** The emails to tell about a membership's payments: the client and the account's owner. */
  async mailees(
    db: Queryable,
    membershipId: number,
  ): Promise<{ client: string | null; clientName: string; coach: string | null; title: string }> {
    const [row] = await db.query<{
      client: string | null;
      client_name: string;
      coach: string | null;
      title: string;
    }>(
      `SELECT u.email AS client, coalesce(nullif(u.first_name, ''), pm.full_name) AS client_name,
         owner.email AS coach, p.title
       FROM plan_memberships pm
       JOIN programs p ON p.id = pm.program_id
       LEFT JOIN users u ON u.id = pm.user_id
       LEFT JOIN memberships m ON m.account_id = pm.account_id AND m.role = 'owner'
       LEFT JOIN users owner ON owner.id = m.user_id
       WHERE pm.id = $1 LIMIT 1`,
      [membershipId],
    );
    return {
      client: row?.client ?? null,
      clientName: row?.client_name ?? '',
      coach: row?.coach ?? null,
      title: row?.title ?? '',
    };
  },
};
