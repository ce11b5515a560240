import type { Queryable } from '../../db/database';

export type PaymentProviderKind = 'simulated' | 'stripe';

/**
 * Whether an account can take card payments. Stripe Connect onboarding writes it when that arrives;
 * the simulated provider (the embedded default) is connected by the demo data (docs/decisions/0046).
 */
export const paymentProviderRepository = {
  async canTakePayments(db: Queryable, accountId: number): Promise<boolean> {
    const rows = await db.query(
      'SELECT 1 FROM payment_provider_connections WHERE account_id = $1 AND charges_enabled',
      [accountId],
    );
    return rows.length > 0;
  },

  async connect(db: Queryable, accountId: number, provider: PaymentProviderKind): Promise<void> {
    await db.query(
      `INSERT INTO payment_provider_connections (account_id, provider, charges_enabled) VALUES ($1, $2, true)
       ON CONFLICT (account_id) DO UPDATE SET provider = $2, charges_enabled = true`,
      [accountId, provider],
    );
  },
};
