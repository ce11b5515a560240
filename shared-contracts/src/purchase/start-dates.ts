import { DateTime } from 'luxon';
import { MEMBERSHIP_LOOK_AHEAD_DAYS } from '../limits/constants';
import type { PlanType } from '../programs/plan-types';

/**
 * The last day a client may choose to start (spec 02 section 5), or null when any later day will do: a
 * membership that has launched (no launch date, or one that has come) opens at most
 * MEMBERSHIP_LOOK_AHEAD_DAYS ahead, as its training unlocks a day at a time from the first session.
 */
export function latestStartDay(
  plan: { plan_type: PlanType; launch_date: string | null },
  today: string,
): string | null {
  if (plan.plan_type !== 'membership') return null;
  if (plan.launch_date !== null && plan.launch_date > today) return null;
  return DateTime.fromISO(today, { zone: 'utc' }).plus({ days: MEMBERSHIP_LOOK_AHEAD_DAYS }).toISODate()!;
}
