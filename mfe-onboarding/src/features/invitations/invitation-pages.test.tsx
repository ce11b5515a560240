import { messages, type Invitation, type Me } from '@coachforge/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@coachforge/remote-kit/testing';
import { AcceptInvitationPage, AthleteInvitationPage } from './components/invitation-pages';

const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  id: 1,
  kind: 'athlete',
  email: 'ari@example.com',
  status: 'invited',
  account_id: 9,
  account_name: 'Paula Program',
  account_kind: 'private',
  invited_by: 'Paula Program',
  program_id: 101,
  registered_role: null,
  expires_at: '2030-01-01T00:00:00.000Z',
  accepted_at: null,
  accepted_email: null,
  ...overrides,
});

const anonymous = { current: () => ({ status: 'anonymous' as const, theme: {} as never }) };

test('an invited client signs up with the invited email and is taken to the program invites', async () => {
  const request = jest.fn().mockResolvedValueOnce(invitation()).mockResolvedValueOnce(invitation());
  const signUp = jest.fn().mockResolvedValue({} as Me);
  const { platform } = renderWithPlatform(<AthleteInvitationPage />, {
    session: { ...anonymous, signUp },
    request,
    path: '/:token',
    route: '/tok',
  });
  expect(await screen.findByTestId('invitation-summary')).toHaveTextContent('Paula Program invited you');
  expect(screen.getByLabelText('Email')).toHaveValue('ari@example.com');
  await userEvent.type(screen.getByLabelText('First Name'), 'Ari');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Athlete');
  await userEvent.type(screen.getByLabelText('Password'), 'ready-to-train');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'ready-to-train');
  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Sign up and accept' }));
  await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('user_my_invites_plans'));
  expect(signUp).toHaveBeenCalledWith(expect.objectContaining({ email: 'ari@example.com' }), 'user');
  expect(request.mock.calls[1][1]).toEqual({ params: { token: 'tok' } });
});

test('an invitation to an email registered as a coach says coaches cannot join programs', async () => {
  const request = jest.fn().mockResolvedValue(invitation({ registered_role: 'coach' }));
  renderWithPlatform(<AthleteInvitationPage />, {
    session: anonymous,
    request,
    path: '/:token',
    route: '/tok',
  });
  expect(await screen.findByTestId('coach-email-notice')).toHaveTextContent(
    messages.account.coachEmailInProgram,
  );
  expect(screen.queryByRole('button', { name: /accept/ })).toBeNull();
});

test('a registered coach is asked to sign in, not to sign up', async () => {
  const request = jest
    .fn()
    .mockResolvedValue(invitation({ kind: 'coach', registered_role: 'coach', account_name: 'Iron Team' }));
  renderWithPlatform(<AcceptInvitationPage />, {
    session: anonymous,
    request,
    path: '/:token',
    route: '/tok',
  });
  expect(await screen.findByRole('button', { name: 'Sign in and accept' })).toBeVisible();
  expect(screen.getByTestId('invitation-summary')).toHaveTextContent('Iron Team');
});

test('a link that is no longer valid says so', async () => {
  const request = jest.fn().mockRejectedValue(new Error('404'));
  renderWithPlatform(<AcceptInvitationPage />, {
    session: anonymous,
    request,
    path: '/:token',
    route: '/tok',
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.invitations.notFound);
});

test.each([
  [AcceptInvitationPage, 'feed_invites'],
  [AthleteInvitationPage, 'main'],
])('opened while signed in, the invitation page moves on (%#)', async (Page, route) => {
  const { platform } = renderWithPlatform(<Page />, {
    session: { current: () => ({ status: 'signed-in' as const, me: {} as Me }) },
    path: '/:token',
    route: '/tok',
  });
  await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith(route));
});

test('a client signed in under another address than the invited one joins with the account they are in', async () => {
  const request = jest.fn().mockResolvedValueOnce(invitation()).mockResolvedValueOnce(invitation());
  const me = { current: { role: 'user' }, private: { email: 'ari.other@example.com' } } as unknown as Me;
  const { platform } = renderWithPlatform(<AthleteInvitationPage />, {
    session: { current: () => ({ status: 'signed-in' as const, me }) },
    request,
    path: '/:token',
    route: '/tok',
  });
  expect(await screen.findByTestId('invitation-summary')).toHaveTextContent(
    'Paula Program invited ari@example.com to follow a training program. You are signed in as ari.other@example.com.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Join as ari.other@example.com' }));
  await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('user_my_invites_plans'));
  expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ path: 'invitations/:token/accept' }), {
    params: { token: 'tok' },
    quiet: true,
  });
});
