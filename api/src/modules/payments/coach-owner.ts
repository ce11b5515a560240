import { messages } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import { userRepository } from '../users';

/**
 * The coach acting as an account they own: connecting the payment provider is the owner's, as prices are
 * (docs/decisions/0046). A client has no account to connect; another member is told who may.
 */
export async function ownedCoachAccount(
  db: Queryable,
  identity: { userId: number; accountId: number },
): Promise<{ accountId: number }> {
  const user = await userRepository.findById(db, identity.userId);
  if (user?.role !== 'coach') throw httpError(403, messages.http.forbidden);
  const account = await userRepository.findMembershipAccount(db, identity.userId, identity.accountId);
  if (!account) throw httpError(401, messages.auth.sessionExpired);
  if (account.membership_role !== 'owner') throw httpError(403, messages.payments.ownerOnly);
  return { accountId: account.id };
}
