import { endpoints, messages, type MyProgram } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyProgramsPage } from './my-programs-page';

const client = fakeMe({ current: { role: 'user' }, private: { role: 'user' } });
const entry = (overrides: Partial<MyProgram['client']> = {}): MyProgram => ({
  program: {
    id: 7,
    title: 'Strong Base',
    custom_url: 'strong-base',
    plan_type: 'one_many',
    owner_name: 'Casey Coach',
    zapier: null,
  },
  client: {
    id: 3,
    user_id: 30,
    full_name: 'Alex Athlete',
    email: 'alex@example.com',
    invited_email: null,
    status: 'active',
    plan_id: 7,
    plan_title: 'Strong Base',
    plan_type: 'one_many',
    state_for_athlete: null,
    start_day: '2026-11-02',
    end_day: null,
    schedule_started_at: '2026-11-02T08:00:00.000Z',
    schedule_ended_at: null,
    is_deleted_user: false,
    is_blocked: false,
    membership: { state: 'active', canceled_by: null, cancel_at_period_end: false, plan_price: null },
    plan_invite: null,
    availability: 'ok',
    days_left: null,
    track_id: null,
    results_to_review: 0,
    macros_to_review: 0,
    ...overrides,
  },
});

test('the active list shows each program with its coach, the coach’s badge and the way to the calendar', async () => {
  const { platform, requests } = renderWithPlatform(<MyProgramsPage route="user_my_plans" />, {
    me: client,
    request: (endpoint) => (endpoint === endpoints.myPrograms ? [entry()] : undefined),
  });
  const row = await screen.findByRole('row', { name: /Strong Base/ });
  expect(row).toHaveTextContent('Casey Coach');
  expect(row).toHaveTextContent('All Good');
  expect(within(row).getByRole('link', { name: 'Strong Base' })).toHaveAttribute('href', '/p/strong-base');
  expect(requests[0]!.options.query).toEqual({ list: 'active' });
  await userEvent.click(within(row).getByRole('button', { name: 'Calendar' }));
  expect(platform.navigate).toHaveBeenCalledWith('calendar');
});

test('the past list asks for past programs and says when there are none', async () => {
  const { requests } = renderWithPlatform(<MyProgramsPage route="user_my_past_plans" />, {
    me: client,
    request: () => [],
  });
  expect(await screen.findByText('No past programs')).toBeInTheDocument();
  expect(requests[0]!.options.query).toEqual({ list: 'past' });
  expect(screen.getByRole('tab', { name: 'Past', selected: true })).toBeInTheDocument();
});

test('a program the coach removed the client from says so and offers no calendar', async () => {
  renderWithPlatform(<MyProgramsPage route="user_my_plans" />, {
    me: client,
    request: () => [entry({ is_blocked: true })],
  });
  const row = await screen.findByRole('row', { name: /Strong Base/ });
  expect(row).toHaveTextContent('Removed by the coach');
  expect(within(row).queryByRole('button', { name: 'Calendar' })).not.toBeInTheDocument();
  // Start is there but disabled, and pointing at it tells why (spec 02 §6).
  const start = within(row).getByRole('button', { name: 'Start my Program' });
  expect(start).toHaveAttribute('aria-disabled', 'true');
  await userEvent.hover(start);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(messages.clients.blocked);
  expect(start).toHaveAccessibleDescription(messages.clients.blocked);
});

