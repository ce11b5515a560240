import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { decimalsOf } from '../currency/currencies';
import { messages } from '../messages/catalogue';

/**
 * How a transaction stands on the coach's dashboard: the charge's own status, or `refunded` once the coach
 * refunded it (spec 02 section 4: a refund is allowed once per transaction).
 */
export const transactionStatuses = [
  'succeeded',
  'refunded',
  'failed',
  'processing',
  'requires_action',
] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/** Where a refund is: the provider may take up to 10 days to return the money (spec 02 section 9). */
export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export interface TransactionRefund {
  /** ISO moment the coach refunded it. */
  refunded_at: string;
  /** Minor units of the transaction's currency: all or part of what the client paid (decision 0177). */
  amount: number;
  /**
   * 'failed' when the provider could not return the money (or the refund was cancelled): nothing went back,
   * and the payment can be refunded again.
   */
  status: RefundStatus;
}

/** One client payment to the coach's account, with what the platform and the provider kept. */
export interface Transaction {
  id: number;
  /** ISO moment of the payment. */
  created_at: string;
  client_name: string;
  client_email: string | null;
  program_title: string;
  /** Minor units of `currency` (lower case, as the provider writes it). */
  amount: number;
  currency: string;
  /** The platform's 5% (spec 02 section 9). */
  platform_fee: number;
  /** The provider's fee on the payment; null while the provider has not said (or the payment failed). */
  provider_fee: number | null;
  /** What the coach keeps: amount less both fees; null when the provider fee is not known. */
  net: number | null;
  status: TransactionStatus;
  /** The last refund, also one that failed. */
  refund: TransactionRefund | null;
  /** The coach may refund it now: it went through and has no refund that went or is going through. */
  refundable: boolean;
}

/**
 * POST coach/transactions/:charge_id/refund (decision 0177): `amount` in minor units of the transaction's
 * currency, at most what the client paid; absent, the whole payment. A payment is refunded once, whole or
 * in part; a refund that failed does not count.
 */
export const refundTransactionRequestSchema = lazySchema(() =>
  yup.object({
    amount: yup
      .number()
      .typeError(messages.transactions.refundAmountInvalid)
      .integer(messages.transactions.refundAmountInvalid)
      .positive(messages.transactions.refundAmountInvalid)
      .max(Number.MAX_SAFE_INTEGER, messages.transactions.refundAmountInvalid)
      .optional(),
  }),
);
export type RefundTransactionRequest = yup.InferType<typeof refundTransactionRequestSchema>;

/**
 * What a coach typed ("12.50", "12,5", "1 000") as minor units of `currency`, or null when it is not an
 * amount or has more decimals than the currency.
 */
export function refundAmountOf(text: string, currency: string): number | null {
  const cleaned = text
    .trim()
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.');
  const decimals = decimalsOf(currency);
  const pattern = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
  if (!pattern.test(cleaned)) return null;
  const [whole = '0', part = ''] = cleaned.split('.');
  const amount = Number(whole) * 10 ** decimals + Number(part.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(amount) ? amount : null;
}

export interface TransactionPage {
  transactions: Transaction[];
  page: number;
  per_page: number;
  total: number;
}

export const TRANSACTIONS_PER_PAGE = 25;
export const TRANSACTIONS_MAX_PER_PAGE = 100;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** GET coach/transactions and its CSV export: the filters as query parameters (others are ignored). */
export const transactionQuerySchema = lazySchema(() =>
  yup.object({
    page: yup.number().integer().min(1).max(100_000).default(1),
    per_page: yup.number().integer().min(1).max(TRANSACTIONS_MAX_PER_PAGE).default(TRANSACTIONS_PER_PAGE),
    status: yup.mixed<TransactionStatus>().oneOf(transactionStatuses).optional(),
    /** First day included, YYYY-MM-DD (UTC). */
    from: yup.string().matches(DAY, 'Use YYYY-MM-DD').optional(),
    /** Last day included, YYYY-MM-DD (UTC). */
    to: yup
      .string()
      .matches(DAY, 'Use YYYY-MM-DD')
      .optional()
      .test('after-from', 'The last day must not be before the first', function check(to) {
        const from = this.parent.from as string | undefined;
        return !to || !from || to >= from;
      }),
  }),
);
export type TransactionQuery = yup.InferType<typeof transactionQuerySchema>;

/** The columns of the CSV export, in order: the same words the transactions table shows. */
export const TRANSACTION_CSV_COLUMNS = [
  'Date',
  'Client',
  'Email',
  'Program',
  'Currency',
  'Amount',
  'Platform fee',
  'Provider fee',
  'Net',
  'Status',
  'Refunded on',
] as const;
