import { endpoints, type BillingPurchase } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PurchasesPage } from './purchases-page';

const client = fakeMe({ current: { role: 'user' }, private: { role: 'user' } });
const purchase = (membership: Partial<BillingPurchase['membership']>, id = 1): BillingPurchase => ({
  program: { id: 7 + id, title: `Program ${id}`, custom_url: null, owner_name: 'Casey Coach', zapier: null },
  membership: {
    id,
    plan_id: 7 + id,
    state: 'active',
    cancel_at_period_end: false,
    canceled_by: null,
    start_day: '2026-11-01',
    end_day: null,
    trial_end: null,
    current_period_end: '2026-12-01T10:00:00.000Z',
    plan_price: { amount: 2900, currency: 'USD', duration: 'monthly' },
    pending_price_option_id: null,
    ...membership,
  },
  card: { brand: 'visa', last4: '4242' },
});

test('each purchase shows its price, status, next payment and card; a subscription can be cancelled', async () => {
  const { requests } = renderWithPlatform(<PurchasesPage />, {
    me: client,
    request: (endpoint) =>
      endpoint === endpoints.billingPurchases
        ? [purchase({}), purchase({ state: 'past_due' }, 2), purchase({ cancel_at_period_end: true }, 3)]
        : {},
  });
  const table = await screen.findByRole('grid', { name: 'Purchases' });
  const [active, owing, ending] = within(table).getAllByRole('row').slice(1);
  expect(active).toHaveTextContent('$29.00 monthly');
  expect(active).toHaveTextContent('Active');
  expect(active).toHaveTextContent('Dec 1, 2026');
  expect(active).toHaveTextContent('VISA •••• 4242');
  expect(owing).toHaveTextContent('Missed payment');
  expect(within(owing!).getByTestId('pay-owed-9')).toHaveAttribute('href', '/plan/9/purchase');
  expect(ending).toHaveTextContent('Cancelled at period end, ends Dec 1, 2026');
  expect(within(ending!).getByRole('button', { name: 'Resume subscription' })).toBeInTheDocument();

  await userEvent.click(within(active!).getByRole('button', { name: 'Cancel subscription' }));
  const confirm = await screen.findByRole('alertdialog');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel subscription' }));
  await waitFor(() =>
    expect(
      requests.some((r) => r.path === endpoints.cancelSubscription.path && r.options.params?.plan_id === 8),
    ).toBe(true),
  );
});

test('a purchase from a coach billing through Zapier offers Cancel only with zaps connected, and no other management', async () => {
  const zapier = (
    id: number,
    zapsConnected: boolean,
    membership: Partial<BillingPurchase['membership']> = {},
  ) => {
    const bought = purchase(membership, id);
    return { ...bought, program: { ...bought.program, zapier: { zaps_connected: zapsConnected } } };
  };
  renderWithPlatform(<PurchasesPage />, {
    me: client,
    request: (endpoint) =>
      endpoint === endpoints.billingPurchases
        ? [zapier(1, true), zapier(2, false), zapier(3, true, { cancel_at_period_end: true })]
        : {},
  });
  const table = await screen.findByRole('grid', { name: 'Purchases' });
  const [connected, unconnected, ending] = within(table).getAllByRole('row').slice(1);
  expect(within(connected!).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
  expect(within(unconnected!).queryByRole('button')).not.toBeInTheDocument();
  expect(within(ending!).queryByRole('button', { name: 'Resume subscription' })).not.toBeInTheDocument();
});

test('no purchases yet says so', async () => {
  renderWithPlatform(<PurchasesPage />, { me: client, request: () => [] });
  expect(await screen.findByText('No purchases yet')).toBeInTheDocument();
});

test.each([
  [
    'an unpaid subscription the platform cancelled',
    { state: 'canceled', canceled_by: null },
    'Unpaid (cancelled)',
  ],
  ['one the client cancelled', { state: 'canceled', canceled_by: 'canceled_by_athlete' }, 'Cancelled'],
  ['a program that ran to its end', { state: 'finished' }, 'Past'],
  ['a first payment never made', { state: 'incomplete_expired' }, 'Expired'],
  ['a trial', { state: 'trialing', trial_end: '2026-11-08T10:00:00.000Z' }, 'Trial until Nov 8, 2026'],
] as const)('the status of %s reads as the spec’s subscription state', async (_, membership, text) => {
  renderWithPlatform(<PurchasesPage />, {
    me: client,
    request: (endpoint) => (endpoint === endpoints.billingPurchases ? [purchase(membership)] : {}),
  });
  const table = await screen.findByRole('grid', { name: 'Purchases' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent(text);
});
