import type { Queryable } from '../../db/database';
import { userRepository, type PlatformSubscriptionRow } from './user-repository';

/** How many clients an account's platform plan counts: the programs module's rule, given by app wiring. */
export type ActiveClientsOf = (db: Queryable, accountId: number) => Promise<number>;

/**
 * The account's platform subscription with its clients counted, for presentSubscription: GET subscribe and
 * users/me's header both show it. Without a subscription there is no limit, and nothing is counted.
 */
export async function readCountedSubscription(
  db: Queryable,
  accountId: number,
  activeClientsOf: ActiveClientsOf,
): Promise<{ row: PlatformSubscriptionRow | null; activeClients: number }> {
  const row = await userRepository.findPlatformSubscription(db, accountId);
  return { row, activeClients: row ? await activeClientsOf(db, accountId) : 0 };
}
