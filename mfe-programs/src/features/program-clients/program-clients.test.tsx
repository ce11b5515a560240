import {
  MAX_EMAIL_INVITES,
  endpoints,
  messages,
  type CancelReason,
  type ProgramClient,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeProgram, freeSubscription } from '../../testing/program-fakes';
import { fakeClient } from '../../testing/client-fakes';
import { ProgramClientsList } from './program-clients-list';

const membership = (
  state: ProgramClient['membership']['state'],
  canceled_by: CancelReason | null = null,
) => ({
  membership: { state, canceled_by, cancel_at_period_end: false, plan_price: null },
});

test.each<[string, string, Partial<ProgramClient>]>([
  ['Missed Payment', 'a missed payment', membership('past_due')],
  ['Cancelled by Coach', 'a cancellation by the coach', membership('canceled', 'canceled_by_coach')],
  ['Needs Training', 'under 3 days of training ahead', { availability: 'low' }],
  ['Deleted User', 'a deleted user', { is_deleted_user: true }],
  ['Pending', 'an invitation not yet accepted', { ...membership('invited'), availability: null }],
])('the badge %s shows for a client with %s', async (label, _case, overrides) => {
  renderWithPlatform(<ProgramClientsList program={fakeProgram()} list="active" />, {
    me: fakeMe(),
    request: () => [fakeClient(overrides)],
  });
  expect(await screen.findByTestId('client-badge-3')).toHaveTextContent(label);
});

test('a client who joined with another address shows both', async () => {
  renderWithPlatform(<ProgramClientsList program={fakeProgram()} list="active" />, {
    me: fakeMe(),
    request: () => [fakeClient({ email: 'ann.b@example.com', invited_email: 'ann@work.example' })],
  });
  expect(await screen.findByTestId('invited-as-3')).toHaveTextContent(
    messages.clients.invitedAs('ann@work.example', 'ann.b@example.com'),
  );
});

test('the list asks the API for its own list of the program', async () => {
  const { requests } = renderWithPlatform(<ProgramClientsList program={fakeProgram()} list="in_trials" />, {
    me: fakeMe(),
    request: () => [],
  });
  expect(await screen.findByText('No clients in this list')).toBeInTheDocument();
  expect(requests[0]).toMatchObject({
    path: endpoints.programClients.path,
    options: { params: { plan_id: 7 }, query: { list: 'in_trials' } },
  });
});

test('inviting sends the typed emails and says how many went', async () => {
  const { requests, platform } = renderWithPlatform(
    <ProgramClientsList program={fakeProgram()} list="pending" />,
    {
      me: fakeMe(),
      request: (endpoint) => (endpoint === endpoints.inviteClients ? [{ id: 1 }, { id: 2 }] : []),
    },
  );
  await userEvent.click(await screen.findByTestId('invite-clients-open'));
  const dialog = await screen.findByTestId('invite-clients');
  await userEvent.click(within(dialog).getByLabelText(/Emails/));
  await userEvent.paste('ann@example.com, bo@example.com');
  expect(within(dialog).getByTestId('invite-count')).toHaveTextContent(`2 of ${MAX_EMAIL_INVITES}`);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
  await waitFor(() =>
    expect(platform.toast.show).toHaveBeenCalledWith({ type: 'congrats', text: '2 invitations sent' }),
  );
  expect(requests.find((r) => r.path === endpoints.inviteClients.path)?.options.body).toEqual({
    emails: ['ann@example.com', 'bo@example.com'],
  });
});

