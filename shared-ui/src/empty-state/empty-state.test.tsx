import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button';
import { renderWithTheme } from '../testing/render-with-theme';
import { EmptyState } from './empty-state';

test('an empty state names what is missing and offers the way forward', async () => {
  const onCreate = jest.fn();
  renderWithTheme(
    <EmptyState
      title="No programs yet"
      description="Create one to start selling."
      action={<Button onClick={onCreate}>Create program</Button>}
    />,
  );
  expect(screen.getByRole('heading', { name: 'No programs yet' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Create program' }));
  expect(onCreate).toHaveBeenCalled();
});
