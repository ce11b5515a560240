import { messages } from '@coachforge/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { MultiSelect } from './multiselect';

const programs = [
  { id: 'strength', label: 'Strength' },
  { id: 'hyrox', label: 'Hyrox' },
  { id: 'mobility', label: 'Mobility' },
];

function Programs({ onChange }: { onChange: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <MultiSelect
      label="Programs"
      options={programs}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

test('an empty multiselect invites the reader to select programs', () => {
  renderWithTheme(<Programs onChange={() => undefined} />);
  expect(screen.getByRole('button', { name: /Programs/ })).toHaveTextContent(
    messages.ui.multiselectPlaceholder,
  );
});

test('several options are ticked from the keyboard and the list stays open while ticking', async () => {
  const onChange = jest.fn();
  renderWithTheme(<Programs onChange={onChange} />);
  await userEvent.tab();
  await userEvent.keyboard('{ArrowDown}');
  const list = screen.getByRole('listbox');
  expect(list).toHaveAttribute('aria-multiselectable', 'true');
  await userEvent.keyboard('{Enter}{ArrowDown}{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenLastCalledWith(['strength', 'mobility']);
  expect(screen.getByRole('listbox')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  const trigger = screen.getByRole('button', { name: /Programs/ });
  expect(trigger).toHaveTextContent('Strength, Mobility');
  // The button is named by what it shows, then its label.
  expect(trigger).toHaveAccessibleName(/^Strength, Mobility/);
  await waitFor(() => expect(trigger).toHaveFocus());
});

test('a multiselect with nothing to choose says no elements were found', async () => {
  renderWithTheme(<MultiSelect label="Programs" options={[]} value={[]} onChange={() => undefined} />);
  const trigger = screen.getByRole('button', { name: /Programs/ });
  expect(trigger).toHaveTextContent(messages.ui.noElementsFound);
  expect(trigger).toBeDisabled();
});

test('the open list shows nine 32 px options inside 16 px of padding, then scrolls', async () => {
  const many = Array.from({ length: 12 }, (_, index) => ({ id: `p${index}`, label: `Program ${index + 1}` }));
  renderWithTheme(<MultiSelect label="Programs" options={many} value={[]} onChange={() => undefined} />);
  await userEvent.click(screen.getByRole('button', { name: /Programs/ }));
  const list = screen.getByRole('listbox');
  expect(list).toHaveStyle({ padding: '16px', maxHeight: `${9 * 32 + 2 * 16}px`, boxSizing: 'border-box' });
  expect(list).toHaveStyle({ overflow: 'auto' });
  expect(screen.getByRole('option', { name: 'Program 1' })).toHaveStyle({ height: '32px' });
});
