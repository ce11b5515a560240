import { PLATFORM_FEE_PERCENT } from '@coachforge/contracts';

/**
 * The platform's fee on a charge, in the charge's minor units: 5% rounded half up to a whole minor unit
 * (docs/decisions/0071). Integer arithmetic, so 4999 cents gives 250 and never 249.95000000000002.
 */
export function platformFeeOf(amount: number): number {
  return Math.floor((amount * PLATFORM_FEE_PERCENT + 50) / 100);
}
