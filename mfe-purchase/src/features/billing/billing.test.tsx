import { endpoints, messages, type BillingEntry } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  refunded_at: null,
  ...overrides,
});

test('the history lists each payment with its amount in its currency, and a failed one says why', async () => {
  const { requests } = renderWithPlatform(<BillingHistoryPage />, {
    me: fakeMe({ current: { role: 'user' }, private: { role: 'user' } }),
    request: () => [
      entry({ id: 3, refunded_at: '2026-11-21T10:00:00.000Z', created_at: '2026-11-20T11:00:00.000Z' }),
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
  expect(rows[0]).toHaveTextContent('Refunded on Nov 21, 2026');
  expect(rows[0]).not.toHaveTextContent('Paid');
  expect(rows[1]).toHaveTextContent('$29.00');
  expect(rows[1]).toHaveTextContent('Paid');
  expect(rows[2]).toHaveTextContent(`Failed ${messages.payments.cardDeclined}`);
  expect(requests[0]!.path).toBe(endpoints.billingHistory.path);
  expect(screen.getByRole('tab', { name: 'History', selected: true })).toBeInTheDocument();
});

test('no payments yet says so', async () => {
  renderWithPlatform(<BillingHistoryPage />, { me: fakeMe(), request: () => [] });
  expect(await screen.findByText('No payments yet')).toBeInTheDocument();
});

test('a paid payment offers its receipt as a PDF named by its number; a failed one has none', async () => {
  const blobs: Blob[] = [];
  const downloads: string[] = [];
  // jsdom has no object URLs or downloads: record what the browser would be given.
  URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:receipt');
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  renderWithPlatform(<BillingHistoryPage />, {
    me: fakeMe({ current: { role: 'user' }, private: { role: 'user' } }),
    request: (endpoint) =>
      endpoint === endpoints.receipt
        ? {
            number: 'CF-000002',
            charge_id: 2,
            paid_at: '2026-11-20T10:00:00.000Z',
            program_title: 'Engine club',
            coach_name: 'Sam Seller',
            client_name: 'Bea Buyer',
            client_email: 'bea@example.com',
            amount: 2900,
            currency: 'usd',
          }
        : [entry({ id: 2 }), entry({ id: 1, status: 'failed', failure: messages.payments.cardDeclined })],
  });
  const table = await screen.findByRole('grid', { name: 'Billing history' });
  expect(within(table).queryByTestId('receipt-1')).not.toBeInTheDocument();
  await userEvent.click(within(table).getByTestId('receipt-2'));
  await waitFor(() => expect(downloads).toEqual(['CF-000002.pdf']));
  // jsdom's Blob cannot be read back as bytes; FileReader can.
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blobs[0]!);
  });
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  expect(blobs[0]!.type).toBe('application/pdf');
});
