import {
  accountStateOf,
  activityTypes,
  isFinancialActivity,
  reachesBlockedCoach,
  type ActivityType,
} from '@coachforge/contracts';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { presentSubscription, userRepository, type PlatformSubscriptionRow } from '../users';

/**
 * A coach account whose trial ended without a plan is blocked (spec 01 section 4), as the API decides
 * for its closed calls; the FREE plan is a plan, never blocked. Accounts without a plan (clients) never are.
 */
export async function isBlockedAccount(db: Queryable, clock: Clock, accountId: number): Promise<boolean> {
  return blockedBy(await userRepository.findPlatformSubscription(db, accountId), clock.now());
}

/** The same rule on a subscription the caller has already read. */
export function blockedBy(row: PlatformSubscriptionRow | null, now: Date): boolean {
  if (!row) return false;
  const state = accountStateOf(presentSubscription(row, now));
  return state.blocked && !state.free;
}

/**
 * The rules of spec 03 section 4.1 for one member of an account: a blocked coach gets only membership and
 * invite notifications; financial ones only a member with financial features.
 */
export function receives(
  activityType: ActivityType,
  member: { financial: boolean; blocked: boolean },
): boolean {
  if (member.blocked && !reachesBlockedCoach(activityType)) return false;
  if (isFinancialActivity(activityType) && !member.financial) return false;
  return true;
}

/** The activity types a member sees now: the same rules, applied to what was stored before they changed. */
export const visibleActivityTypes = (member: { financial: boolean; blocked: boolean }): ActivityType[] =>
  activityTypes.filter((type) => receives(type, member));
