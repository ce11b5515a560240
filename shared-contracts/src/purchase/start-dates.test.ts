import { latestStartDay } from './start-dates';

test('a launched membership starts within 7 days, across a month end', () => {
  expect(latestStartDay({ plan_type: 'membership', launch_date: null }, '2026-01-28')).toBe('2026-02-04');
  expect(latestStartDay({ plan_type: 'membership', launch_date: '2026-01-28' }, '2026-01-28')).toBe(
    '2026-02-04',
  );
});

test('a membership not launched yet, and the other types, have no latest day', () => {
  expect(latestStartDay({ plan_type: 'membership', launch_date: '2026-03-01' }, '2026-01-28')).toBeNull();
  for (const plan_type of ['fixed', 'one_many', 'individual'] as const)
    expect(latestStartDay({ plan_type, launch_date: null }, '2026-01-28')).toBeNull();
});
