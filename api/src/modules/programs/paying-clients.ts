import type { Queryable } from '../../db/database';

/** The states in which a client's recurring payment is running or owed (spec 02 section 4). */
const LIVE_SUBSCRIPTION_STATES = ['scheduled', 'trialing', 'active', 'incomplete', 'past_due'];

/**
 * Clients still subscribed, for money, to programs of these accounts: what stops the accounts' owner
 * from deleting them (spec 02 section 8). A one-off purchase is paid in full and subscribes to nothing.
 */
export async function payingClientsOf(db: Queryable, accountIds: number[]): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM plan_memberships pm JOIN price_options o ON o.id = pm.price_option_id
     WHERE pm.account_id = ANY($1::bigint[]) AND pm.state = ANY($2::text[]) AND o.duration <> 'one_off'`,
    [accountIds, LIVE_SUBSCRIPTION_STATES],
  );
  return rows[0]!.n;
}
