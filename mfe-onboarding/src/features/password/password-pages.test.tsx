import { messages } from '@coachforge/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@coachforge/remote-kit/testing';
import { ForgotPasswordPage } from './components/forgot-password-page';
import { ResetPasswordPage } from './components/reset-password-page';

test('forgot password is prefilled from ?email and shows the answer after sending', async () => {
  const request = jest.fn().mockResolvedValue({ message: messages.account.resetRequested });
  renderWithPlatform(<ForgotPasswordPage />, { request, route: '/?email=Kim%40Example.com' });
  expect(screen.getByLabelText('Email')).toHaveValue('Kim@Example.com');
  const send = screen.getByRole('button', { name: 'Send me a link' });
  await waitFor(() => expect(send).toBeEnabled());
  await userEvent.click(send);
  expect(await screen.findByText(messages.account.resetRequested)).toBeVisible();
  expect(request.mock.calls[0][1].body).toEqual({ email: 'kim@example.com' });
});

test('reset password sends the token from the link, then goes to sign-in', async () => {
  const resetPassword = jest.fn().mockResolvedValue(undefined);
  const { platform } = renderWithPlatform(<ResetPasswordPage />, {
    session: { resetPassword },
    route: '/?reset_password_token=abc123',
  });
  await userEvent.type(screen.getByLabelText('New password'), 'new-secret');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secret');
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  await waitFor(() =>
    expect(resetPassword).toHaveBeenCalledWith(
      { password: 'new-secret', password_confirmation: 'new-secret' },
      'abc123',
    ),
  );
  expect(platform.navigate).toHaveBeenCalledWith('onboarding-signin');
});

test('a reset page without a token says the link is not valid', async () => {
  renderWithPlatform(<ResetPasswordPage />);
  expect(screen.getByRole('alert')).toHaveTextContent(messages.account.resetTokenInvalid);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Set new password' })).toBeDisabled());
});
