import {
  addDays,
  addMonths,
  dayHeading,
  longDayHeading,
  monthGrid,
  monthHeading,
  parseCalendarSectionId,
  weekStartOf,
} from '@coachforge/contracts';

export const calendarViews = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof calendarViews)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The view and date of the coach's calendar live in the address (view, year, month, day), so a link or a
 * reload opens the same place; anything unreadable falls back to the month of today.
 */
export function viewFromQuery(query: URLSearchParams, today: string): { view: CalendarView; date: string } {
  const view = calendarViews.find((candidate) => candidate === query.get('view')) ?? 'month';
  const [year, month, day] = ['year', 'month', 'day'].map((name) => query.get(name));
  const candidate =
    year && month
      ? `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${(day ?? '1').padStart(2, '0')}`
      : '';
  const real =
    ISO_DATE.test(candidate) && new Date(`${candidate}T00:00:00Z`).toISOString().slice(0, 10) === candidate;
  return { view, date: real ? candidate : today };
}

/**
 * What the address narrows the calendar to (decision 0199): `schedule_id`, one program of the client's
 * (athlete_calendar), and `section_id`, one section of the day to show first.
 */
export function focusFromQuery(query: URLSearchParams): {
  scheduleId: number | null;
  section: { session_index: number; section_index: number } | null;
} {
  const schedule = query.get('schedule_id') ?? '';
  return {
    scheduleId: /^[1-9]\d{0,14}$/.test(schedule) ? Number(schedule) : null,
    section: parseCalendarSectionId(query.get('section_id')),
  };
}

/** The address of a view and date; the program it is narrowed to stays, a section is for its day only. */
export function queryFor(
  view: CalendarView,
  date: string,
  scheduleId: number | null = null,
): Record<string, string> {
  const [year, month, day] = date.split('-').map((part) => String(Number(part)));
  return {
    view,
    year: year!,
    month: month!,
    day: day!,
    ...(scheduleId === null ? {} : { schedule_id: String(scheduleId) }),
  };
}

/** The dates one view shows, as rows of a grid (a month is six weeks; a week one row; a day one cell). */
export function rowsOf(view: CalendarView, date: string): string[][] {
  if (view === 'month') return monthGrid(date);
  if (view === 'week') return [Array.from({ length: 7 }, (_, day) => addDays(weekStartOf(date), day))];
  return [[date]];
}

/** Previous / next: a month, a week or a day, by view. */
export function step(view: CalendarView, date: string, direction: 1 | -1): string {
  if (view === 'month') return addMonths(date, direction);
  return addDays(date, view === 'week' ? 7 * direction : direction);
}

export function headingOf(view: CalendarView, date: string): string {
  if (view === 'month') return monthHeading(date);
  if (view === 'week') {
    const start = weekStartOf(date);
    return `${dayHeading(start)} – ${dayHeading(addDays(start, 6))}`;
  }
  return longDayHeading(date);
}

/**
 * Arrow keys move a day or a week, Home and End to the week's ends, Page Up and Page Down a month: the
 * keys of a date grid (WAI-ARIA grid pattern). Null for any other key.
 */
export function dateForKey(key: string, date: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return weekStartOf(date);
    case 'End':
      return addDays(weekStartOf(date), 6);
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return null;
  }
}
