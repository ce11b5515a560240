import { DateTime, Settings } from 'luxon';
import { formatLongDate, formatShortDate } from './display-dates';

test.each`
  value                                                    | zone                  | long                   | short
  ${'2026-03-01'}                                          | ${undefined}          | ${'1 March 2026'}      | ${'01 Mar, 2026'}
  ${'2026-12-25'}                                          | ${'Pacific/Auckland'} | ${'25 December 2026'}  | ${'25 Dec, 2026'}
  ${'2026-09-09T23:30:00Z'}                                | ${'UTC'}              | ${'9 September 2026'}  | ${'09 Sep, 2026'}
  ${'2026-09-09T23:30:00Z'}                                | ${'Europe/Berlin'}    | ${'10 September 2026'} | ${'10 Sep, 2026'}
  ${1_767_225_600}                                         | ${'UTC'}              | ${'1 January 2026'}    | ${'01 Jan, 2026'}
  ${DateTime.fromObject({ year: 2027, month: 5, day: 4 })} | ${undefined}          | ${'4 May 2027'}        | ${'04 May, 2027'}
  ${'2026-07-01 00:00:00 +0000'}                           | ${'UTC'}              | ${'1 July 2026'}       | ${'01 Jul, 2026'}
  ${'2026-07-01 00:00:00 +0000'}                           | ${'America/New_York'} | ${'30 June 2026'}      | ${'30 Jun, 2026'}
  ${null}                                                  | ${undefined}          | ${''}                  | ${''}
  ${''}                                                    | ${undefined}          | ${''}                  | ${''}
  ${'next tuesday'}                                        | ${undefined}          | ${''}                  | ${''}
`('$value in $zone reads "$long" and "$short"', ({ value, zone, long, short }) => {
  expect(formatLongDate(value, zone)).toBe(long);
  expect(formatShortDate(value, zone)).toBe(short);
});

test('month names stay English whatever language luxon defaults to', () => {
  const before = Settings.defaultLocale;
  Settings.defaultLocale = 'fr';
  try {
    expect(formatLongDate('2026-08-15')).toBe('15 August 2026');
    expect(formatShortDate('2026-08-15')).toBe('15 Aug, 2026');
  } finally {
    Settings.defaultLocale = before;
  }
});
