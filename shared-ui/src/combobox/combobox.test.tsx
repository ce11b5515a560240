import { messages } from '@coachforge/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { ComboBox } from './combobox';

const countries = [
  { id: 'GB', label: 'United Kingdom' },
  { id: 'US', label: 'United States' },
  { id: 'FR', label: 'France' },
];

test('typing filters the list and Enter chooses the highlighted match', async () => {
  const onChange = jest.fn();
  renderWithTheme(<ComboBox label="Country" options={countries} value={null} onChange={onChange} />);
  const input = screen.getByRole('combobox', { name: 'Country' });
  await userEvent.type(input, 'united');
  const options = screen.getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['United Kingdom', 'United States']);
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenCalledWith('US');
});

test('when nothing matches, the list says no elements were found', async () => {
  renderWithTheme(<ComboBox label="Country" options={countries} value={null} onChange={() => undefined} />);
  await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'zz');
  expect(screen.getByText(messages.ui.noElementsFound)).toBeInTheDocument();
});

test('Escape closes the list without choosing', async () => {
  const onChange = jest.fn();
  renderWithTheme(<ComboBox label="Country" options={countries} value={null} onChange={onChange} />);
  await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'fr');
  expect(screen.getByRole('listbox')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(onChange).not.toHaveBeenCalled();
});
