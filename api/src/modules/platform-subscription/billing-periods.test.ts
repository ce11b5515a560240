import { addInterval } from './billing-periods';

test.each([
  ['2026-01-15T10:00:00.000Z', 'month', '2026-02-15T10:00:00.000Z'],
  ['2026-01-31T10:00:00.000Z', 'month', '2026-02-28T10:00:00.000Z'],
  ['2028-01-31T10:00:00.000Z', 'month', '2028-02-29T10:00:00.000Z'],
  ['2026-12-31T23:30:00.000Z', 'month', '2027-01-31T23:30:00.000Z'],
  ['2028-02-29T08:00:00.000Z', 'year', '2029-02-28T08:00:00.000Z'],
] as const)('a period from %s by the %s ends on %s', (from, interval, end) => {
  expect(addInterval(new Date(from), interval).toISOString()).toBe(end);
});
