import { periodEndOf, startOfClientDay } from './billing-periods';

test.each([
  ['weekly', 0, '2026-01-08T09:00:00.000Z'],
  ['biweekly', 1, '2026-01-29T09:00:00.000Z'],
  ['four_weekly', 0, '2026-01-29T09:00:00.000Z'],
  ['monthly', 0, '2026-02-01T09:00:00.000Z'],
  ['bimonthly', 0, '2026-03-01T09:00:00.000Z'],
  ['quarterly', 1, '2026-07-01T09:00:00.000Z'],
  ['biannual', 0, '2026-07-01T09:00:00.000Z'],
  ['yearly', 0, '2027-01-01T09:00:00.000Z'],
] as const)('a %s period %i from 1 January ends %s', (cadence, period, end) => {
  expect(periodEndOf('2026-01-01T09:00:00.000Z', cadence, period)).toBe(end);
});

test('monthly periods from the 31st keep to the month’s end and come back to the 31st', () => {
  const anchor = '2026-01-31T12:00:00.000Z';
  expect(periodEndOf(anchor, 'monthly', 0)).toBe('2026-02-28T12:00:00.000Z');
  expect(periodEndOf(anchor, 'monthly', 1)).toBe('2026-03-31T12:00:00.000Z');
});

test('a client’s day begins at their midnight', () => {
  expect(startOfClientDay('2026-03-10', 'America/New_York')).toBe('2026-03-10T04:00:00.000Z');
  expect(startOfClientDay('2026-03-10', 'UTC')).toBe('2026-03-10T00:00:00.000Z');
});
