import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { DropdownMenu } from './lazy-dropdown-menu';

const items = [
  { key: 'edit', label: 'Edit' },
  { key: 'delete', label: 'Delete', danger: true },
];

// The first test of its file: the menu's code has not arrived yet when the page draws it.
test('a menu drawn before its code arrives shows its button as it will be, and a press then is not lost', async () => {
  const onAction = jest.fn();
  renderWithTheme(<DropdownMenu label="Program actions" items={items} onAction={onAction} />);
  const standIn = screen.getByRole('button', { name: /Program actions/ });
  expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
  fireEvent.click(standIn);

  // Focus moves into the menu once it is drawn (React Aria's focus scope, after the menu mounts).
  await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
  fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
  expect(onAction).toHaveBeenCalledWith('delete');
});

test('once the code is here a menu draws at once and stays closed until pressed', () => {
  renderWithTheme(<DropdownMenu label="More" variant="icon" items={items} />);
  expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});
