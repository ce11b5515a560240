import { DateTime } from 'luxon';
import { defaultDateRange, rangeForShortcut } from './date-shortcuts';

const today = DateTime.fromISO('2026-05-20');

test.each`
  shortcut | start
  ${'1d'}  | ${'2026-05-19'}
  ${'1w'}  | ${'2026-05-13'}
  ${'1m'}  | ${'2026-04-20'}
  ${'1y'}  | ${'2025-05-20'}
  ${'6mo'} | ${'2025-12-20'}
  ${'mtd'} | ${'2026-05-01'}
  ${'qtd'} | ${'2026-04-01'}
`('$shortcut on 20 May 2026 starts on $start and ends today', ({ shortcut, start }) => {
  const range = rangeForShortcut(shortcut, today)!;
  expect(range.start.toISODate()).toBe(start);
  expect(range.end.toISODate()).toBe('2026-05-20');
});

test('All is every date: no range', () => {
  expect(rangeForShortcut('all', today)).toBeNull();
});

test('a month back from the 31st lands on the last day of a shorter month', () => {
  expect(rangeForShortcut('1m', DateTime.fromISO('2026-03-31'))!.start.toISODate()).toBe('2026-02-28');
});

test('a date range starts as the last month, ending today', () => {
  const range = defaultDateRange(today);
  expect([range.start.toISODate(), range.end.toISODate()]).toEqual(['2026-04-20', '2026-05-20']);
});