test('more than 20 emails at a time are refused before sending', async () => {
  const { requests } = renderWithPlatform(<ProgramClientsList program={fakeProgram()} list="pending" />, {
    me: fakeMe(),
    request: () => [],
  });
  await userEvent.click(await screen.findByTestId('invite-clients-open'));
  const dialog = await screen.findByTestId('invite-clients');
  await userEvent.click(within(dialog).getByLabelText(/Emails/));
  await userEvent.paste(Array.from({ length: 21 }, (_, i) => `c${i}@example.com`).join('\n'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
  expect(await within(dialog).findByText(messages.clients.invitesMax(MAX_EMAIL_INVITES))).toBeInTheDocument();
  expect(requests.some((r) => r.path === endpoints.inviteClients.path)).toBe(false);
});

test('on the FREE plan the coach sees the clients left, and the plan message once all are taken', async () => {
  renderWithPlatform(<ProgramClientsList program={fakeProgram()} list="active" />, {
    me: fakeMe({ current: { subscription: freeSubscription(5) } }),
    request: () => [],
  });
  expect(screen.getByTestId('client-limit')).toHaveTextContent('5 of 5 clients on the FREE plan');
  expect(screen.getByTestId('client-limit')).toHaveTextContent(messages.planLimits.freeClients(5));
});

test('a Fixed Length program on the FREE plan counts its downloads instead of the account’s clients', async () => {
  renderWithPlatform(
    <ProgramClientsList program={fakeProgram({ plan_type: 'fixed', downloads_count: 5 })} list="active" />,
    { me: fakeMe({ current: { subscription: freeSubscription(2) } }), request: () => [] },
  );
  const notice = screen.getByTestId('client-limit');
  expect(notice).toHaveTextContent('5 of 5 downloads of this program on the FREE plan');
  expect(notice).toHaveTextContent(messages.planLimits.freeDownloads(5));
  expect(notice).toHaveAttribute('role', 'alert');
});

test('on the pending list a client can be added by hand, without a mail', async () => {
  const { requests, platform } = renderWithPlatform(
    <ProgramClientsList program={fakeProgram()} list="pending" />,
    {
      me: fakeMe(),
      request: (endpoint, options) =>
        endpoint === endpoints.addPendingClient
          ? fakeClient({ ...(options.body as object), status: 'pending' })
          : [],
    },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Add a client by hand' }));
  const dialog = await screen.findByTestId('add-pending-client');
  await userEvent.type(within(dialog).getByLabelText('Name'), 'Bo Lifter');
  await userEvent.type(within(dialog).getByLabelText('Email'), 'bo@example.com');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add client' }));
  await waitFor(() =>
    expect(platform.toast.show).toHaveBeenCalledWith({
      type: 'congrats',
      text: 'Bo Lifter added as pending',
    }),
  );
  // The same path answers the list (GET): the addition is the call with a body.
  expect(
    requests.find((r) => r.path === endpoints.addPendingClient.path && r.options.body)?.options.body,
  ).toEqual({
    full_name: 'Bo Lifter',
    email: 'bo@example.com',
  });
  expect(requests.some((r) => r.path === endpoints.inviteClients.path)).toBe(false);
});

test('a coach removes a joined client after confirming, sees them marked Removed, and can restore them', async () => {
  let blocked = false;
  const { requests, platform } = renderWithPlatform(
    <ProgramClientsList program={fakeProgram()} list="active" />,
    {
      me: fakeMe(),
      request: (endpoint) => {
        if (endpoint === endpoints.blockClient) blocked = true;
        if (endpoint === endpoints.unblockClient) blocked = false;
        return endpoint === endpoints.programClients
          ? [fakeClient({ full_name: 'Sam Park', is_blocked: blocked })]
          : fakeClient({ is_blocked: blocked });
      },
    },
  );
  await userEvent.click(await screen.findByTestId('block-client-3'));
  const confirm = await screen.findByTestId('block-client-confirm');
  expect(confirm).toHaveTextContent(messages.clients.blockTitle('Sam Park'));
  await userEvent.click(within(confirm).getByRole('button', { name: messages.clients.block }));
  expect(await screen.findByTestId('client-blocked-3')).toHaveTextContent(messages.clients.blockedBadge);
  expect(requests.find((r) => r.path === endpoints.blockClient.path)?.options.params).toEqual({
    plan_id: 7,
    client_id: 3,
  });
  expect(platform.toast.show).toHaveBeenCalledWith({
    type: 'info',
    text: messages.clients.blockedDone('Sam Park'),
  });

  await userEvent.click(screen.getByTestId('unblock-client-3'));
  await waitFor(() => expect(screen.queryByTestId('client-blocked-3')).not.toBeInTheDocument());
  expect(requests.some((r) => r.path === endpoints.unblockClient.path)).toBe(true);
});

test('someone invited who has not joined cannot be removed, only their invitation managed', async () => {
  renderWithPlatform(<ProgramClientsList program={fakeProgram()} list="pending" />, {
    me: fakeMe(),
    request: () => [fakeClient({ user_id: null, status: 'invited', ...membership('invited') })],
  });
  expect(await screen.findByTestId('client-badge-3')).toBeInTheDocument();
  expect(screen.queryByTestId('block-client-3')).not.toBeInTheDocument();
});
