import type { BillingDetails, Card } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import type { PaymentMethod } from '../payment-provider';

export interface CardRow {
  id: number;
  user_id: number;
  account_id: number;
  coach_name: string;
  payment_method_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  networks: string[];
  preferred_network: string | null;
  billing_details: BillingDetails | null;
  is_default: boolean;
}

const COLUMNS = `c.id::int, c.user_id::int, c.account_id::int, coalesce(a.full_name, '') AS coach_name,
  c.payment_method_id, c.brand, c.last4, c.exp_month, c.exp_year, c.networks, c.preferred_network,
  c.billing_details, c.is_default`;

/** Memberships that still charge a card: moving or removing a card must keep them paid for. */
export const CHARGING_STATES = `('init', 'scheduled', 'trialing', 'active', 'incomplete', 'past_due')`;

export function presentCard(row: CardRow): Card {
  return {
    id: row.id,
    coach_id: row.account_id,
    coach_name: row.coach_name,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    networks: row.networks,
    preferred_network: row.preferred_network,
    source_type: 'card',
    billing_info: row.billing_details ?? {
      name: '',
      address: { line1: '', city: '', postal_code: '', country: '' },
    },
    kind: row.is_default ? 'default' : null,
  };
}

/** The client's saved cards (client_cards); every read is scoped to the client who owns them. */
export const cardRepository = {
  async ofUser(db: Queryable, userId: number): Promise<CardRow[]> {
    return db.query<CardRow>(
      `SELECT ${COLUMNS} FROM client_cards c JOIN accounts a ON a.id = c.account_id
       WHERE c.user_id = $1 ORDER BY a.full_name, c.account_id, c.is_default DESC, c.id DESC`,
      [userId],
    );
  },

  async findOwn(db: Queryable, userId: number, cardId: number, lock = false): Promise<CardRow | null> {
    const [row] = await db.query<CardRow>(
      `SELECT ${COLUMNS} FROM client_cards c JOIN accounts a ON a.id = c.account_id
       WHERE c.id = $1 AND c.user_id = $2${lock ? ' FOR UPDATE OF c' : ''}`,
      [cardId, userId],
    );
    return row ?? null;
  },

  async findByMethod(db: Queryable, paymentMethodId: string): Promise<CardRow | null> {
    const [row] = await db.query<CardRow>(
      `SELECT ${COLUMNS} FROM client_cards c JOIN accounts a ON a.id = c.account_id
       WHERE c.payment_method_id = $1`,
      [paymentMethodId],
    );
    return row ?? null;
  },

  /** Coaches whose programs the client has joined: the ones a card can be kept for. */
  async coachesOf(db: Queryable, userId: number): Promise<{ id: number; name: string }[]> {
    return db.query(
      `SELECT DISTINCT a.id::int, a.full_name AS name FROM plan_memberships pm JOIN accounts a ON a.id = pm.account_id
       WHERE pm.user_id = $1 AND pm.joined_at IS NOT NULL ORDER BY name, id`,
      [userId],
    );
  },

  /**
   * Keeps a payment method the client claimed as their card for the coach; the first card for a coach is
   * its default. Saving the same method again changes nothing.
   */
  async remember(
    db: Queryable,
    {
      userId,
      accountId,
      method,
      billing,
    }: {
      userId: number;
      accountId: number;
      method: PaymentMethod;
      billing: BillingDetails | null;
    },
  ): Promise<CardRow> {
    await db.query(
      `INSERT INTO client_cards (user_id, account_id, payment_method_id, brand, last4, exp_month, exp_year, networks,
         billing_details, is_default)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9,
         NOT EXISTS (SELECT 1 FROM client_cards WHERE user_id = $1 AND account_id = $2 AND is_default))
       ON CONFLICT (payment_method_id) DO NOTHING`,
      [
        userId,
        accountId,
        method.id,
        method.card.brand,
        method.card.last4,
        method.card.exp_month,
        method.card.exp_year,
        method.card.networks,
        billing ? JSON.stringify(billing) : null,
      ],
    );
    return (await this.findByMethod(db, method.id))!;
  },

  async update(
    db: Queryable,
    cardId: number,
    fields: { billing_details: BillingDetails; preferred_network: string | null },
  ): Promise<void> {
    await db.query('UPDATE client_cards SET billing_details = $2, preferred_network = $3 WHERE id = $1', [
      cardId,
      JSON.stringify(fields.billing_details),
      fields.preferred_network,
    ]);
  },

  async makeDefault(db: Queryable, card: Pick<CardRow, 'id' | 'user_id' | 'account_id'>): Promise<void> {
    await db.query(
      'UPDATE client_cards SET is_default = false WHERE user_id = $1 AND account_id = $2 AND is_default AND id <> $3',
      [card.user_id, card.account_id, card.id],
    );
    await db.query('UPDATE client_cards SET is_default = true WHERE id = $1', [card.id]);
  },

  async remove(db: Queryable, cardId: number): Promise<void> {
    await db.query('DELETE FROM client_cards WHERE id = $1', [cardId]);
  },

  /** Another card of the same coach, the newest first: what takes over when a card goes. */
  async otherCard(
    db: Queryable,
    card: Pick<CardRow, 'id' | 'user_id' | 'account_id'>,
  ): Promise<CardRow | null> {
    const [row] = await db.query<CardRow>(
      `SELECT ${COLUMNS} FROM client_cards c JOIN accounts a ON a.id = c.account_id
       WHERE c.user_id = $1 AND c.account_id = $2 AND c.id <> $3 ORDER BY c.is_default DESC, c.id DESC LIMIT 1`,
      [card.user_id, card.account_id, card.id],
    );
    return row ?? null;
  },

  /**
   * Moves the client's memberships with the coach that still charge a card onto `paymentMethodId` (all of
   * them, or only those paying with `from`), and answers the programs that owe a payment now.
   */
  async moveMemberships(
    db: Queryable,
    {
      userId,
      accountId,
      paymentMethodId,
      from,
    }: {
      userId: number;
      accountId: number;
      paymentMethodId: string;
      from: string | null;
    },
  ): Promise<{ owing: number[]; moved: number }> {
    const rows = await db.query<{ program_id: number; state: string }>(
      `UPDATE plan_memberships SET payment_method_id = $3
       WHERE user_id = $1 AND account_id = $2 AND billing = 'recurring' AND state IN ${CHARGING_STATES}
         AND ($4::text IS NULL OR payment_method_id = $4)
       RETURNING program_id::int, state`,
      [userId, accountId, paymentMethodId, from],
    );
    return {
      moved: rows.length,
      owing: rows
        .filter((row) => row.state === 'past_due' || row.state === 'incomplete')
        .map((row) => row.program_id),
    };
  },

  /** Whether a running membership charges this payment method. */
  async inUse(db: Queryable, paymentMethodId: string): Promise<boolean> {
    const [row] = await db.query<{ used: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM plan_memberships WHERE payment_method_id = $1 AND state IN ${CHARGING_STATES})
         AS used`,
      [paymentMethodId],
    );
    return row!.used;
  },
};
