import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { ConfirmDialog } from './confirm-dialog';

test('a confirm dialog starts on Cancel, so Enter cancels', async () => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderWithTheme(
    <ConfirmDialog
      isOpen
      title="Delete program?"
      confirmLabel="Delete"
      tone="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      Clients lose access at once.
    </ConfirmDialog>,
  );
  expect(screen.getByRole('alertdialog', { name: 'Delete program?' })).toHaveTextContent(
    'Clients lose access',
  );
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(onConfirm).not.toHaveBeenCalled();
});

test('confirming shows the action is busy until it ends, and a second press does nothing', async () => {
  let finish: () => void = () => undefined;
  const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  renderWithTheme(
    <ConfirmDialog isOpen title="Cancel subscription?" onConfirm={onConfirm} onCancel={() => undefined}>
      You keep access until the end of the period.
    </ConfirmDialog>,
  );
  const confirm = screen.getByRole('button', { name: 'Confirm' });
  await userEvent.click(confirm);
  expect(confirm).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(confirm);
  expect(onConfirm).toHaveBeenCalledTimes(1);
  finish();
  await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
});

test('Escape cancels', async () => {
  const onCancel = jest.fn();
  renderWithTheme(
    <ConfirmDialog isOpen title="Leave?" onConfirm={() => undefined} onCancel={onCancel}>
      Unsaved changes are lost.
    </ConfirmDialog>,
  );
  await userEvent.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(1);
});
