import type { Queryable } from '../../db/database';
import { ratesRepository } from './rates-repository';
import { loadBundledRates } from './reference-files';
import type { RatesSource } from './rates-source';

/**
 * The default rates source (decision 0141): the newest rates in the database, which holds at least the
 * bundled reference file's day and whatever newer days an operator loaded. Works with no network.
 */
export async function createDatabaseRatesSource(db: Queryable): Promise<RatesSource> {
  await loadBundledRates(db);
  return { latest: () => ratesRepository.latest(db) };
}
