import { messages, type FilterDefinition, type FilterValues } from '@coachforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { FilterBar } from './filter-bar';

// A fixed today (Sunday 15 March 2026), so nothing depends on the machine's clock.
const today = DateTime.fromISO('2026-03-15');

const definitions: FilterDefinition[] = [
  {
    key: 'state',
    label: 'State',
    options: [
      { text: 'Active', value: 'active' },
      { text: 'Paused', value: 'paused' },
      { text: 'Ended', value: 'ended' },
    ],
    default: 'active',
    position: 3,
  },
  {
    key: 'sort',
    label: 'Sort by',
    type: 'select',
    options: [
      { text: 'Newest', value: 'newest' },
      { text: 'Oldest', value: 'oldest' },
    ],
    default: 'newest',
    position: 1,
  },
  {
    key: 'programs',
    label: 'Programs',
    type: 'multiple',
    options: [
      { text: 'Strength block', value: 'strength' },
      { text: 'Hyrox prep', value: 'hyrox' },
    ],
    default: [],
    position: 2,
  },
  { key: 'age', label: 'Age', type: 'daterange', default: { from: null, to: null }, position: 4 },
  { key: 'period', label: 'Period', type: 'daterange-picker', default: 'all', allowAll: true, position: 5 },
];

function Screen({
  onChange,
  initial = {},
}: {
  onChange: (values: FilterValues) => void;
  initial?: FilterValues;
}) {
  const [values, setValues] = useState<FilterValues>(initial);
  return (
    <FilterBar
      definitions={definitions}
      values={values}
      today={today}
      showReset
      onChange={(next) => {
        setValues(next);
        onChange(next);
      }}
    />
  );
}

test('every definition is a labelled control in position order, showing its default', () => {
  renderWithTheme(<Screen onChange={() => undefined} />);
  const bar = screen.getByRole('group', { name: messages.ui.filters });
  const kinds = [...bar.querySelectorAll('[data-filter-kind]')].map((node) =>
    node.getAttribute('data-filter-kind'),
  );
  expect(kinds).toEqual(['select', 'multiple', 'radio', 'daterange', 'daterange-picker']);
  expect(within(bar).getByRole('button', { name: /Newest.*Sort by|Sort by.*Newest/ })).toBeInTheDocument();
  expect(within(bar).getByRole('radiogroup', { name: 'State' })).toBeInTheDocument();
  expect(within(bar).getByRole('radio', { name: 'Active' })).toBeChecked();
  expect(within(bar).getByRole('group', { name: 'Age' })).toBeInTheDocument();
  expect(within(bar).getByRole('group', { name: 'Period' })).toBeInTheDocument();
});

test('a radio group is chosen with the arrow keys and reported with the other values', async () => {
  const onChange = jest.fn();
  renderWithTheme(<Screen onChange={onChange} initial={{ sort: 'oldest' }} />);
  await userEvent.click(screen.getByRole('radio', { name: 'Active' }));
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: 'Paused' })).toBeChecked();
  expect(onChange).toHaveBeenLastCalledWith({ sort: 'oldest', state: 'paused' });
});

test('a select is opened and chosen from the keyboard', async () => {
  const onChange = jest.fn();
  renderWithTheme(<Screen onChange={onChange} />);
  // The first control in position order takes the first Tab.
  await userEvent.tab();
  expect(screen.getByRole('button', { name: /Sort by/ })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('listbox');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenLastCalledWith({ sort: 'oldest' });
});

test('the age range is reported only once it is valid', async () => {
  const onChange = jest.fn();
  renderWithTheme(<Screen onChange={onChange} />);
  const from = screen.getByRole('textbox', { name: 'From' });
  await userEvent.type(from, '12');
  expect(screen.getByRole('alert')).toHaveTextContent('Must be between 13 and 99');
  expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ age: { from: 12, to: null } }));
  await userEvent.clear(from);
  await userEvent.type(from, '18');
  await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '18');
  // 18 to 18 is wrong (To must be greater than From): the last report is still 18 and nothing.
  expect(onChange).toHaveBeenLastCalledWith({ age: { from: 18, to: null } });
  expect(screen.getByRole('textbox', { name: 'To' })).toBeInvalid();
  await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '{Backspace}9');
  expect(onChange).toHaveBeenLastCalledWith({ age: { from: 18, to: 19 } });
});

test('a day range is reported as two server days, and All as all', async () => {
  const onChange = jest.fn();
  renderWithTheme(<Screen onChange={onChange} />);
  await userEvent.click(screen.getByRole('button', { name: /Calendar|Period/ }));
  let calendar = await screen.findByRole('dialog');
  await userEvent.click(within(calendar).getByRole('button', { name: '1w' }));
  expect(onChange).toHaveBeenLastCalledWith({ period: ['2026-03-08', '2026-03-15'] });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await userEvent.click(screen.getByRole('button', { name: /Calendar|Period/ }));
  calendar = await screen.findByRole('dialog');
  await userEvent.click(within(calendar).getByRole('button', { name: 'All' }));
  expect(onChange).toHaveBeenLastCalledWith({ period: 'all' });
});

test('Reset puts every filter back to its default and empties the age fields', async () => {
  const onChange = jest.fn();
  renderWithTheme(
    <Screen onChange={onChange} initial={{ sort: 'oldest', state: 'ended', age: { from: 20, to: 30 } }} />,
  );
  expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('20');
  await userEvent.click(screen.getByRole('button', { name: messages.ui.resetFilters }));
  expect(onChange).toHaveBeenLastCalledWith({
    state: 'active',
    sort: 'newest',
    programs: [],
    age: { from: null, to: null },
    period: 'all',
  });
  expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('');
  expect(screen.getByRole('radio', { name: 'Active' })).toBeChecked();
});
