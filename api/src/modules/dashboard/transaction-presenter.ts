import { platformFeeBackOf, type Transaction } from '@coachforge/contracts';
import type { TransactionRow } from './transaction-repository';

/**
 * A refund that went or is going through counts; one that failed returned nothing: the payment stands,
 * and can be refunded again (decision 0177). LIVE_REFUND in transaction-repository.ts is the same rule in SQL.
 */
export const isRefunded = (row: Pick<TransactionRow, 'refunded_at' | 'refund_status'>): boolean =>
  row.refunded_at !== null && row.refund_status !== 'failed';

/**
 * A charge as the coach's dashboard shows it (decision 0165). What the coach keeps is the payment less
 * the platform's 5% and the provider's fee; once refunded, the payment and the platform's fee go back, and
 * the provider's fee, which the provider keeps, is what the coach is left out of pocket.
 */
export function presentTransaction(row: TransactionRow): Transaction {
  const refunded = isRefunded(row);
  const succeeded = row.status === 'succeeded';
  const fee = row.provider_fee_amount;
  const refundedAmount = refunded ? (row.refunded_amount ?? row.amount) : 0;
  const feeBack = platformFeeBackOf(row.application_fee_amount, row.amount, refundedAmount);
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    client_name: row.client_name,
    client_email: row.client_email,
    program_title: row.program_title,
    amount: row.amount,
    currency: row.currency,
    platform_fee: row.application_fee_amount,
    provider_fee: succeeded ? fee : null,
    net:
      !succeeded || fee === null
        ? null
        : row.amount - refundedAmount - (row.application_fee_amount - feeBack) - fee,
    status: refunded ? 'refunded' : row.status,
    refund: row.refunded_at
      ? {
          refunded_at: row.refunded_at!.toISOString(),
          amount: row.refunded_amount ?? row.amount,
          status: row.refund_status ?? 'pending',
        }
      : null,
    refundable: succeeded && !refunded && row.provider_payment_id !== null,
  };
}
