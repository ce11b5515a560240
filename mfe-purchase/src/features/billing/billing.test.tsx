import { endpoints, messages, type BillingEntry } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import { BillingHistoryPage } from './billing-history-page';

const entry = (overrides: Partial<BillingEntry>): BillingEntry => ({
  id: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  program_title: 'Engine club',
  coach_name: 'Sam Seller',
  amount: 2900,
  currency: 'usd',
  status: 'succeeded',
  failure: null,
  ...overrides,
});

test('the history lists each payment with its amount in its currency, and a failed one says why', async () => {
  const { requests } = renderWithPlatform(<BillingHistoryPage />, {
    me: fakeMe({ current: { role: 'user' }, private: { role: 'user' } }),
    request: () => [
      entry({ id: 2 }),
      entry({
        id: 1,
        status: 'failed',
        failure: messages.payments.cardDeclined,
        created_at: '2026-11-19T10:00:00.000Z',
      }),
    ],
  });
  const table = await screen.findByRole('grid', { name: 'Billing history' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('$29.00');
  expect(rows[0]).toHaveTextContent('Paid');
  expect(rows[1]).toHaveTextContent(`Failed ${messages.payments.cardDeclined}`);
  expect(requests[0]!.path).toBe(endpoints.billingHistory.path);
  expect(screen.getByRole('tab', { name: 'History', selected: true })).toBeInTheDocument();
});

test('no payments yet says so', async () => {
  renderWithPlatform(<BillingHistoryPage />, { me: fakeMe(), request: () => [] });
  expect(await screen.findByText('No payments yet')).toBeInTheDocument();
});
