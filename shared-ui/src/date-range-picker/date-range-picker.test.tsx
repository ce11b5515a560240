import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { useState } from 'react';
import type { DayRange } from '../date-picker/calendar-dates';
import { renderWithTheme } from '../testing/render-with-theme';
import { DateRangePicker } from './date-range-picker';
import { rangeForShortcut } from './date-shortcuts';

// A fixed today (Sunday 15 March 2026), so nothing depends on the machine's clock.
const today = DateTime.fromISO('2026-03-15');
const iso = (range: DayRange | null) => (range ? [range.start.toISODate(), range.end.toISODate()] : null);

function Report({
  onChange,
  allowAll = false,
  initial = rangeForShortcut('1m', today),
}: {
  onChange: (range: DayRange | null) => void;
  allowAll?: boolean;
  initial?: DayRange | null;
}) {
  const [value, setValue] = useState<DayRange | null>(initial);
  return (
    <DateRangePicker
      label="Period"
      value={value}
      allowAll={allowAll}
      today={today}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const openCalendar = async () => {
  await userEvent.click(screen.getByRole('button', { name: /Calendar|Period/ }));
  return screen.findByRole('dialog');
};

test('a shortcut sets its range ending today and closes the calendar', async () => {
  const onChange = jest.fn();
  renderWithTheme(<Report onChange={onChange} />);
  const calendar = await openCalendar();
  expect(within(calendar).queryByRole('button', { name: 'All' })).not.toBeInTheDocument();
  await userEvent.click(within(calendar).getByRole('button', { name: 'Mtd' }));
  expect(iso(onChange.mock.lastCall[0])).toEqual(['2026-03-01', '2026-03-15']);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('All is offered only when allowed, and clears the range', async () => {
  const onChange = jest.fn();
  renderWithTheme(<Report onChange={onChange} allowAll />);
  const calendar = await openCalendar();
  await userEvent.click(within(calendar).getByRole('button', { name: 'All' }));
  expect(onChange).toHaveBeenLastCalledWith(null);
});

test('a range is chosen from the keyboard: Enter on the start, arrows, Enter on the end', async () => {
  const onChange = jest.fn();
  renderWithTheme(<Report onChange={onChange} initial={null} />);
  const calendar = await openCalendar();
  // The calendar opens on today, the latest day that can be chosen.
  await waitFor(() => expect(calendar).toContainElement(document.activeElement as HTMLElement));
  expect(document.activeElement).toHaveAccessibleName(/15 March 2026/);
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
  expect(document.activeElement).toHaveAccessibleName(/12 March 2026/);
  await userEvent.keyboard('{Enter}{ArrowRight}');
  // The range ends on the day that has focus when Enter is pressed again.
  const endName = document.activeElement!.getAttribute('aria-label')!;
  const endDay = Number(/(\d+) March 2026/.exec(endName)![1]);
  await userEvent.keyboard('{Enter}');
  const [start, end] = iso(onChange.mock.lastCall[0])!;
  expect(start).toBe('2026-03-12');
  expect(end).toBe(`2026-03-${String(endDay).padStart(2, '0')}`);
  expect(endDay).toBeGreaterThan(12);
});

test('future days are disabled by default', async () => {
  renderWithTheme(<Report onChange={() => undefined} initial={rangeForShortcut('1w', today)} />);
  const calendar = await openCalendar();
  expect(within(calendar).getByRole('button', { name: /(^|\s)16 March 2026/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('a picker given no range starts with the last month and keeps what is chosen next', async () => {
  const onChange = jest.fn();
  renderWithTheme(<DateRangePicker label="Period" today={today} onChange={onChange} />);
  const shown = () => screen.getByRole('group', { name: 'Period' }).textContent?.replace(/\s/g, '');
  expect(shown()).toContain('15/02/2026–15/03/2026');
  const calendar = await openCalendar();
  await userEvent.click(within(calendar).getByRole('button', { name: 'Mtd' }));
  expect(iso(onChange.mock.lastCall[0])).toEqual(['2026-03-01', '2026-03-15']);
  await waitFor(() => expect(shown()).toContain('01/03/2026–15/03/2026'));
});

test('weeks start on Monday', async () => {
  renderWithTheme(<Report onChange={() => undefined} initial={null} />);
  const calendar = await openCalendar();
  const headers = [...calendar.querySelectorAll('thead th')].map((header) => header.textContent);
  expect(headers).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
  // 1 March 2026 is a Sunday: the month's first week runs from Monday 23 February to the 1st.
  const firstWeek = [...calendar.querySelectorAll('tbody tr')][0]!;
  const days = [...firstWeek.querySelectorAll('td')].map((cell) => cell.textContent);
  expect(days).toEqual(['23', '24', '25', '26', '27', '28', '1']);
});

test('Home and End go to the first and last day of the month, PageUp and PageDown a month back and on', async () => {
  renderWithTheme(<Report onChange={() => undefined} initial={null} />);
  const calendar = await openCalendar();
  await waitFor(() => expect(calendar).toContainElement(document.activeElement as HTMLElement));
  const focused = () => document.activeElement!.getAttribute('aria-label');
  await userEvent.keyboard('{Home}');
  expect(focused()).toMatch(/Sunday, 1 March 2026/);
  // The month's last day is in the future: End stops at today.
  await userEvent.keyboard('{End}');
  expect(focused()).toMatch(/Sunday, 15 March 2026/);
  await userEvent.keyboard('{PageUp}');
  expect(focused()).toMatch(/15 February 2026/);
  await userEvent.keyboard('{ArrowUp}{PageDown}');
  expect(focused()).toMatch(/8 March 2026/);
  // A month on would be in the future: focus stops at today.
  await userEvent.keyboard('{PageDown}');
  expect(focused()).toMatch(/15 March 2026/);
});

test('a future day cannot be chosen by click or by keyboard', async () => {
  const onChange = jest.fn();
  renderWithTheme(<Report onChange={onChange} initial={null} />);
  const calendar = await openCalendar();
  await waitFor(() => expect(calendar).toContainElement(document.activeElement as HTMLElement));
  await userEvent.click(within(calendar).getByRole('button', { name: /(^|\s)20 March 2026/ }));
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(document.activeElement).toHaveAccessibleName(/15 March 2026/);
  expect(onChange).not.toHaveBeenCalled();
});
