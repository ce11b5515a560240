import { act, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { DropdownMenu } from './lazy-dropdown-menu';

// A file of its own: the menu's code must not have arrived yet (lazy-dropdown-menu.test.tsx fetches it).
test('a menu button focused before the menu’s code arrives keeps the focus, and the menu stays closed', async () => {
  renderWithTheme(<DropdownMenu label="More" variant="icon" items={[{ key: 'edit', label: 'Edit' }]} />);
  const standIn = screen.getByRole('button', { name: 'More' });
  act(() => standIn.focus());
  // React Aria's button took the stand-in's place.
  await waitFor(() => expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('data-rac'));
  const trigger = screen.getByRole('button', { name: 'More' });
  expect(trigger).toHaveFocus();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});
