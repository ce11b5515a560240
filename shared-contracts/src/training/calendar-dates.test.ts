import {
  addDays,
  addMonths,
  dayHeading,
  longDayHeading,
  monthGrid,
  monthHeading,
  monthStartOf,
  weekStartOf,
} from './calendar-dates';

test('weeks start on Monday, across month and year ends', () => {
  expect(weekStartOf('2026-11-24')).toBe('2026-11-23');
  expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
  expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
  expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
});

test('days are added as dates, leap days included', () => {
  expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  expect(dayHeading('2026-11-24')).toBe('Tue 24 Nov');
});

test('a month calendar is six Monday-first weeks around the month, whatever day it starts on', () => {
  const november = monthGrid('2026-11-24');
  expect(november).toHaveLength(6);
  expect(november[0]![0]).toBe('2026-10-26');
  expect(november[0]![6]).toBe('2026-11-01');
  expect(november[5]![6]).toBe('2026-12-06');
  // February 2027 starts on a Monday; a leap February ends on the 29th.
  expect(monthGrid('2027-02-10')[0]![0]).toBe('2027-02-01');
  expect(monthGrid('2028-02-10').flat()).toContain('2028-02-29');
  expect(monthStartOf('2026-11-24')).toBe('2026-11-01');
  expect(monthHeading('2026-11-24')).toBe('November 2026');
  expect(longDayHeading('2026-11-24')).toBe('Tuesday 24 November 2026');
});

test('moving by months keeps the day, or the month end when the day does not exist', () => {
  expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
  expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
});
