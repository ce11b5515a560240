import { DEFAULT_DATE_RANGE_SHORTCUT, type DateRangeShortcut } from '@coachforge/contracts';
import type { DateTime } from 'luxon';
import type { DayRange } from '../date-picker/calendar-dates';

/**
 * The range a shortcut stands for, ending today (spec 03 section 9): a day, a week, a month or a year
 * back; 6mo reaches five months back; Mtd and Qtd start on the first day of this month or quarter.
 * `all` is no range at all (null): every date.
 */
export function rangeForShortcut(shortcut: DateRangeShortcut, today: DateTime): DayRange | null {
  const end = today.startOf('day');
  switch (shortcut) {
    case '1d':
      return { start: end.minus({ days: 1 }), end };
    case '1w':
      return { start: end.minus({ weeks: 1 }), end };
    case '1m':
      return { start: end.minus({ months: 1 }), end };
    case '1y':
      return { start: end.minus({ years: 1 }), end };
    case '6mo':
      return { start: end.minus({ months: 5 }), end };
    case 'mtd':
      return { start: end.startOf('month'), end };
    case 'qtd':
      return { start: end.startOf('quarter'), end };
    case 'all':
      return null;
  }
}

/** The range a date range starts with when the screen gives none: the last month (spec 03 section 9). */
export function defaultDateRange(today: DateTime): DayRange {
  return rangeForShortcut(DEFAULT_DATE_RANGE_SHORTCUT, today) as DayRange;
}
