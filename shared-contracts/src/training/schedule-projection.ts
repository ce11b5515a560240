import { DateTime } from 'luxon';
import { MEMBERSHIP_LOOK_AHEAD_DAYS } from '../limits/constants';
import { type PlanType } from '../programs/plan-types';

/** What the projection needs to know about one client in one program. */
export interface ScheduleProjectionInput {
  planType: PlanType;
  /** Days written in the schedule (weeks × 7, buffer weeks included). */
  scheduleDayCount: number;
  /**
   * The client's first calendar date, YYYY-MM-DD in their time zone: the chosen start (fixed), the
   * start the coach set (individual), the day they joined (one_many, membership).
   */
  startDate: string;
  /** one_many and membership only: nothing shows before it. */
  launchDate?: string | null;
  /** The client's IANA time zone: "today" is their today, not the server's. */
  timeZone: string;
  /** The current instant (ISO), from the API's clock, never read here. */
  now: string;
  /** The program's training visibility in days from today; null or undefined shows all written days. */
  visibilityDays?: number | null;
}

/** One calendar date with the schedule day (0-based: week = floor(day / 7)) the client trains on it. */
export interface ProjectedDay {
  date: string;
  scheduleDay: number;
}

// Calendar dates are handled as UTC midnights: a day is a date, never 24 hours, so daylight-saving
// changes in the client's zone cannot shift or merge days.
const asDate = (isoDate: string): DateTime => DateTime.fromISO(isoDate, { zone: 'utc' });
const daysBetween = (from: string, to: string): number =>
  Math.round(asDate(to).diff(asDate(from), 'days').days);
const plusDays = (isoDate: string, days: number): string => asDate(isoDate).plus({ days }).toISODate()!;

/** Today's date in the client's time zone at the given instant. */
export function clientToday(now: string, timeZone: string): string {
  const today = DateTime.fromISO(now, { setZone: false }).setZone(timeZone).toISODate();
  if (!today) throw new RangeError(`Unknown time zone ${timeZone}`);
  return today;
}

/** The last date the client may see, or null when every written day is visible. */
function lastVisibleDate(input: ScheduleProjectionInput, today: string): string | null {
  switch (input.planType) {
    case 'fixed':
      // Fixed programs show all their content at once (spec 02 section 1).
      return null;
    case 'membership':
      return plusDays(today, MEMBERSHIP_LOOK_AHEAD_DAYS - 1);
    default:
      return input.visibilityDays == null ? null : plusDays(today, Math.max(0, input.visibilityDays - 1));
  }
}

/** The first date the client may see: their start, and for group types not before the launch. */
function firstVisibleDate(input: ScheduleProjectionInput): string {
  const usesLaunch = input.planType === 'one_many' || input.planType === 'membership';
  if (usesLaunch && input.launchDate && input.launchDate > input.startDate) return input.launchDate;
  return input.startDate;
}

/** The schedule day written for a date before visibility rules, or null when none is. */
function writtenScheduleDay(input: ScheduleProjectionInput, date: string, first: string): number | null {
  const day =
    input.planType === 'one_many'
      ? // One shared calendar synced January to December: 1 January is day 0 every year.
        asDate(date).ordinal - 1
      : daysBetween(first, date);
  return day >= 0 && day < input.scheduleDayCount ? day : null;
}

/** The schedule day the client trains on `date`, or null when that date shows them nothing. */
export function scheduleDayOn(input: ScheduleProjectionInput, date: string): number | null {
  const first = firstVisibleDate(input);
  if (date < first) return null;
  const last = lastVisibleDate(input, clientToday(input.now, input.timeZone));
  if (last !== null && date > last) return null;
  return writtenScheduleDay(input, date, first);
}

/** Every date from `from` to `to` (inclusive, YYYY-MM-DD) that shows the client a schedule day. */
export function projectSchedule(input: ScheduleProjectionInput, from: string, to: string): ProjectedDay[] {
  const days: ProjectedDay[] = [];
  const span = daysBetween(from, to);
  for (let offset = 0; offset <= span; offset += 1) {
    const date = plusDays(from, offset);
    const scheduleDay = scheduleDayOn(input, date);
    if (scheduleDay !== null) days.push({ date, scheduleDay });
  }
  return days;
}
