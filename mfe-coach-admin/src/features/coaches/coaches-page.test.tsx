import { ApiRequestError, endpoints, messages, type AccountCoach } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoachesPage } from './coaches-page';

const line = (overrides: Partial<AccountCoach>): AccountCoach => ({
  key: 'member-1',
  kind: 'member',
  id: 1,
  full_name: 'Olive Owner',
  email: 'olive@example.com',
  status: 'active',
  is_owner: false,
  since: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const coaches = [
  line({ key: 'member-1', is_owner: true }),
  line({ key: 'member-2', id: 2, full_name: 'Max Member', email: 'max@example.com' }),
  line({
    key: 'invitation-5',
    kind: 'invitation',
    id: 5,
    full_name: null,
    email: 'open@example.com',
    status: 'invited',
  }),
  line({
    key: 'invitation-6',
    kind: 'invitation',
    id: 6,
    full_name: null,
    email: 'gone@example.com',
    status: 'rejected',
  }),
];
const team = fakeMe({
  current: { id: 40, account_kind: 'team', is_account_owner: true, account_role: 'owner' },
});

test.each([
  ['Max Member', 'Active'],
  ['open@example.com', 'Invited'],
  ['gone@example.com', 'Rejected'],
])('the coaches page shows %s as %s', async (name, status) => {
  renderWithPlatform(<CoachesPage />, { me: team, request: () => coaches });
  const row = (await screen.findByRole('rowheader', { name })).closest('tr')!;
  expect(within(row).getByText(status)).toBeVisible();
});

test('the owner cancels an open invitation and removes a coach; the list follows the answers', async () => {
  const { requests } = renderWithPlatform(<CoachesPage />, {
    me: team,
    request: (endpoint) =>
      endpoint === endpoints.cancelCoachInvitation
        ? coaches.map((c) => (c.id === 5 && c.kind === 'invitation' ? { ...c, status: 'cancelled' } : c))
        : coaches,
  });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Cancel the invitation to open@example.com' }),
  );
  const open = (await screen.findByRole('rowheader', { name: 'open@example.com' })).closest('tr')!;
  await waitFor(() => expect(within(open).getByText('Cancelled')).toBeVisible());
  expect(requests.find((r) => r.path === endpoints.cancelCoachInvitation.path)?.options.params).toEqual({
    account_id: 40,
    id: 5,
  });
  await userEvent.click(screen.getByRole('button', { name: 'Remove Max Member' }));
  await waitFor(() =>
    expect(requests.find((r) => r.path === endpoints.removeCoach.path)?.options.params).toEqual({
      account_id: 40,
      user_id: 2,
    }),
  );
  expect(screen.queryByRole('button', { name: /Remove Olive Owner/ })).toBeNull();
});

test('an invitation refused for the daily limit says so beside the address and keeps it', async () => {
  renderWithPlatform(<CoachesPage />, {
    me: team,
    request: (endpoint) => {
      if (endpoint === endpoints.inviteCoach)
        throw new ApiRequestError(429, { error: messages.limits.dailyInvites }, 'Too Many Requests');
      return coaches;
    },
  });
  await userEvent.type(screen.getByLabelText("Coach's email"), 'new@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByText(messages.limits.dailyInvites)).toBeVisible();
  expect(screen.getByLabelText("Coach's email")).toHaveValue('new@example.com');
});
