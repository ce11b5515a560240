import { DateTime } from 'luxon';

// Calendar dates (YYYY-MM-DD) are handled as UTC midnights: a day is a date, never 24 hours.
const asDate = (isoDate: string) => DateTime.fromISO(isoDate, { zone: 'utc' });

/** The date `days` after (or before) `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  return asDate(isoDate).plus({ days }).toISODate()!;
}

/** The Monday of the week holding `isoDate`: calendars' weeks start on Monday (spec 02 §5). */
export function weekStartOf(isoDate: string): string {
  return asDate(isoDate).startOf('week').toISODate()!;
}

/** "Mon 24 Nov": a day heading of a calendar week. */
export function dayHeading(isoDate: string): string {
  return asDate(isoDate).toFormat('ccc d LLL');
}

/** The first day of the month holding `isoDate`. */
export function monthStartOf(isoDate: string): string {
  return asDate(isoDate).startOf('month').toISODate()!;
}

/** The same day `months` later (or earlier), clamped to the month's end: 31 January + 1 month is 28/29 February. */
export function addMonths(isoDate: string, months: number): string {
  return asDate(isoDate).plus({ months }).toISODate()!;
}

/** "November 2026": a month calendar's heading. */
export function monthHeading(isoDate: string): string {
  return asDate(isoDate).toFormat('LLLL yyyy');
}

/** "Tuesday 24 November 2026": a day's full heading (and a calendar cell's accessible name). */
export function longDayHeading(isoDate: string): string {
  return asDate(isoDate).toFormat('cccc d LLLL yyyy');
}

/**
 * The six Monday-first weeks a month calendar shows for the month holding `isoDate` (42 dates, spilling
 * into the months either side), so every month has the same height.
 */
export function monthGrid(isoDate: string): string[][] {
  const first = weekStartOf(monthStartOf(isoDate));
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => addDays(first, week * 7 + day)),
  );
}

/**
 * athlete_calendar's and coach_calendar's `section_id` (decision 0199): one section of a day, as
 * "<session_index>-<section_index>" (both from 0) in the program the address names (plan_id, or
 * schedule_id on athlete_calendar). Sections have no ids of their own: they are places in a day.
 */
export function calendarSectionId(sessionIndex: number, sectionIndex: number): string {
  return `${sessionIndex}-${sectionIndex}`;
}

export function parseCalendarSectionId(
  value: string | null | undefined,
): { session_index: number; section_index: number } | null {
  const match = /^(\d{1,3})-(\d{1,3})$/.exec(value ?? '');
  return match ? { session_index: Number(match[1]), section_index: Number(match[2]) } : null;
}
