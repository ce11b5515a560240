import type {
  DashboardSummary,
  Payout,
  RefundTransactionRequest,
  Transaction,
  TransactionPage,
} from '../payouts';
import { defineEndpoint } from './define-endpoint';

/**
 * The coach's money (spec 01 section 2.3: the dashboard with transactions and payouts; spec 02 sections 4
 * and 9). The spec does not show these calls. Only who has financial features (a coach in the personal
 * account or the business owner) makes them; another account's transaction answers 404.
 */
export const dashboardEndpoints = {
  /** Query: TransactionQuery (page, per_page, status, from, to). */
  transactions: defineEndpoint<void, TransactionPage>({
    method: 'GET',
    path: 'coach/transactions',
    authenticated: true,
  }),
  /** The same filters, every matching transaction, as a CSV file. */
  transactionsCsv: defineEndpoint<void, string>({
    method: 'GET',
    path: 'coach/transactions/export',
    authenticated: true,
    responseType: 'text',
  }),
  /**
   * All or part of the payment back to the client, once (decision 0177); a second refund answers 409.
   * Body: RefundTransactionRequest, optional (no body: the whole payment). It is checked by the service with
   * `refundTransactionRequestSchema`, so a request without a body stays valid.
   */
  refundTransaction: defineEndpoint<RefundTransactionRequest | void, Transaction>({
    method: 'POST',
    path: 'coach/transactions/:charge_id/refund',
    authenticated: true,
  }),
  payouts: defineEndpoint<void, Payout[]>({
    method: 'GET',
    path: 'coach/payouts',
    authenticated: true,
  }),
  dashboard: defineEndpoint<void, DashboardSummary>({
    method: 'GET',
    path: 'coach/dashboard',
    authenticated: true,
  }),
} as const;
