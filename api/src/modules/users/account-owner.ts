import { messages } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import { userRepository } from './user-repository';

/**
 * What belongs to the account itself (its picture, currency, tax, plan) is the owner's to change; a
 * member of a business who is not its owner is refused (spec 01 section 6).
 */
export async function assertAccountOwner(db: Queryable, userId: number, accountId: number): Promise<void> {
  const account = await userRepository.findMembershipAccount(db, userId, accountId);
  if (account?.membership_role !== 'owner') throw httpError(403, messages.http.ownerOnly);
}
