import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { RadioGroup } from './radio-group';

function Billing({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<'month' | 'year' | null>('month');
  return (
    <RadioGroup
      label="Billing period"
      options={[
        { value: 'month', label: 'Monthly' },
        { value: 'year', label: 'Yearly' },
      ]}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

test('a radio group is one tab stop and the arrows choose', async () => {
  const onChange = jest.fn();
  renderWithTheme(<Billing onChange={onChange} />);
  expect(screen.getByRole('radiogroup', { name: 'Billing period' })).toBeInTheDocument();
  await userEvent.tab();
  expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  expect(onChange).toHaveBeenCalledWith('year');
});

test('a click chooses another option', async () => {
  const onChange = jest.fn();
  renderWithTheme(<Billing onChange={onChange} />);
  await userEvent.click(screen.getByText('Yearly'));
  expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
});

test('its help and error are read with the group, and an option that cannot be chosen is not', async () => {
  const onChange = jest.fn();
  renderWithTheme(
    <RadioGroup
      label="Start"
      description="When the first week begins"
      error="Choose when the program starts"
      options={[
        { value: 'now', label: 'Now' },
        { value: 'later', label: 'Later', disabled: true },
      ]}
      value={null}
      onChange={onChange}
    />,
  );
  const group = screen.getByRole('radiogroup', { name: 'Start' });
  expect(group).toHaveAccessibleDescription('When the first week begins Choose when the program starts');
  expect(screen.getByRole('alert')).toHaveTextContent('Choose when the program starts');
  await userEvent.click(screen.getByText('Later'));
  expect(onChange).not.toHaveBeenCalled();
  await userEvent.click(screen.getByText('Now'));
  expect(onChange).toHaveBeenCalledWith('now');
});
