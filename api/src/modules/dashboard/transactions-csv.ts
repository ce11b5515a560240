import { decimalsOf, TRANSACTION_CSV_COLUMNS, type Transaction } from '@coachforge/contracts';
import { stringify } from 'csv-stringify/sync';

/** An amount in minor units as a plain decimal of its currency (4999 USD → 49.99), for spreadsheets. */
export function decimalAmount(amount: number, currency: string): string {
  const decimals = decimalsOf(currency);
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(decimals + 1, '0');
  return decimals === 0
    ? `${sign}${digits}`
    : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * A spreadsheet runs a cell that starts with =, +, -, @, tab or carriage return as a formula: text from
 * clients (a name) is prefixed with an apostrophe so it stays text (OWASP's advice on CSV injection).
 */
export function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const day = (iso: string) => iso.slice(0, 10);
const orEmpty = (amount: number | null, currency: string) =>
  amount === null ? '' : decimalAmount(amount, currency);

/** The transactions as CSV (RFC 4180 quoting by csv-stringify), with a header row of the table's words. */
export function transactionsCsv(transactions: readonly Transaction[]): string {
  const records = transactions.map((t) => [
    day(t.created_at),
    safeText(t.client_name),
    safeText(t.client_email ?? ''),
    safeText(t.program_title),
    t.currency.toUpperCase(),
    decimalAmount(t.amount, t.currency),
    decimalAmount(t.platform_fee, t.currency),
    orEmpty(t.provider_fee, t.currency),
    orEmpty(t.net, t.currency),
    t.status,
    t.refund ? day(t.refund.refunded_at) : '',
  ]);
  return stringify(records, {
    header: true,
    columns: [...TRANSACTION_CSV_COLUMNS],
    record_delimiter: 'windows',
    // A line break of either kind inside a field is quoted too, not only the record delimiter.
    quoted_match: /[\r\n]/,
  });
}
