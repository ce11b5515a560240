import { ApiRequestError, endpoints, messages } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountSettingsPage } from './account-settings-page';

const refused = (message: string, errors?: Record<string, string[]>) =>
  new ApiRequestError(422, { error: message, ...(errors ? { errors } : {}) }, message);

async function fillPasswords(current: string, next: string, confirmation = next) {
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

test('changing the password sends the current and new ones, says so, and empties the form', async () => {
  const { platform, requests } = renderWithPlatform(<AccountSettingsPage />, { me: fakeMe() });
  await fillPasswords('old-secret', 'new-secret');
  await waitFor(() =>
    expect(platform.toast.show).toHaveBeenCalledWith({
      type: 'congrats',
      text: messages.account.passwordChanged,
    }),
  );
  expect(requests[0]).toMatchObject({
    path: endpoints.changePassword.path,
    options: {
      body: {
        user: { current_password: 'old-secret', password: 'new-secret', password_confirmation: 'new-secret' },
      },
    },
  });
  expect(screen.getByLabelText('Current password')).toHaveValue('');
});

test('new passwords that differ are refused before anything is sent', async () => {
  const { requests } = renderWithPlatform(<AccountSettingsPage />, { me: fakeMe() });
  await fillPasswords('old-secret', 'new-secret', 'other-secret');
  expect(await screen.findByText(messages.validation.passwordsIdentical)).toBeVisible();
  expect(requests).toHaveLength(0);
});

test("a wrong current password shows the server's message as a warning and keeps what was typed", async () => {
  const { platform } = renderWithPlatform(<AccountSettingsPage />, {
    me: fakeMe(),
    request: () => {
      throw refused(messages.account.currentPasswordWrong, {
        'user.current_password': [messages.account.currentPasswordWrong],
      });
    },
  });
  await fillPasswords('wrong-secret', 'new-secret');
  await waitFor(() =>
    expect(platform.toast.show).toHaveBeenCalledWith({
      type: 'warn',
      text: messages.account.currentPasswordWrong,
    }),
  );
  expect(screen.getByText(messages.account.currentPasswordWrong)).toBeVisible();
  expect(screen.getByLabelText('New password')).toHaveValue('new-secret');
});

async function openDeletion() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  return screen.findByRole('dialog');
}

test('deleting the account needs DELETE typed and the password, then signs out', async () => {
  const signOut = jest.fn().mockResolvedValue(undefined);
  const { requests, platform } = renderWithPlatform(<AccountSettingsPage />, {
    me: fakeMe(),
    session: { signOut },
    request: () => ({ message: messages.account.accountDeleted }),
  });
  const dialog = await openDeletion();
  const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
  await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
  await userEvent.type(within(dialog).getByLabelText('Password'), 'my-secret');
  expect(confirm).toBeDisabled();
  await userEvent.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
  await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
  await waitFor(() => expect(confirm).toBeEnabled());
  await userEvent.click(confirm);
  await waitFor(() => expect(signOut).toHaveBeenCalled());
  expect(requests[0]).toMatchObject({
    path: endpoints.deleteAccount.path,
    options: { body: { confirmation: 'DELETE', password: 'my-secret' } },
  });
  expect(platform.toast.show).toHaveBeenCalledWith({ type: 'info', text: messages.account.accountDeleted });
});

test('a refused deletion says why in the dialog and keeps the person signed in', async () => {
  const signOut = jest.fn();
  renderWithPlatform(<AccountSettingsPage />, {
    me: fakeMe(),
    session: { signOut },
    request: () => {
      throw refused(messages.account.deleteRefusedSubscriptions);
    },
  });
  const dialog = await openDeletion();
  await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
  await userEvent.type(within(dialog).getByLabelText('Password'), 'my-secret');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    messages.account.deleteRefusedSubscriptions,
  );
  expect(signOut).not.toHaveBeenCalled();
});
