import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { DatePicker } from './date-picker';

// A fixed today (Sunday 15 March 2026), so nothing depends on the machine's clock.
const today = DateTime.fromISO('2026-03-15');

async function openCalendar() {
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('dialog');
}

test('the calendar opens from the keyboard on today, weeks start on Monday, and Enter chooses a day', async () => {
  const onChange = jest.fn();
  renderWithTheme(<DatePicker label="Start date" value={null} onChange={onChange} today={today} />);
  const calendar = await openCalendar();
  const columnOf = (name: RegExp) => {
    const cell = within(calendar).getByRole('button', { name }).closest('td')!;
    return [...cell.parentElement!.children].indexOf(cell);
  };
  expect(columnOf(/Monday, 2 March 2026/)).toBe(0);
  expect(columnOf(/Sunday, 1 March 2026/)).toBe(6);
  await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/15 March 2026/));
  await userEvent.keyboard('{ArrowLeft}{Enter}');
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange.mock.calls[0][0].toISODate()).toBe('2026-03-14');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('future days and disabled ranges cannot be chosen', async () => {
  const onChange = jest.fn();
  renderWithTheme(
    <DatePicker
      label="Session date"
      value={null}
      onChange={onChange}
      today={today}
      disableFuture
      disabledRanges={[{ start: DateTime.fromISO('2026-03-02'), end: DateTime.fromISO('2026-03-04') }]}
    />,
  );
  const calendar = await openCalendar();
  const day = (date: number) =>
    within(calendar).getByRole('button', { name: new RegExp(`(^|\\s)${date} March 2026`) });
  expect(day(16)).toHaveAttribute('aria-disabled', 'true');
  expect(day(3)).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(day(3));
  await userEvent.click(day(16));
  expect(onChange).not.toHaveBeenCalled();
  expect(day(5)).not.toHaveAttribute('aria-disabled');
});

function Birthdate({ onChange }: { onChange: (value: DateTime | null) => void }) {
  const [value, setValue] = useState<DateTime | null>(null);
  return (
    <DatePicker
      label="Date of birth"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      today={today}
    />
  );
}

test('a date is typed day, month, year', async () => {
  const onChange = jest.fn();
  renderWithTheme(<Birthdate onChange={onChange} />);
  await userEvent.tab();
  await userEvent.keyboard('07031990');
  expect(onChange).toHaveBeenLastCalledWith(expect.anything());
  expect(onChange.mock.lastCall[0].toISODate()).toBe('1990-03-07');
});
