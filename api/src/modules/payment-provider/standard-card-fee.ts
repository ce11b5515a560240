import { decimalsOf } from '@coachforge/contracts';

/** Stripe's standard card pricing (decision 0165): 2.9% of the payment and 0.30 of its currency. */
const PERCENT_TENTHS = 29;
const FIXED_MAJOR_HUNDREDTHS = 30;

/**
 * The fee the simulated provider keeps on a payment, as Stripe's standard pricing would, in the payment's
 * minor units: 2.9% rounded half up, plus 0.30 of the currency (30 cents; nothing for a currency with no
 * minor unit worth a hundredth, where 0.30 rounds to 0). Integer arithmetic only.
 */
export function standardCardFee(amount: number, currency: string): number {
  const percent = Math.floor((amount * PERCENT_TENTHS + 500) / 1000);
  const decimals = decimalsOf(currency);
  const fixed =
    decimals >= 2
      ? FIXED_MAJOR_HUNDREDTHS * 10 ** (decimals - 2)
      : Math.floor((FIXED_MAJOR_HUNDREDTHS + 10 ** (2 - decimals) / 2) / 10 ** (2 - decimals));
  return Math.min(amount, percent + fixed);
}
