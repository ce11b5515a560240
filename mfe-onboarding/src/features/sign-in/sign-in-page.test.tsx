import { messages } from '@coachforge/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@coachforge/remote-kit/testing';
import { SignInPage } from './components/sign-in-page';

test('submit stays disabled until the form is valid, then signs in with the email in lower case', async () => {
  const signIn = jest.fn().mockResolvedValue(undefined);
  renderWithPlatform(<SignInPage />, { session: { signIn } });
  const submit = screen.getByRole('button', { name: 'Sign in' });
  await waitFor(() => expect(submit).toBeDisabled());

  await userEvent.type(screen.getByLabelText('Email'), 'Alex@Example.com');
  await userEvent.type(screen.getByLabelText('Password'), '12345');
  expect(submit).toBeDisabled();
  await userEvent.type(screen.getByLabelText('Password'), '6');
  await waitFor(() => expect(submit).toBeEnabled());

  await userEvent.click(submit);
  await waitFor(() => expect(signIn).toHaveBeenCalledWith({ email: 'alex@example.com', password: '123456' }));
});

test('submit is disabled while sending', async () => {
  let finish: () => void = () => undefined;
  const signIn = jest.fn(
    () => new Promise<never>((_resolve, reject) => (finish = () => reject(new Error('no')))),
  );
  renderWithPlatform(<SignInPage />, { session: { signIn } });
  await userEvent.type(screen.getByLabelText('Email'), 'alex@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
  finish();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  expect(screen.getByLabelText('Email')).toHaveValue('alex@example.com');
});

test('leaving the email field with an invalid address shows the spec message', async () => {
  renderWithPlatform(<SignInPage />);
  await userEvent.type(screen.getByLabelText('Email'), 'alex@');
  await userEvent.tab();
  expect(await screen.findByText(messages.validation.emailInvalid)).toBeVisible();
});

test('a sign-in refused for another subdomain shows a notice that stays, with the way there', async () => {
  const { ApiRequestError } = await import('@coachforge/contracts');
  const signIn = jest
    .fn()
    .mockRejectedValue(
      new ApiRequestError(403, { error: 'Forbidden', subdomain: 'acme.coachforge.app' }, 'x'),
    );
  renderWithPlatform(<SignInPage />, { session: { signIn } });
  await userEvent.type(screen.getByLabelText('Email'), 'alex@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  const notice = await screen.findByTestId('subdomain-notice');
  expect(notice).toHaveTextContent(messages.account.subdomainNoAccess('acme.coachforge.app'));
  expect(screen.getByRole('link', { name: 'Sign in at acme.coachforge.app' })).toHaveAttribute(
    'href',
    'https://acme.coachforge.app/onboarding/sign_in',
  );
});
