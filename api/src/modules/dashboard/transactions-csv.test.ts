import { TRANSACTION_CSV_COLUMNS, type Transaction } from '@coachforge/contracts';
import { decimalAmount, transactionsCsv } from './transactions-csv';

const transaction = (overrides: Partial<Transaction>): Transaction => ({
  id: 1,
  created_at: '2026-03-04T10:00:00.000Z',
  client_name: 'Sam Lee',
  client_email: 'sam@example.com',
  program_title: 'Strength Block',
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

test.each([
  [4999, 'usd', '49.99'],
  [5, 'usd', '0.05'],
  [-175, 'usd', '-1.75'],
  [5000, 'jpy', '5000'],
  [12345, 'kwd', '12.345'],
])('%i minor units of %s read %s', (amount, currency, text) => {
  expect(decimalAmount(amount, currency)).toBe(text);
});

test('the export has the table’s columns, one line per transaction, and quotes what needs quoting', () => {
  const csv = transactionsCsv([
    transaction({}),
    transaction({
      id: 2,
      client_name: 'Lee, "Coach" Jo',
      program_title: 'Run\nClub',
      status: 'refunded',
      net: -175,
      refund: { refunded_at: '2026-03-06T09:00:00.000Z', amount: 4999, status: 'succeeded' },
      refundable: false,
    }),
    transaction({ id: 3, status: 'failed', provider_fee: null, net: null, refundable: false }),
  ]);
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(TRANSACTION_CSV_COLUMNS.join(','));
  expect(lines[1]).toBe(
    '2026-03-04,Sam Lee,sam@example.com,Strength Block,USD,49.99,2.50,1.75,45.74,succeeded,',
  );
  expect(csv).toContain('2026-03-04,"Lee, ""Coach"" Jo",sam@example.com,"Run\nClub",USD');
  expect(csv).toContain(',USD,49.99,2.50,1.75,-1.75,refunded,2026-03-06\r\n');
  expect(csv).toContain(',USD,49.99,2.50,,,failed,\r\n');
});

test('a client’s name that a spreadsheet would run as a formula stays text', () => {
  const csv = transactionsCsv([
    transaction({ client_name: '=HYPERLINK("http://x")', client_email: '+1@x.io' }),
  ]);
  expect(csv).toContain(`"'=HYPERLINK(""http://x"")",'+1@x.io,`);
});
