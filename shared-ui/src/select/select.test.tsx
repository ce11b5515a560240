import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Select } from './select';

const units = [
  { id: 'metric', label: 'Metric' },
  { id: 'imperial', label: 'Imperial' },
  { id: 'stone', label: 'Stone', disabled: true },
];

function Units({ onChange = () => undefined }: { onChange?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      label="Units"
      placeholder="Choose units"
      options={units}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

test('a select opens from the keyboard, moves with the arrows and chooses with Enter', async () => {
  const onChange = jest.fn();
  renderWithTheme(<Units onChange={onChange} />);
  await userEvent.tab();
  const trigger = screen.getByRole('button', { name: /Units/ });
  expect(trigger).toHaveFocus();
  expect(trigger).toHaveTextContent('Choose units');
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('listbox')).toBeInTheDocument();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenCalledWith('imperial');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(trigger).toHaveTextContent('Imperial');
});

test('a disabled option cannot be chosen and Escape closes the list', async () => {
  const onChange = jest.fn();
  renderWithTheme(<Units onChange={onChange} />);
  await userEvent.click(screen.getByRole('button', { name: /Units/ }));
  expect(screen.getByRole('option', { name: 'Stone' })).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(screen.getByRole('option', { name: 'Stone' }));
  expect(onChange).not.toHaveBeenCalled();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('a select with an error says so', () => {
  renderWithTheme(
    <Select
      label="Country"
      options={units}
      value={null}
      onChange={() => undefined}
      error="Country is required"
    />,
  );
  expect(screen.getByText('Country is required')).toBeInTheDocument();
});
