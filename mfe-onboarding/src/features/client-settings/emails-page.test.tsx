import { ApiRequestError, endpoints, messages } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailsPage } from './components/emails-page';

const client = fakeMe({ current: { role: 'user' }, private: { role: 'user', email: 'sam@home.example' } });
const c = messages.clients;

test('the client asks for a confirmation link to another address of theirs', async () => {
  const { requests } = renderWithPlatform(<EmailsPage />, {
    me: client,
    request: (endpoint, options) =>
      endpoint === endpoints.requestOtherEmailConfirmation ? options.body : undefined,
  });
  expect(screen.getByTestId('own-email')).toHaveTextContent('sam@home.example');
  await userEvent.type(screen.getByLabelText('Other email'), 'Sam@Work.example');
  await userEvent.click(screen.getByRole('button', { name: c.otherEmailSend }));
  expect(await screen.findByTestId('other-email-sent')).toHaveTextContent(
    c.confirmationSent('sam@work.example'),
  );
  expect(requests).toContainEqual({
    path: endpoints.requestOtherEmailConfirmation.path,
    options: { body: { email: 'sam@work.example' }, quiet: true },
  });
});

test('an address that is not an email is refused before anything is sent', async () => {
  const { requests } = renderWithPlatform(<EmailsPage />, { me: client });
  await userEvent.type(screen.getByLabelText('Other email'), 'not-an-address');
  await userEvent.click(screen.getByRole('button', { name: c.otherEmailSend }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(requests).toEqual([]);
});

test('opened from the mail, the page confirms the address once and the client joins an invitation to it', async () => {
  const { requests, platform } = renderWithPlatform(<EmailsPage />, {
    me: client,
    route: '/user/settings/emails?other_email_token=secret-token',
    request: (endpoint) =>
      endpoint === endpoints.confirmOtherEmail
        ? {
            email: 'sam@work.example',
            invitations: [{ id: 12, coach: 'Jamie Rivers', program_id: 7, program_title: 'Strong Base' }],
          }
        : { id: 12 },
  });
  const list = await screen.findByTestId('other-email-invitations');
  expect(screen.getByText(c.otherEmailInvitations('sam@work.example'))).toBeInTheDocument();
  expect(list).toHaveTextContent('Strong Base · Jamie Rivers');
  await userEvent.click(within(list).getByRole('button', { name: `${c.otherEmailJoin} Strong Base` }));
  await waitFor(() =>
    expect(platform.toast.show).toHaveBeenCalledWith({
      type: 'congrats',
      text: c.otherEmailJoined('Strong Base'),
    }),
  );
  expect(within(list).getByText('Joined')).toBeInTheDocument();
  expect(requests.filter((r) => r.path === endpoints.confirmOtherEmail.path)).toHaveLength(1);
  expect(
    requests.find((r) => r.path === endpoints.acceptInvitationAtConfirmedAddress.path)?.options,
  ).toMatchObject({ params: { id: 12 } });
});

test('a link that no longer works says so', async () => {
  renderWithPlatform(<EmailsPage />, {
    me: client,
    route: '/user/settings/emails?other_email_token=used',
    request: () => {
      throw new ApiRequestError(422, null, c.confirmationInvalid);
    },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(c.confirmationInvalid);
});
