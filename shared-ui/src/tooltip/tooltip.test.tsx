import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button';
import { renderWithTheme } from '../testing/render-with-theme';
import { Tooltip } from './tooltip';

test('keyboard focus shows the tooltip as the button description, Escape hides it', async () => {
  renderWithTheme(
    <Tooltip content="You have been removed from the program by the coach">
      <Button aria-disabled="true">Start</Button>
    </Tooltip>,
  );
  await userEvent.tab();
  const tooltip = await screen.findByRole('tooltip');
  expect(tooltip).toHaveTextContent('You have been removed from the program by the coach');
  expect(screen.getByRole('button', { name: 'Start' })).toHaveAccessibleDescription(
    'You have been removed from the program by the coach',
  );
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});
