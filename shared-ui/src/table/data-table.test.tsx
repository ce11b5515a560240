import { messages } from '@coachforge/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from '../empty-state/empty-state';
import { renderWithTheme } from '../testing/render-with-theme';
import { DataTable, type DataTableColumn } from './data-table';

interface Client {
  id: number;
  name: string;
  sessions: number;
}

const columns: DataTableColumn<Client>[] = [
  { key: 'name', label: 'Name', sortValue: (client) => client.name },
  { key: 'sessions', label: 'Sessions', sortValue: (client) => client.sessions },
];

const clients = [
  { id: 1, name: 'Blake', sessions: 12 },
  { id: 2, name: 'Ash', sessions: 3 },
  { id: 3, name: 'Casey', sessions: 40 },
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]!.textContent);

test('a click on a sortable header sorts by it, a second click reverses', async () => {
  renderWithTheme(
    <DataTable label="Clients" columns={columns} rows={clients} rowKey={(c) => c.id} emptyState="None" />,
  );
  expect(names()).toEqual(['Blake', 'Ash', 'Casey']);
  await userEvent.click(screen.getByRole('columnheader', { name: 'Sessions' }));
  expect(names()).toEqual(['Ash', 'Blake', 'Casey']);
  expect(screen.getByRole('columnheader', { name: 'Sessions' })).toHaveAttribute('aria-sort', 'ascending');
  await userEvent.click(screen.getByRole('columnheader', { name: 'Sessions' }));
  expect(names()).toEqual(['Casey', 'Blake', 'Ash']);
});

test('a table starts in the order it is given and sorts from the keyboard', async () => {
  renderWithTheme(
    <DataTable
      label="Clients"
      columns={columns}
      rows={clients}
      rowKey={(c) => c.id}
      emptyState="None"
      initialSort={{ column: 'name', direction: 'ascending' }}
    />,
  );
  expect(names()).toEqual(['Ash', 'Blake', 'Casey']);
  await userEvent.tab();
  await userEvent.keyboard('{ArrowUp}');
  expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(names()).toEqual(['Casey', 'Blake', 'Ash']);
});

test('a table without rows shows its empty state', () => {
  renderWithTheme(
    <DataTable
      label="Clients"
      columns={columns}
      rows={[]}
      rowKey={(c) => c.id}
      emptyState={<EmptyState title="No clients yet" description="Share a program to get your first." />}
    />,
  );
  expect(screen.getByText('No clients yet')).toBeInTheDocument();
  expect(screen.getByText('Share a program to get your first.')).toBeInTheDocument();
});

test('a server-sorted table asks for the order and keeps the rows as given', async () => {
  const onSortChange = jest.fn();
  renderWithTheme(
    <DataTable
      label="Clients"
      columns={columns}
      rows={clients}
      rowKey={(c) => c.id}
      emptyState="None"
      onSortChange={onSortChange}
    />,
  );
  await userEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
  expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'ascending' });
  expect(names()).toEqual(['Blake', 'Ash', 'Casey']);
});

test('a long list is drawn a page at a time: an edit keeps the page, other rows or another order start again', async () => {
  const many = Array.from({ length: 12 }, (_, index) => ({
    id: index,
    name: `Client ${index}`,
    sessions: index,
  }));
  const table = (rows: Client[]) => (
    <DataTable
      label="Clients"
      columns={columns}
      rows={rows}
      rowKey={(c) => c.id}
      emptyState="None"
      pageSize={5}
      testId="clients"
    />
  );
  const { rerender } = renderWithTheme(table(many));
  expect(names()).toHaveLength(5);
  expect(names()[0]).toBe('Client 0');
  await userEvent.click(
    within(screen.getByTestId('clients-pages')).getByRole('button', { name: messages.ui.page(3) }),
  );
  expect(names()).toEqual(many.slice(10).map((client) => client.name));

  // The same people read again, one renamed: still on page 3.
  rerender(table(many.map((client) => (client.id === 11 ? { ...client, name: 'Renamed' } : client))));
  expect(names()).toContain('Renamed');
  expect(names()[0]).toBe('Client 10');

  // Sorting orders all of them, not the page, from the first page.
  await userEvent.click(screen.getByRole('columnheader', { name: 'Sessions' }));
  await userEvent.click(screen.getByRole('columnheader', { name: /Sessions/ }));
  expect(names()).toEqual(['Renamed', 'Client 10', 'Client 9', 'Client 8', 'Client 7']);

  // Fewer rows (a search) start again too, and one page needs no page numbers.
  await userEvent.click(
    within(screen.getByTestId('clients-pages')).getByRole('button', { name: messages.ui.page(2) }),
  );
  rerender(table(many.slice(0, 4)));
  expect(names()).toHaveLength(4);
  expect(screen.queryByTestId('clients-pages')).not.toBeInTheDocument();
});
