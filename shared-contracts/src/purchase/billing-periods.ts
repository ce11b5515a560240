import { DateTime } from 'luxon';
import type { Cadence } from '../programs/plan-types';

type RecurringCadence = Exclude<Cadence, 'one_off'>;

/** How long one period of each cadence lasts (spec 02 section 3, Cadences). */
const periodLength: Record<RecurringCadence, { days?: number; months?: number }> = {
  weekly: { days: 7 },
  biweekly: { days: 14 },
  four_weekly: { days: 28 },
  monthly: { months: 1 },
  bimonthly: { months: 2 },
  quarterly: { months: 3 },
  biannual: { months: 6 },
  yearly: { months: 12 },
};

/**
 * The moment billing period `period` (0 first) of a subscription ends. Every end is counted from the
 * anchor (the first charge), never from the last end, so 31 January gives 28/29 February, then 31 March.
 */
export function periodEndOf(anchor: string, cadence: RecurringCadence, period: number): string {
  const { days = 0, months = 0 } = periodLength[cadence];
  return DateTime.fromISO(anchor, { zone: 'utc' })
    .plus({ days: days * (period + 1), months: months * (period + 1) })
    .toISO()!;
}

/** The moment a client's day begins in their time zone, as an ISO moment in UTC. */
export function startOfClientDay(day: string, timeZone: string): string {
  return DateTime.fromISO(day, { zone: timeZone }).startOf('day').toUTC().toISO()!;
}
