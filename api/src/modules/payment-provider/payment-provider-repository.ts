import type { Queryable } from '../../db/database';
import type { ConnectedAccountType, PaymentProviderKind } from './payment-provider';

export interface ConnectionRow {
  provider: PaymentProviderKind;
  provider_account_id: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  /** Null until the provider has said (decision 0166). */
  account_type: ConnectedAccountType | null;
  /** What the provider still asks of the account; the owner is told while any is due (decision 0209). */
  requirements_due: string[];
}

/**
 * Whether an account can take card payments, and its account at the provider. The onboarding call writes
 * it; the demo data connects the simulated provider for the demo coach's accounts (docs/decisions/0046).
 */
export const paymentProviderRepository = {
  async canTakePayments(db: Queryable, accountId: number): Promise<boolean> {
    const rows = await db.query(
      'SELECT 1 FROM payment_provider_connections WHERE account_id = $1 AND charges_enabled',
      [accountId],
    );
    return rows.length > 0;
  },

  async find(db: Queryable, accountId: number): Promise<ConnectionRow | null> {
    const [row] = await db.query<ConnectionRow>(
      `SELECT provider, provider_account_id, charges_enabled, payouts_enabled, account_type, requirements_due
       FROM payment_provider_connections WHERE account_id = $1`,
      [accountId],
    );
    return row ?? null;
  },

  /** The platform account a provider account belongs to (a webhook names only the provider's id). */
  async accountOf(db: Queryable, providerAccountId: string): Promise<number | null> {
    const [row] = await db.query<{ account_id: number }>(
      'SELECT account_id::int FROM payment_provider_connections WHERE provider_account_id = $1',
      [providerAccountId],
    );
    return row?.account_id ?? null;
  },

  /**
   * Records what the provider says of the account; answers whether it changed, and whether the account
   * could take charges before and cannot now.
   */
  async save(
    db: Queryable,
    accountId: number,
    connection: ConnectionRow,
  ): Promise<{ changed: boolean; chargesLost: boolean }> {
    const [before] = await db.query<{
      charges_enabled: boolean;
      payouts_enabled: boolean;
      requirements_due: string[];
    }>(
      'SELECT charges_enabled, payouts_enabled, requirements_due FROM payment_provider_connections WHERE account_id = $1 FOR UPDATE',
      [accountId],
    );
    await db.query(
      `INSERT INTO payment_provider_connections
         (account_id, provider, provider_account_id, charges_enabled, payouts_enabled, account_type, requirements_due)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (account_id) DO UPDATE SET provider = $2, provider_account_id = $3, charges_enabled = $4,
         payouts_enabled = $5, account_type = $6, requirements_due = $7, updated_at = now()`,
      [
        accountId,
        connection.provider,
        connection.provider_account_id,
        connection.charges_enabled,
        connection.payouts_enabled,
        connection.account_type,
        connection.requirements_due,
      ],
    );
    return {
      changed:
        before?.charges_enabled !== connection.charges_enabled ||
        before?.payouts_enabled !== connection.payouts_enabled ||
        (before?.requirements_due ?? []).join() !== connection.requirements_due.join(),
      chargesLost: before?.charges_enabled === true && !connection.charges_enabled,
    };
  },

  /** The account's published, paid, not archived programs: what stops selling and renewing without charges. */
  async sellingPrograms(db: Queryable, accountId: number): Promise<number[]> {
    const rows = await db.query<{ id: number }>(
      `SELECT id::int FROM programs WHERE account_id = $1 AND plan_status = 'published'
         AND plan_pricing = 'paid' AND archived_at IS NULL ORDER BY id`,
      [accountId],
    );
    return rows.map((row) => row.id);
  },

  /**
   * The demo data's connection: an account at the simulated provider made for it. The platform runs a
   * simulated account's payouts, so it is of the custom type (decision 0166).
   */
  async connect(
    db: Queryable,
    accountId: number,
    provider: PaymentProviderKind,
    providerAccountId: string | null = null,
  ): Promise<void> {
    await db.query(
      `INSERT INTO payment_provider_connections
         (account_id, provider, provider_account_id, charges_enabled, payouts_enabled, account_type)
       VALUES ($1, $2, $3, true, true, $4)
       ON CONFLICT (account_id) DO UPDATE SET provider = $2,
         provider_account_id = COALESCE($3, payment_provider_connections.provider_account_id),
         charges_enabled = true, payouts_enabled = true,
         account_type = COALESCE($4, payment_provider_connections.account_type), updated_at = now()`,
      [accountId, provider, providerAccountId, provider === 'simulated' ? 'custom' : null],
    );
  },
};
