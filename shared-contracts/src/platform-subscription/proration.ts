/**
 * Money for part of a billing period (docs/decisions/0151). Amounts are minor units; times are epoch
 * milliseconds. The part of the period left is measured to the millisecond and the result rounded half
 * up to a whole minor unit, so the coach is charged for exactly the time the bigger band runs.
 */
export interface Period {
  start: number;
  end: number;
}

/** The share of the period still to come at `now`, between 0 and 1. */
export function remainingShare(period: Period, now: number): number {
  const length = period.end - period.start;
  if (length <= 0) return 0;
  return Math.min(1, Math.max(0, (period.end - now) / length));
}

/** Upgrading mid-period: the difference between the two prices for the rest of the period. */
export function upgradeAmount(input: { from: number; to: number; period: Period; now: number }): number {
  return Math.max(0, Math.round((input.to - input.from) * remainingShare(input.period, input.now)));
}

/**
 * Moving from monthly to annual billing: the year starts now and costs its price less what is left of
 * the month already paid for.
 */
export function intervalSwitchAmount(input: {
  paid: number;
  annual: number;
  period: Period;
  now: number;
}): number {
  const credit = Math.round(input.paid * remainingShare(input.period, input.now));
  return Math.max(0, input.annual - credit);
}

/**
 * Below this the provider refuses a charge (Stripe's minimum is 30p; 50 keeps clear of it in every
 * currency we use): a smaller difference is not charged at all.
 */
export const MIN_PLATFORM_CHARGE = 50;
