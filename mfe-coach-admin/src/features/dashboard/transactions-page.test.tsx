import {
  ApiRequestError,
  endpoints,
  messages,
  type DashboardSummary,
  type Transaction,
  type TransactionPage,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TransactionsPage } from './transactions-page';

const transaction = (overrides: Partial<Transaction>): Transaction => ({
  id: 1,
  created_at: '2026-03-04T10:00:00.000Z',
  client_name: 'Bea Buyer',
  client_email: 'bea@example.com',
  program_title: 'Engine club',
  amount: 4999,
  currency: 'usd',
  platform_fee: 250,
  provider_fee: 175,
  net: 4574,
  status: 'succeeded',
  refund: null,
  refundable: true,
  ...overrides,
});
const page = (transactions: Transaction[], total = transactions.length): TransactionPage => ({
  transactions,
  page: 1,
  per_page: 25,
  total,
});
const summary: DashboardSummary = {
  months: 2,
  series: [
    {
      currency: 'usd',
      points: [
        { month: '2026-02', revenue: 0, platform_fees: 0, provider_fees: 0, refunds: 0, payouts: 0 },
        {
          month: '2026-03',
          revenue: 4999,
          platform_fees: 250,
          provider_fees: 175,
          refunds: 0,
          payouts: 4574,
        },
      ],
    },
  ],
};

test('each payment shows the platform’s 5%, the provider’s fee and what the coach keeps; the months are tabled', async () => {
  renderWithPlatform(<TransactionsPage />, {
    me: fakeMe(),
    request: (endpoint) => (endpoint === endpoints.dashboard ? summary : page([transaction({})])),
  });
  const table = await screen.findByRole('grid', { name: 'Transactions' });
  const [row] = within(table).getAllByRole('row').slice(1);
  expect(row).toHaveTextContent('Bea Buyer');
  expect(row).toHaveTextContent('Engine club');
  expect(row).toHaveTextContent('$49.99');
  expect(row).toHaveTextContent('$2.50');
  expect(row).toHaveTextContent('$1.75');
  expect(row).toHaveTextContent('$45.74');
  expect(row).toHaveTextContent('Paid');
  const months = await screen.findByRole('grid', { name: 'Money by month in USD' });
  const [march] = within(months).getAllByRole('row').slice(1);
  expect(march).toHaveTextContent('Mar 26');
  expect(march).toHaveTextContent('$45.74');
});

/** The page with one refundable payment (id 7) that, once refunded, is listed as refunded by `amount`. */
function openRefundable(amount: number) {
  let refunded = false;
  return renderWithPlatform(<TransactionsPage />, {
    me: fakeMe(),
    request: (endpoint) => {
      if (endpoint === endpoints.dashboard) return summary;
      if (endpoint === endpoints.refundTransaction) {
        refunded = true;
        return transaction({ id: 7, status: 'refunded', refundable: false });
      }
      return page([
        transaction(
          refunded
            ? {
                id: 7,
                status: 'refunded',
                refundable: false,
                refund: { refunded_at: '2026-03-06T10:00:00.000Z', amount, status: 'succeeded' },
              }
            : { id: 7 },
        ),
      ]);
    },
  });
}

