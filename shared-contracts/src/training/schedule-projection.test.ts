import {
  type ScheduleProjectionInput,
  clientToday,
  projectSchedule,
  scheduleDayOn,
} from './schedule-projection';

const base: ScheduleProjectionInput = {
  planType: 'individual',
  scheduleDayCount: 28,
  startDate: '2026-11-24',
  timeZone: 'UTC',
  now: '2026-11-24T10:00:00Z',
};
const input = (changes: Partial<ScheduleProjectionInput>): ScheduleProjectionInput => ({
  ...base,
  ...changes,
});

describe("today is the client's today", () => {
  test('a minute before midnight UTC it is already tomorrow in Kiritimati', () => {
    expect(clientToday('2026-11-24T23:59:00Z', 'Pacific/Kiritimati')).toBe('2026-11-25');
  });
  test('and still yesterday in Honolulu early in the UTC morning', () => {
    expect(clientToday('2026-11-25T05:00:00Z', 'Pacific/Honolulu')).toBe('2026-11-24');
  });
  test('an unknown time zone is refused rather than guessed', () => {
    expect(() => clientToday('2026-11-24T10:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('membership: session 1 day 1 with a 7-day look-ahead', () => {
  test('a client joining today sees exactly the next 7 days, starting at day 1', () => {
    const days = projectSchedule(input({ planType: 'membership' }), '2026-11-01', '2026-12-31');
    expect(days).toEqual([
      { date: '2026-11-24', scheduleDay: 0 },
      { date: '2026-11-25', scheduleDay: 1 },
      { date: '2026-11-26', scheduleDay: 2 },
      { date: '2026-11-27', scheduleDay: 3 },
      { date: '2026-11-28', scheduleDay: 4 },
      { date: '2026-11-29', scheduleDay: 5 },
      { date: '2026-11-30', scheduleDay: 6 },
    ]);
  });
  test('a client who joined ten days ago sees days 11 to 17 ahead and their past', () => {
    const member = input({ planType: 'membership', startDate: '2026-11-14' });
    expect(scheduleDayOn(member, '2026-11-14')).toBe(0);
    expect(scheduleDayOn(member, '2026-11-30')).toBe(16);
    expect(scheduleDayOn(member, '2026-12-01')).toBeNull();
  });
  test('the look-ahead follows the client zone: in Kiritimati the eighth UTC day is already visible', () => {
    const member = input({
      planType: 'membership',
      now: '2026-11-24T23:59:00Z',
      timeZone: 'Pacific/Kiritimati',
      startDate: '2026-11-25',
    });
    expect(scheduleDayOn(member, '2026-12-01')).toBe(6);
    expect(scheduleDayOn(member, '2026-12-02')).toBeNull();
  });
  test('with a launch date ahead, day 1 is the launch day and nothing shows before it', () => {
    const member = input({ planType: 'membership', launchDate: '2026-11-27' });
    expect(scheduleDayOn(member, '2026-11-26')).toBeNull();
    expect(scheduleDayOn(member, '2026-11-27')).toBe(0);
    expect(scheduleDayOn(member, '2026-11-30')).toBe(3);
    expect(scheduleDayOn(member, '2026-12-01')).toBeNull();
  });
});

describe('fixed: every week visible from the chosen start date', () => {
  const fixed = input({ planType: 'fixed', startDate: '2027-01-04', visibilityDays: 3 });
  test('the last week is visible before the program starts, whatever the visibility setting', () => {
    expect(scheduleDayOn(fixed, '2027-01-31')).toBe(27);
  });
  test('nothing shows before the start or after the last written day', () => {
    expect(scheduleDayOn(fixed, '2027-01-03')).toBeNull();
    expect(scheduleDayOn(fixed, '2027-02-01')).toBeNull();
    expect(projectSchedule(fixed, '2026-12-01', '2027-03-01')).toHaveLength(28);
  });
});

describe('one_many: one shared calendar synced January to December', () => {
  const group = input({
    planType: 'one_many',
    scheduleDayCount: 364,
    startDate: '2026-06-01',
    now: '2026-06-01T08:00:00Z',
  });
  test('a joiner starts today on the day the whole group is on', () => {
    expect(scheduleDayOn(group, '2026-06-01')).toBe(151);
    expect(scheduleDayOn(group, '2026-05-31')).toBeNull();
  });
  test('1 January is day 1 again the next year', () => {
    expect(scheduleDayOn(group, '2027-01-01')).toBe(0);
  });
  test('the days past a 52-week schedule at the end of the year show nothing', () => {
    expect(scheduleDayOn(group, '2026-12-30')).toBe(363);
    expect(scheduleDayOn(group, '2026-12-31')).toBeNull();
  });
  test('after a leap day, 1 March is one day further into the year', () => {
    const leap = { ...group, startDate: '2028-01-01', now: '2028-01-01T08:00:00Z' };
    expect(scheduleDayOn(leap, '2028-02-29')).toBe(59);
    expect(scheduleDayOn(leap, '2028-03-01')).toBe(60);
  });
  test('training visibility hides the days beyond it', () => {
    const limited = { ...group, visibilityDays: 3 };
    expect(projectSchedule(limited, '2026-06-01', '2026-06-30').map((day) => day.date)).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
    ]);
  });
  test('an optional launch date holds everyone back until it', () => {
    const launching = { ...group, launchDate: '2026-06-08' };
    expect(scheduleDayOn(launching, '2026-06-07')).toBeNull();
    expect(scheduleDayOn(launching, '2026-06-08')).toBe(158);
  });
});

describe('individual: a calendar per client', () => {
  test('days follow the start the coach set, all written days visible by default', () => {
    expect(scheduleDayOn(input({}), '2026-12-21')).toBe(27);
    expect(scheduleDayOn(input({}), '2026-12-22')).toBeNull();
  });
  test('training visibility in days is honoured', () => {
    const limited = input({ visibilityDays: 2 });
    expect(scheduleDayOn(limited, '2026-11-25')).toBe(1);
    expect(scheduleDayOn(limited, '2026-11-26')).toBeNull();
  });
});

describe('calendar boundaries', () => {
  test.each([
    ['across a month end', '2026-01-30', '2026-02-02', 3],
    ['across a leap day', '2028-02-27', '2028-03-01', 3],
    ['across the spring daylight-saving change in London', '2026-03-27', '2026-03-30', 3],
    ['across the autumn daylight-saving change in London', '2026-10-23', '2026-10-26', 3],
    ['across a year end', '2026-12-30', '2027-01-02', 3],
  ])('%s each date is one schedule day', (_, startDate, date, expected) => {
    const fixed = input({
      planType: 'fixed',
      startDate,
      timeZone: 'Europe/London',
      now: `${startDate}T12:00:00Z`,
    });
    expect(scheduleDayOn(fixed, date)).toBe(expected);
    expect(projectSchedule(fixed, startDate, date).map((day) => day.scheduleDay)).toEqual([0, 1, 2, 3]);
  });
});
