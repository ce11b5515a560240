/** Where a payout to the coach's bank is, in Stripe's words. */
export const payoutStatuses = ['paid', 'pending', 'in_transit', 'canceled', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** One payout to the coach's bank account. */
export interface Payout {
  id: string;
  /** Minor units of `currency`. */
  amount: number;
  /** Lower case, as the provider writes it. */
  currency: string;
  /** The day it reaches (or reached) the bank, YYYY-MM-DD. */
  arrival_date: string;
  status: PayoutStatus;
}

/**
 * The payout facts of spec 02 section 9, shown where coaches read about payouts: payouts weekly on
 * Wednesdays, a bank account within 21 days of the first sale, sales held up to 7 days, refunds taking up
 * to 10 days, and a fee of $15 possible on a failed refund.
 */
export const PAYOUT_FACTS = {
  /** ISO weekday: 3 is Wednesday. */
  payoutWeekday: 3,
  bankAccountWithinDays: 21,
  salesHeldDays: 7,
  refundTakesDays: 10,
  failedRefundFee: { amount: 1500, currency: 'usd' },
} as const;
