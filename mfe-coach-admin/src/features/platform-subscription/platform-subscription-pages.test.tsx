import {
  ApiRequestError,
  endpoints,
  messages,
  type PlatformBilling,
  type PlatformInvoice,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BillingPage } from './billing-page';
import { ChoosePlanPage } from './choose-plan-page';
import { SubscriptionPage } from './subscription-page';

const billing = (overrides: Partial<PlatformBilling> = {}): PlatformBilling => ({
  plan: 10,
  interval: 'month',
  amount: 2999,
  currency: 'gbp',
  state: 'active',
  status: 'active',
  current_period_start: '2026-03-01T00:00:00.000Z',
  current_period_end: '2026-04-01T00:00:00.000Z',
  cancel_at_period_end: false,
  scheduled_plan: null,
  trial_end_date: null,
  card: { brand: 'visa', last4: '4242' },
  active_clients: 3,
  extra_coaches: 0,
  ...overrides,
});

test('choose_your_plan shows FREE and the five bands, annual prices at ten months, and pays with the card form', async () => {
  const trial = billing({
    plan: null,
    interval: null,
    amount: null,
    state: 'trialing',
    status: 'active',
    card: null,
    trial_end_date: '2026-04-20T12:00:00.000Z',
  });
  const { platform, requests } = renderWithPlatform(<ChoosePlanPage />, {
    me: fakeMe(),
    request: (endpoint, options) => {
      if (endpoint === endpoints.platformBilling) return trial;
      if (endpoint === endpoints.choosePlatformPlan)
        return { billing: billing({ plan: (options.body as { plan: 25 }).plan }), pending_payment: null };
      return undefined;
    },
  });
  expect(await screen.findByText(/30-day trial ends on/)).toBeInTheDocument();
  for (const choice of ['free', 5, 10, 25, 50, 75])
    expect(screen.getByTestId(`offer-${choice}`)).toBeInTheDocument();
  expect(screen.getByTestId('offer-25')).toHaveTextContent('£49.99 a month');
  await userEvent.click(screen.getByRole('radio', { name: 'Annually (two months free)' }));
  expect(screen.getByTestId('offer-25')).toHaveTextContent('£499.90 a year (£99.98 less than monthly)');

  jest.mocked(platform.openCardForm).mockResolvedValue({ payment_method_id: 'pm_sim_1' });
  await userEvent.click(screen.getByRole('button', { name: 'Choose PROFESSIONAL (up to 25 clients)' }));
  await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('coach_profile_subscription'));
  const chosen = requests.find((r) => r.path === endpoints.choosePlatformPlan.path);
  expect(chosen!.options.body).toEqual({ plan: 25, interval: 'year', payment_method_id: 'pm_sim_1' });
});

test('choose_your_plan says why a plan the account does not fit cannot be chosen, and closing the card form pays nothing', async () => {
  const { platform, requests } = renderWithPlatform(<ChoosePlanPage />, {
    me: fakeMe(),
    request: (endpoint) =>
      endpoint === endpoints.platformBilling
        ? billing({ plan: null, state: null, active_clients: 7, extra_coaches: 1 })
        : undefined,
  });
  const free = await screen.findByTestId('offer-free');
  expect(free).toHaveTextContent(messages.platformSubscription.tooManyClients(7, 5));
  expect(within(free).getByRole('button', { name: /Choose FREE/ })).toBeDisabled();
  expect(within(screen.getByTestId('offer-5')).getByRole('button', { name: /Choose/ })).toBeDisabled();

  jest.mocked(platform.openCardForm).mockResolvedValue(null);
  await userEvent.click(screen.getByRole('button', { name: 'Choose PROFESSIONAL (up to 10 clients)' }));
  await waitFor(() => expect(platform.openCardForm).toHaveBeenCalled());
  expect(requests.filter((r) => r.path === endpoints.choosePlatformPlan.path)).toHaveLength(0);
});

test('the subscription page cancels after a confirmation, then offers Resume', async () => {
  let current = billing();
  const { requests } = renderWithPlatform(<SubscriptionPage />, {
    me: fakeMe(),
    request: (endpoint) => {
      if (endpoint === endpoints.platformBilling) return current;
      if (endpoint === endpoints.cancelPlatformPlan) {
        current = billing({ cancel_at_period_end: true });
        return { billing: current, pending_payment: null };
      }
      if (endpoint === endpoints.resumePlatformPlan) {
        current = billing();
        return { billing: current, pending_payment: null };
      }
      return undefined;
    },
  });
  expect(await screen.findByText('£29.99 a month')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('You keep PROFESSIONAL (up to 10 clients) until');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Resume plan' }));
  await waitFor(() =>
    expect(requests.filter((r) => r.path === endpoints.resumePlatformPlan.path)).toHaveLength(1),
  );
  expect(await screen.findByRole('button', { name: 'Cancel plan' })).toBeInTheDocument();
});

test('a downgrade the account does not fit is explained and cannot be sent; the API’s refusal shows too', async () => {
  renderWithPlatform(<SubscriptionPage />, {
    me: fakeMe(),
    request: (endpoint) => {
      if (endpoint === endpoints.platformBilling) return billing({ active_clients: 6 });
      if (endpoint === endpoints.upgradePlatformPlan)
        return Promise.reject(
          new ApiRequestError(422, { error: messages.payments.cardError }, 'Unprocessable'),
        );
      return undefined;
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: /Plan/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'FREE (up to 5 clients)' }));
  expect(screen.getByText(messages.platformSubscription.tooManyClients(6, 5))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Downgrade' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: /Band/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'PROFESSIONAL (up to 25 clients)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
  expect(await screen.findByText(messages.payments.cardError)).toBeInTheDocument();
});

test.each([
  ['active', 'Plan status: Active'],
  ['pending', 'Plan status: Pending payment'],
  ['cancelled', 'Plan status: Cancelled'],
  ['expired', 'Plan status: Expired'],
] as const)('the subscription page shows the plan status %s', async (status, text) => {
  renderWithPlatform(<SubscriptionPage />, {
    me: fakeMe(),
    request: (endpoint) => (endpoint === endpoints.platformBilling ? billing({ status }) : undefined),
  });
  expect(await screen.findByTestId('plan-status')).toHaveTextContent(text);
});

test('billing lists the invoices, or says there are none', async () => {
  const invoice: PlatformInvoice = {
    id: 1,
    kind: 'upgrade',
    plan: 25,
    interval: 'month',
    amount: 1000,
    currency: 'gbp',
    status: 'succeeded',
    period_start: '2026-03-15T00:00:00.000Z',
    period_end: '2026-04-01T00:00:00.000Z',
    created_at: '2026-03-15T00:00:00.000Z',
    card: { brand: 'visa', last4: '4242' },
  };
  const { rendered } = renderWithPlatform(<BillingPage />, {
    me: fakeMe(),
    request: (endpoint) => (endpoint === endpoints.platformInvoices ? [invoice] : undefined),
  });
  const row = within(await screen.findByRole('grid', { name: 'Invoices' })).getAllByRole('row')[1]!;
  expect(row).toHaveTextContent('Upgrade: PROFESSIONAL (up to 25 clients)');
  expect(row).toHaveTextContent('£10.00');
  expect(row).toHaveTextContent('Paid');
  rendered.unmount();
  renderWithPlatform(<BillingPage />, {
    me: fakeMe(),
    request: (endpoint) => (endpoint === endpoints.platformInvoices ? [] : undefined),
  });
  expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
});
