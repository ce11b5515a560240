import { endpoints, messages, type PaymentProviderConnection, type Payout } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PayoutsPage } from './payouts-page';

const connection = (status: PaymentProviderConnection['status']): PaymentProviderConnection => ({
  provider: 'simulated',
  status,
  charges_enabled: status === 'enabled',
  payouts_enabled: status === 'enabled',
});
const payouts: Payout[] = [
  { id: 'po_2', amount: 4574, currency: 'usd', arrival_date: '2026-03-11', status: 'pending' },
  { id: 'po_1', amount: 9180, currency: 'usd', arrival_date: '2026-03-04', status: 'paid' },
];

test('a custom account sees its payouts and the payout facts of the spec', async () => {
  renderWithPlatform(<PayoutsPage />, {
    me: fakeMe({ current: { stripe_account_type: 'custom' } }),
    request: (endpoint) => (endpoint === endpoints.payouts ? payouts : connection('enabled')),
  });
  expect(await screen.findByText(messages.payouts.connected)).toBeInTheDocument();
  const table = await screen.findByRole('grid', { name: 'Payouts' });
  const [next, last] = within(table).getAllByRole('row').slice(1);
  expect(next).toHaveTextContent('11 Mar 2026');
  expect(next).toHaveTextContent('$45.74');
  expect(next).toHaveTextContent('Scheduled');
  expect(last).toHaveTextContent('Paid');
  const facts = screen.getByTestId('payout-facts');
  for (const fact of [
    messages.payouts.weekly,
    messages.payouts.bankAccount,
    messages.payouts.salesHeld,
    messages.payouts.refunds,
    messages.payouts.failedRefundFee,
  ])
    expect(facts).toHaveTextContent(fact);
});

test('a standard account is sent to its provider for payouts; no payouts are asked for', async () => {
  const { requests } = renderWithPlatform(<PayoutsPage />, {
    me: fakeMe({ current: { stripe_account_type: 'standard' } }),
    request: () => connection('enabled'),
  });
  expect(await screen.findByTestId('standard-account')).toHaveTextContent(messages.payouts.standardAccount);
  expect(screen.queryByRole('grid', { name: 'Payouts' })).not.toBeInTheDocument();
  expect(requests.some((r) => r.path === endpoints.payouts.path)).toBe(false);
});

test('an account not connected yet makes the onboarding link call and goes to the link', async () => {
  const assign = jest.fn();
  const { requests } = renderWithPlatform(<PayoutsPage openLink={assign} />, {
    me: fakeMe({ current: { stripe_account_type: null } }),
    request: (endpoint) =>
      endpoint === endpoints.paymentProviderOnboarding
        ? { url: 'https://connect.example/onboarding', connection: connection('pending') }
        : connection('not_connected'),
  });
  expect(await screen.findByText(messages.payouts.notConnected)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: messages.payouts.connect }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.example/onboarding'));
  expect(requests.find((r) => r.path === endpoints.paymentProviderOnboarding.path)!.options.body).toEqual({
    source: 'settings',
  });
});

test('the status is read again when the provider says the account changed', async () => {
  let status: PaymentProviderConnection['status'] = 'pending';
  const { emit } = renderWithPlatform(<PayoutsPage />, {
    me: fakeMe({ current: { stripe_account_type: 'custom' } }),
    request: (endpoint) => (endpoint === endpoints.payouts ? [] : connection(status)),
  });
  expect(await screen.findByText(messages.payouts.pending)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: messages.payouts.continueOnboarding })).toBeInTheDocument();
  expect(await screen.findByText(messages.payouts.empty)).toBeInTheDocument();
  status = 'enabled';
  emit({ type: 'stripe.status-changed', status: 'enabled', payouts: true });
  expect(await screen.findByText(messages.payouts.connected)).toBeInTheDocument();
});