test('a refund asks first, is sent for that payment, and the list is read again', async () => {
  const { requests, platform } = openRefundable(4999);
  await userEvent.click(await screen.findByRole('button', { name: 'Refund $49.99 to Bea Buyer' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent(messages.transactions.partialRefundQuestion('$49.99', 'Bea Buyer'));
  expect(within(dialog).getByLabelText('Amount to refund (USD)')).toHaveValue('49.99');
  // Focus starts on Cancel: Enter does not refund.
  await userEvent.keyboard('{Enter}');
  expect(requests.some((r) => r.path === endpoints.refundTransaction.path)).toBe(false);

  await userEvent.click(await screen.findByRole('button', { name: 'Refund $49.99 to Bea Buyer' }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refund' }),
  );
  await waitFor(() =>
    expect(
      requests.filter((r) => r.path === endpoints.refundTransaction.path).map((r) => r.options.params),
    ).toEqual([{ charge_id: 7 }]),
  );
  expect(platform.toast.show).toHaveBeenCalledWith({
    type: 'congrats',
    text: messages.transactions.refunded('Bea Buyer'),
  });
  const table = screen.getByRole('grid', { name: 'Transactions' });
  await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Refunded'));
  expect(within(table).queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
});

test('a coach refunds part of a payment: the amount is checked, sent in minor units, and the row says how much', async () => {
  const { requests } = openRefundable(2000);
  await userEvent.click(await screen.findByRole('button', { name: 'Refund $49.99 to Bea Buyer' }));
  const dialog = await screen.findByRole('alertdialog');
  const amount = within(dialog).getByLabelText('Amount to refund (USD)');
  await userEvent.clear(amount);
  await userEvent.type(amount, '60');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
  expect(await within(dialog).findByText(messages.transactions.refundTooMuch('$49.99'))).toBeInTheDocument();
  await userEvent.clear(amount);
  await userEvent.type(amount, '2.005');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
  expect(await within(dialog).findByText(messages.transactions.refundAmountInvalid)).toBeInTheDocument();
  expect(requests.some((r) => r.path === endpoints.refundTransaction.path)).toBe(false);
  await userEvent.clear(amount);
  await userEvent.type(amount, '20');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
  await waitFor(() =>
    expect(requests.find((r) => r.path === endpoints.refundTransaction.path)?.options).toMatchObject({
      params: { charge_id: 7 },
      body: { amount: 2000 },
    }),
  );
  const table = screen.getByRole('grid', { name: 'Transactions' });
  await waitFor(() =>
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      messages.transactions.partlyRefunded('$20.00', '$49.99'),
    ),
  );
});

test('a refund the API refuses on its amount shows under the amount and keeps what was typed', async () => {
  const says = messages.transactions.refundTooMuch('$49.99');
  renderWithPlatform(<TransactionsPage />, {
    me: fakeMe(),
    request: (endpoint) => {
      if (endpoint === endpoints.dashboard) return summary;
      if (endpoint === endpoints.refundTransaction)
        return Promise.reject(new ApiRequestError(422, { error: says, errors: { amount: [says] } }, says));
      return page([transaction({})]);
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Refund $49.99 to Bea Buyer' }));
  const dialog = await screen.findByRole('alertdialog');
  const amount = within(dialog).getByLabelText('Amount to refund (USD)');
  await userEvent.clear(amount);
  await userEvent.type(amount, '12.50');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
  expect(await within(dialog).findByText(says)).toBeInTheDocument();
  expect(amount).toHaveValue('12.50');
});

test('a refund the provider could not make shows on the row, and the payment can be refunded again', async () => {
  renderWithPlatform(<TransactionsPage />, {
    me: fakeMe(),
    request: (endpoint) => {
      if (endpoint === endpoints.dashboard) return summary;
      return page([
        transaction({
          refund: { refunded_at: '2026-03-06T10:00:00.000Z', amount: 2000, status: 'failed' },
        }),
      ]);
    },
  });
  const table = await screen.findByRole('grid', { name: 'Transactions' });
  await waitFor(() =>
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      messages.transactions.refundFailedByProvider,
    ),
  );
  expect(within(table).getByRole('button', { name: 'Refund $49.99 to Bea Buyer' })).toBeInTheDocument();
});

test('a second refund refused by the API is told to the coach', async () => {
  const { platform } = renderWithPlatform(<TransactionsPage />, {
    me: fakeMe(),
    request: (endpoint) => {
      if (endpoint === endpoints.dashboard) return summary;
      if (endpoint === endpoints.refundTransaction)
        return Promise.reject(
          new ApiRequestError(
            409,
            { error: messages.transactions.alreadyRefunded },
            messages.transactions.alreadyRefunded,
          ),
        );
      return page([transaction({})]);
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Refund $49.99 to Bea Buyer' }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refund' }),
  );
  await waitFor(() =>
    expect(platform.toast.show).toHaveBeenCalledWith({
      type: 'error',
      text: messages.transactions.alreadyRefunded,
    }),
  );
});

test('filters go to the API as query parameters, and the CSV is downloaded with the same filters', async () => {
  const downloads: string[] = [];
  const blobs: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:csv');
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  const { requests } = renderWithPlatform(<TransactionsPage />, {
    me: fakeMe(),
    request: (endpoint) =>
      endpoint === endpoints.dashboard
        ? summary
        : endpoint === endpoints.transactionsCsv
          ? 'Date,Client\r\n'
          : page([]),
  });
  expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Status/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Refunded' }));
  await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
  expect(await screen.findByText('No matching transactions')).toBeInTheDocument();
  const listed = requests.filter((r) => r.path === endpoints.transactions.path).at(-1)!;
  expect(listed.options.query).toEqual({ status: 'refunded', from: '2026-03-01', page: 1 });

  await userEvent.click(screen.getByTestId('export-csv'));
  await waitFor(() => expect(downloads).toHaveLength(1));
  expect(downloads[0]).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(requests.find((r) => r.path === endpoints.transactionsCsv.path)!.options.query).toEqual({
    status: 'refunded',
    from: '2026-03-01',
  });
  expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
});

test('a list that cannot be loaded offers Retry', async () => {
  let fail = true;
  renderWithPlatform(<TransactionsPage />, {
    me: fakeMe(),
    request: (endpoint) => {
      if (endpoint === endpoints.dashboard) return { months: 12, series: [] };
      if (fail) return Promise.reject(new ApiRequestError(503, null, 'unavailable'));
      return page([transaction({})]);
    },
  });
  expect(await screen.findByText('Nothing to chart yet')).toBeInTheDocument();
  const retry = await screen.findByRole('button', { name: /Retry/ });
  fail = false;
  await userEvent.click(retry);
  expect(await screen.findByRole('grid', { name: 'Transactions' })).toBeInTheDocument();
});
