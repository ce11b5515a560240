import { isSupportedCurrency } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { localCurrencyOf } from '../settings';
import { userRepository, type UserRow } from '../users';

/**
 * The currency a client is shown prices in (decision 0142): the one they chose in their profile
 * (`currency`, kept on their private account, which shares their id), else their country's own, else none.
 * A choice beats the country because people abroad often keep paying in the currency they live on.
 */
export async function clientCurrencyOf(db: Queryable, user: UserRow): Promise<string | null> {
  const account = await userRepository.findMembershipAccount(db, user.id, user.id);
  const chosen = account?.currency;
  if (chosen && isSupportedCurrency(chosen)) return chosen.toUpperCase();
  return localCurrencyOf(user.country);
}
