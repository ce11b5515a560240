import { BIRTHDATE_AUTOSAVE_MS, messages, type BirthdateParts } from '@coachforge/contracts';
import { defaultUiTheme } from '../theme/tokens';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { BirthdateField } from './birthdate-field';

function Harness(props: { onAutosave: (value: string) => void; autosave?: boolean; minAge?: number }) {
  const [value, setValue] = useState<BirthdateParts>({ day: '', month: '', year: '' });
  return (
    <ThemeProvider theme={defaultUiTheme}>
      <BirthdateField value={value} onChange={setValue} {...props} />
    </ThemeProvider>
  );
}

const type = (label: string, text: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the masks keep 2, 2 and 4 digits', () => {
  render(<Harness onAutosave={jest.fn()} />);
  type('Day', '1x23');
  type('Month', '0/45');
  type('Year', '19905');
  expect(screen.getByLabelText('Day')).toHaveValue('12');
  expect(screen.getByLabelText('Month')).toHaveValue('04');
  expect(screen.getByLabelText('Year')).toHaveValue('1990');
});

test('a valid date autosaves as YYYY-MM-DD 200 ms after the last field is left, once', () => {
  const onAutosave = jest.fn();
  render(<Harness onAutosave={onAutosave} />);
  type('Day', '1');
  type('Month', '4');
  type('Year', '1990');
  act(() => jest.advanceTimersByTime(BIRTHDATE_AUTOSAVE_MS - 1));
  expect(onAutosave).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onAutosave).toHaveBeenCalledWith('1990-04-01');
  act(() => jest.advanceTimersByTime(5000));
  expect(onAutosave).toHaveBeenCalledTimes(1);
});

test('nothing is saved while a field still has focus', () => {
  const onAutosave = jest.fn();
  render(<Harness onAutosave={onAutosave} />);
  type('Day', '1');
  type('Month', '4');
  const year = screen.getByLabelText('Year');
  fireEvent.focus(year);
  fireEvent.change(year, { target: { value: '1990' } });
  act(() => jest.advanceTimersByTime(1000));
  expect(onAutosave).not.toHaveBeenCalled();
  fireEvent.blur(year);
  act(() => jest.advanceTimersByTime(BIRTHDATE_AUTOSAVE_MS));
  expect(onAutosave).toHaveBeenCalledTimes(1);
});

test('with autosave off nothing is saved', () => {
  const onAutosave = jest.fn();
  render(<Harness onAutosave={onAutosave} autosave={false} />);
  type('Day', '1');
  type('Month', '4');
  type('Year', '1990');
  act(() => jest.advanceTimersByTime(1000));
  expect(onAutosave).not.toHaveBeenCalled();
});

test('an under-age date shows the minimum age and is not saved', () => {
  const onAutosave = jest.fn();
  render(<Harness onAutosave={onAutosave} minAge={16} />);
  const year = String(new Date().getFullYear() - 10);
  type('Day', '1');
  type('Month', '1');
  type('Year', year);
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByRole('alert')).toHaveTextContent(messages.validation.birthdateMinAge(16));
  expect(onAutosave).not.toHaveBeenCalled();
});

test('31 April is refused with its message', () => {
  render(<Harness onAutosave={jest.fn()} />);
  type('Day', '31');
  type('Month', '4');
  type('Year', '1990');
  expect(screen.getByRole('alert')).toHaveTextContent(messages.validation.birthdateDayOfMonth);
});
