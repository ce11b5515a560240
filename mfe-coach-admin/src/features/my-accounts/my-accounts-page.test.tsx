import {
  ApiRequestError,
  endpoints,
  messages,
  routePath,
  type AccountListEntry,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyAccountsPage } from './my-accounts-page';

const account = (overrides: Partial<AccountListEntry>): AccountListEntry => ({
  id: 1,
  account_kind: 'private',
  full_name: 'Dana Lee',
  title: null,
  avatar_url: null,
  current_account: false,
  invite_status: null,
  has_new_notifications: false,
  has_unread_chat_messages: false,
  subscriptions: null,
  ...overrides,
});

const accounts = [
  account({ id: 1, current_account: true }),
  account({ id: 2, account_kind: 'team', full_name: 'Harbour Barbell', has_new_notifications: true }),
];

test('my accounts lists every account, marks the one in use, and switches to another', async () => {
  const switchAccount = jest.fn().mockResolvedValue(undefined);
  renderWithPlatform(<MyAccountsPage />, {
    me: fakeMe(),
    session: { switchAccount },
    request: (endpoint) => (endpoint === endpoints.accounts ? accounts : undefined),
  });
  const current = await screen.findByTestId('account-1');
  expect(within(current).getByText('In use')).toBeVisible();
  const team = screen.getByTestId('account-2');
  expect(team).toHaveTextContent('Harbour Barbell');
  expect(team).toHaveTextContent('Team');
  expect(team).toHaveTextContent('New activity');
  await userEvent.click(within(team).getByRole('button', { name: 'Switch to Harbour Barbell' }));
  expect(switchAccount).toHaveBeenCalledWith(2, routePath('my_plans_active'));
});

test('a switch that fails says why and lets the coach try again', async () => {
  const switchAccount = jest.fn().mockRejectedValue(new ApiRequestError(403, null, 'Forbidden'));
  const { platform } = renderWithPlatform(<MyAccountsPage />, {
    me: fakeMe(),
    session: { switchAccount },
    request: () => accounts,
  });
  const button = await screen.findByRole('button', { name: 'Switch to Harbour Barbell' });
  await userEvent.click(button);
  await waitFor(() => expect(platform.toast.show).toHaveBeenCalledWith({ type: 'error', text: 'Forbidden' }));
  expect(button).toBeEnabled();
});

test('accounts that cannot be loaded offer to try again', async () => {
  renderWithPlatform(<MyAccountsPage />, {
    me: fakeMe(),
    request: () => {
      throw new ApiRequestError(500, null, 'Internal Server Error');
    },
  });
  expect(await screen.findByText(messages.coachAdmin.loadFailed)).toBeVisible();
});

test('Create a business account opens the account creation page', async () => {
  const { platform } = renderWithPlatform(<MyAccountsPage />, { me: fakeMe(), request: () => accounts });
  await userEvent.click(screen.getByRole('button', { name: 'Create a business account' }));
  expect(platform.navigate).toHaveBeenCalledWith('create-account');
});
