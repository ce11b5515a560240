import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { PopoverPanel } from './popover-panel';

function Checklist() {
  return (
    <PopoverPanel label="Get Started 1/2" title="Get Started" testId="checklist">
      {(close) => (
        <ul>
          <li>✓ Sign up</li>
          <li>
            <button type="button" onClick={close}>
              Watch the tour
            </button>
          </li>
        </ul>
      )}
    </PopoverPanel>
  );
}

test('the panel opens from the keyboard with focus inside, and Escape returns focus to its button', async () => {
  renderWithTheme(<Checklist />);
  const trigger = screen.getByTestId('checklist');
  expect(trigger).toHaveTextContent('Get Started 1/2');
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const panel = screen.getByRole('dialog', { name: 'Get Started' });
  expect(panel).toHaveTextContent('Sign up');
  await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(trigger).toHaveFocus());
});

test('an action in the panel can close it', async () => {
  renderWithTheme(<Checklist />);
  await userEvent.click(screen.getByTestId('checklist'));
  await userEvent.click(screen.getByRole('button', { name: 'Watch the tour' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
