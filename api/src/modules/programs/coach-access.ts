import { accountStateOf, messages, planLimitsOfSubscription, type PlanLimits } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import { presentSubscription, userRepository } from '../users';

export interface CoachAccess {
  userId: number;
  accountId: number;
  isOwner: boolean;
  /** The account's platform plan has ended: its programs can be read, not changed. */
  blocked: boolean;
  limits: PlanLimits;
}

/**
 * Who is acting on programs: a coach acting as one of their accounts. Clients have no programs to
 * manage (403). Members of a business all work on its programs; what only the owner may do (prices,
 * the storefront, price-change messages) is checked with `requireOwner`.
 */
export function createCoachAccess({ db, clock }: ApiContext) {
  const subscriptionOf = async (accountId: number, on: Queryable = db) =>
    presentSubscription(await userRepository.findPlatformSubscription(on, accountId), clock.now());
  return {
    /** What the account's platform plan allows, whoever is asking (a client joining, say). */
    limitsOf: async (accountId: number, on: Queryable = db): Promise<PlanLimits> =>
      planLimitsOfSubscription(await subscriptionOf(accountId, on)),

    async of(identity: { userId: number; accountId: number }): Promise<CoachAccess> {
      const user = await userRepository.findById(db, identity.userId);
      if (user?.role !== 'coach') throw httpError(403, messages.http.forbidden);
      const account = await userRepository.findMembershipAccount(db, identity.userId, identity.accountId);
      if (!account) throw httpError(401, messages.auth.sessionExpired);
      const subscription = await subscriptionOf(identity.accountId);
      const state = accountStateOf(subscription);
      return {
        userId: identity.userId,
        accountId: identity.accountId,
        isOwner: account.membership_role === 'owner',
        blocked: state.blocked && !state.free,
        limits: planLimitsOfSubscription(subscription),
      };
    },
  };
}

/** Changes need a running platform plan (or the FREE plan); 406 sends the browser to coach_blocked. */
export function requireActive(access: CoachAccess): void {
  if (access.blocked) throw httpError(406, messages.programs.blocked);
}

export function requireOwner(access: CoachAccess, message: string = messages.http.ownerOnly): void {
  if (!access.isOwner) throw httpError(403, message);
}

export type CoachAccessResolver = ReturnType<typeof createCoachAccess>;