test('a subscription is cancelled at the period end after asking, and a missed payment leads to paying it', async () => {
  const paid = { amount: 2900, duration: 'monthly' as const };
  const { requests } = renderWithPlatform(<MyProgramsPage route="user_my_plans" />, {
    me: client,
    request: (endpoint) =>
      endpoint === endpoints.myPrograms
        ? [
            entry({
              membership: {
                state: 'active',
                canceled_by: null,
                cancel_at_period_end: false,
                plan_price: paid,
              },
            }),
            {
              ...entry({
                id: 4,
                membership: {
                  state: 'past_due',
                  canceled_by: null,
                  cancel_at_period_end: false,
                  plan_price: paid,
                },
              }),
              program: { ...entry().program, id: 8, title: 'Engine club' },
            },
          ]
        : { state: 'active', cancel_at_period_end: true },
  });
  const row = await screen.findByRole('row', { name: /Strong Base/ });
  await userEvent.click(within(row).getByRole('button', { name: 'Cancel subscription' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('You keep the program until the end of the period you paid for');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
  await waitFor(() =>
    expect(requests.find((r) => r.path === endpoints.cancelSubscription.path)?.options.params).toEqual({
      plan_id: 7,
    }),
  );
  const owed = screen.getByRole('row', { name: /Engine club/ });
  expect(within(owed).getByRole('link', { name: messages.systemWarnings.missedPayment })).toHaveAttribute(
    'href',
    '/plan/8/purchase',
  );
});

test('invites list the programs a coach invited the client to; Join joins and opens the program', async () => {
  const invite = {
    invitation_id: 12,
    email: 'alex@example.com',
    invited_by: 'Casey Coach',
    expires_at: '2026-12-01T00:00:00.000Z',
    program: {
      id: 7,
      title: 'Strong Base',
      custom_url: null,
      plan_type: 'one_many',
      owner_name: 'Casey Coach',
    },
  };
  const { platform, requests } = renderWithPlatform(<MyProgramsPage route="user_my_invites_plans" />, {
    me: client,
    request: (endpoint) =>
      endpoint === endpoints.myProgramInvites ? { email_confirmed: true, invites: [invite] } : {},
  });
  const row = await screen.findByRole('row', { name: /Strong Base/ });
  expect(row).toHaveTextContent('Casey Coach');
  expect(screen.getByRole('tab', { name: 'Invites', selected: true })).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: 'Join' }));
  await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('public_plan', { plan_id: 7 }));
  expect(
    requests.find((r) => r.path === endpoints.acceptInvitationAtConfirmedAddress.path)!.options.params,
  ).toEqual({ id: 12 });
});

test('an unconfirmed address shows no invitations and says how to see them', async () => {
  renderWithPlatform(<MyProgramsPage route="user_my_invites_plans" />, {
    me: client,
    request: () => ({ email_confirmed: false, invites: [] }),
  });
  expect(await screen.findByTestId('invites-unconfirmed')).toBeInTheDocument();
  expect(screen.getByText('No invitations')).toBeInTheDocument();
});

test('a program whose coach bills through Zapier offers no management, and Cancel only with zaps connected', async () => {
  const paid = { amount: 2900, duration: 'monthly' as const };
  const running = (id: number, title: string, zapsConnected: boolean, cancelAtEnd = false): MyProgram => ({
    ...entry({
      id,
      membership: { state: 'active', canceled_by: null, cancel_at_period_end: cancelAtEnd, plan_price: paid },
    }),
    program: { ...entry().program, id, title, zapier: { zaps_connected: zapsConnected } },
  });
  renderWithPlatform(<MyProgramsPage route="user_my_plans" />, {
    me: client,
    request: (endpoint) =>
      endpoint === endpoints.myPrograms
        ? [
            running(11, 'Connected club', true),
            running(12, 'Unconnected club', false),
            running(13, 'Cancelled club', true, true),
          ]
        : undefined,
  });
  const connected = await screen.findByRole('row', { name: /Connected club/ });
  expect(within(connected).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
  const unconnected = screen.getByRole('row', { name: /Unconnected club/ });
  expect(within(unconnected).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  expect(within(unconnected).getByRole('button', { name: 'Calendar' })).toBeInTheDocument();
  // Resuming a cancellation is management, done with the coach.
  const cancelled = screen.getByRole('row', { name: /Cancelled club/ });
  expect(within(cancelled).queryByRole('button', { name: 'Resume subscription' })).not.toBeInTheDocument();
});
