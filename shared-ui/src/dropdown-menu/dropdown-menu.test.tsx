import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { DropdownMenu } from './dropdown-menu';

const items = [
  { key: 'edit', label: 'Edit' },
  { key: 'duplicate', label: 'Duplicate', disabled: true },
  { key: 'delete', label: 'Delete', danger: true, separatorBefore: true },
];

test('Enter opens the menu on its first entry, the arrows skip what is disabled, Enter chooses', async () => {
  const onAction = jest.fn();
  renderWithTheme(<DropdownMenu label="Program actions" items={items} onAction={onAction} />);
  await userEvent.tab();
  const trigger = screen.getByRole('button', { name: /Program actions/ });
  await userEvent.keyboard('{Enter}');
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(onAction).toHaveBeenCalledWith('delete');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await waitFor(() => expect(trigger).toHaveFocus());
});

test('Escape closes the menu and gives focus back to its button', async () => {
  renderWithTheme(<DropdownMenu label="More" variant="icon" items={items} />);
  const trigger = screen.getByRole('button', { name: 'More' });
  await userEvent.click(trigger);
  expect(screen.getByRole('menu')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await waitFor(() => expect(trigger).toHaveFocus());
});

test('an entry with an address is a link', async () => {
  renderWithTheme(
    <DropdownMenu
      label="Help"
      items={[{ key: 'centre', label: 'Help centre', href: 'https://help.example', target: '_blank' }]}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: /Help/ }));
  const entry = screen.getByRole('menuitem', { name: 'Help centre' });
  expect(entry).toHaveAttribute('href', 'https://help.example');
  expect(entry).toHaveAttribute('target', '_blank');
});

test('an icon dropdown shows only its icon and is named by its label', async () => {
  renderWithTheme(<DropdownMenu variant="icon" label="More actions" items={items} />);
  const trigger = screen.getByRole('button', { name: 'More actions' });
  expect(trigger).not.toHaveTextContent('More actions');
  await userEvent.click(trigger);
  expect(screen.getByRole('menu')).toBeInTheDocument();
});
