import type { Queryable } from '../../db/database';
import { clientRepository } from './client-repository';

/**
 * The clients an account's platform plan counts: people with a running subscription to one of its
 * programs (docs/decisions/0048). What a band's limit and a downgrade are measured against.
 */
export const activeClientsOf = (db: Queryable, accountId: number): Promise<number> =>
  clientRepository.subscribedClients(db, accountId, null);
