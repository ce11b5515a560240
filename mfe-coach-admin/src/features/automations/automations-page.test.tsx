import {
  ApiRequestError,
  endpoints,
  messages,
  type AutomationHook,
  type AutomationSettings,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AutomationsPage } from './automations-page';

const m = messages.automations;
const hook = (overrides: Partial<AutomationHook>): AutomationHook => ({
  id: 1,
  event: 'new_purchase',
  target_url: 'https://hooks.example.com/catch/1',
  created_at: '2026-11-01T10:00:00Z',
  last_delivery: null,
  ...overrides,
});
const withKey: AutomationSettings = {
  key: { last4: 'abcd', created_at: '2026-11-01T10:00:00Z' },
  signing_secret: 'cfs_0123456789abcdef',
  hooks: [
    hook({ last_delivery: { status: 'delivered', at: '2026-11-02T10:00:00Z', response_code: 200 } }),
    hook({
      id: 2,
      event: 'cancelled_subscription',
      target_url: 'https://hooks.example.com/catch/2',
      last_delivery: { status: 'failed', at: '2026-11-02T10:00:00Z', response_code: null },
    }),
  ],
  zapier_account: false,
  zaps_connected: true,
};
const empty: AutomationSettings = {
  key: null,
  signing_secret: null,
  hooks: [],
  zapier_account: false,
  zaps_connected: false,
};
const created = {
  key: 'cfk_the-whole-key-wxyz',
  last4: 'wxyz',
  created_at: '2026-11-03T10:00:00Z',
  signing_secret: 's',
};

const owner = () => fakeMe({ current: { is_account_owner: true, account_role: 'owner' } });

test('an account without a key says so; creating one shows the whole key once, with a copy button', async () => {
  let settings = empty;
  const { platform } = renderWithPlatform(<AutomationsPage />, {
    me: owner(),
    request: (endpoint) => {
      if (endpoint === endpoints.createAutomationKey) {
        settings = {
          key: { last4: 'wxyz', created_at: created.created_at },
          signing_secret: 'cfs_new',
          hooks: [],
          zapier_account: false,
          zaps_connected: false,
        };
        return created;
      }
      return settings;
    },
  });
  expect(await screen.findByText(m.keyMissing)).toBeVisible();
  expect(screen.getByText(m.noHooks)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: m.createKey }));
  expect(await screen.findByTestId('automation-key')).toHaveTextContent(created.key);
  expect(screen.getByText(m.keyShownOnce)).toBeVisible();
  await waitFor(() => expect(screen.getByText(m.keyEnding('wxyz'), { exact: false })).toBeVisible());
  expect(platform.toast.show).toHaveBeenCalledWith({ type: 'info', text: m.keyCreated });

  // The test's user stands in for the browser's clipboard.
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Copy API key' }));
  expect(await screen.findByText(messages.ui.copied)).toBeVisible();
  expect(await navigator.clipboard.readText()).toBe(created.key);
});

test('the key shows only its last 4 characters; the hooks show their last delivery; the secret is hidden until asked', async () => {
  renderWithPlatform(<AutomationsPage />, { me: owner(), request: () => withKey });
  expect(await screen.findByText(m.keyEnding('abcd'), { exact: false })).toBeVisible();
  expect(screen.queryByTestId('automation-key')).toBeNull();
  const table = screen.getByRole('grid', { name: m.hooksTitle });
  const [purchase, cancelled] = within(table).getAllByRole('row').slice(1);
  expect(purchase).toHaveTextContent('New purchase');
  expect(purchase).toHaveTextContent('Delivered');
  expect(purchase).toHaveTextContent('HTTP 200');
  expect(cancelled).toHaveTextContent('Cancelled subscription');
  expect(cancelled).toHaveTextContent('Failed');
  expect(cancelled).toHaveTextContent('no answer');

  expect(screen.getByTestId('signing-secret')).not.toHaveTextContent(withKey.signing_secret!);
  await userEvent.click(screen.getByRole('button', { name: 'Show' }));
  expect(screen.getByTestId('signing-secret')).toHaveTextContent(withKey.signing_secret!);
  expect(screen.getByText(m.signingHelp)).toBeVisible();
});

test('rotating and revoking ask first; cancelling sends nothing', async () => {
  const called: unknown[] = [];
  renderWithPlatform(<AutomationsPage />, {
    me: owner(),
    request: (endpoint) => {
      called.push(endpoint);
      return endpoint === endpoints.createAutomationKey ? created : withKey;
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: m.rotateKey }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent(m.rotateConfirm);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(called).not.toContain(endpoints.createAutomationKey);

  await userEvent.click(screen.getByRole('button', { name: m.revokeKey }));
  const revoke = screen.getByRole('alertdialog');
  expect(revoke).toHaveTextContent(m.revokeConfirm);
  await userEvent.click(within(revoke).getByRole('button', { name: 'Revoke' }));
  await waitFor(() => expect(called).toContain(endpoints.revokeAutomationKey));

  await userEvent.click(screen.getByRole('button', { name: m.rotateKey }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Rotate' }));
  expect(await screen.findByTestId('automation-key')).toHaveTextContent(created.key);
});

test('a key refused by the API is said in a toast', async () => {
  const { platform } = renderWithPlatform(<AutomationsPage />, {
    me: owner(),
    request: (endpoint) => {
      if (endpoint === endpoints.createAutomationKey)
        throw new ApiRequestError(403, { error: m.planRequired }, m.planRequired);
      return empty;
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: m.createKey }));
  await waitFor(() =>
    expect(platform.toast.show).toHaveBeenCalledWith({ type: 'error', text: m.planRequired }),
  );
  expect(screen.queryByTestId('automation-key')).toBeNull();
});

test('a page that cannot load offers to try again', async () => {
  let fail = true;
  renderWithPlatform(<AutomationsPage />, {
    me: owner(),
    request: () => {
      if (fail) {
        fail = false;
        throw new ApiRequestError(503, null, 'Service Unavailable');
      }
      return empty;
    },
  });
  expect(await screen.findByText(messages.coachAdmin.loadFailed)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
  expect(await screen.findByText(m.keyMissing)).toBeVisible();
});

test('a coach who does not own the account is told so, and nothing is asked of the API', async () => {
  const { requests } = renderWithPlatform(<AutomationsPage />, {
    me: fakeMe({ current: { is_account_owner: false, account_role: 'coach' } }),
    request: () => withKey,
  });
  expect(await screen.findByText(m.ownerOnly)).toBeVisible();
  expect(requests).toEqual([]);
});

test('the owner says their clients join through the automation service; the page shows it turned on', async () => {
  let settings = withKey;
  const { platform } = renderWithPlatform(<AutomationsPage />, {
    me: owner(),
    request: (endpoint, options) => {
      if (endpoint === endpoints.setZapierAccount) {
        settings = {
          ...settings,
          zapier_account: (options?.body as { zapier_account: boolean }).zapier_account,
        };
        return settings;
      }
      return settings;
    },
  });
  const toggle = await screen.findByRole('switch', { name: m.zapierAccountLabel });
  expect(toggle).not.toBeChecked();
  await userEvent.click(toggle);
  await waitFor(() =>
    expect(platform.api.request).toHaveBeenCalledWith(
      endpoints.setZapierAccount,
      expect.objectContaining({ body: { zapier_account: true } }),
    ),
  );
  await waitFor(() => expect(screen.getByRole('switch', { name: m.zapierAccountLabel })).toBeChecked());
  expect(platform.toast.show).toHaveBeenCalledWith({ type: 'info', text: m.zapierAccountSaved(true) });
});
