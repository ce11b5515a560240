import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { PopoverPanel } from './lazy-popover-panel';

function Checklist() {
  return (
    <PopoverPanel label="Get Started 1/2" title="Get Started" testId="checklist">
      {() => <p>Add your first program</p>}
    </PopoverPanel>
  );
}

// The first test of its file: the panel's code has not arrived yet when the page draws it.
test('a panel drawn before its code arrives shows its button as it will be, and a press then is not lost', async () => {
  renderWithTheme(<Checklist />);
  const standIn = screen.getByTestId('checklist');
  expect(standIn).toHaveTextContent('Get Started 1/2');
  expect(standIn).toHaveAttribute('aria-haspopup', 'dialog');
  // The pointer goes down on it, and the real button takes its place before it comes up: still a press.
  fireEvent.pointerDown(standIn);
  fireEvent.focus(standIn);

  const panel = await screen.findByRole('dialog', { name: 'Get Started' });
  expect(panel).toHaveTextContent('Add your first program');
  // Closed, the focus is back on its button, as after any press.
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByTestId('checklist')).toHaveFocus());
});

test('once the code is here a panel draws at once and stays closed until pressed', () => {
  renderWithTheme(<Checklist />);
  expect(screen.getByTestId('checklist')).toHaveAttribute('data-rac');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
