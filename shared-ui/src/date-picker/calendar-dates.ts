import { CalendarDate } from '@internationalized/date';
import { DateTime } from 'luxon';

/** A range of whole days, both ends included. */
export interface DayRange {
  start: DateTime;
  end: DateTime;
}

/** Our dates are luxon DateTimes at the start of a local day; React Aria's calendars use CalendarDate. */
export const toCalendarDate = (date: DateTime) => new CalendarDate(date.year, date.month, date.day);

export const fromCalendarDate = (date: { year: number; month: number; day: number }) =>
  DateTime.fromObject({ year: date.year, month: date.month, day: date.day });

/** True when the day falls in one of the ranges (whole days, both ends included). */
export function inRanges(date: { year: number; month: number; day: number }, ranges: DayRange[]): boolean {
  const day = fromCalendarDate(date);
  return ranges.some((range) => day >= range.start.startOf('day') && day <= range.end.startOf('day'));
}
