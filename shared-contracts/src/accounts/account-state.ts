import type { Subscription } from '../entities/subscription';

/**
 * What an account may do, derived from its platform subscription exactly as spec 01 section 4 says.
 * Computed here once so the shell's guard, the header, the warnings and the API agree.
 */
export interface AccountState {
  /** state canceled or incomplete_expired */
  cancelled: boolean;
  /** state past_due or incomplete */
  purchaseFailed: boolean;
  cancelAtPeriodEnd: boolean;
  /** trial flag set and no paid subscription */
  trialActive: boolean;
  /** no paid subscription, inactive, a trial end date present */
  trialExpired: boolean;
  /** not free, inactive, no trial end date: the account never had a plan */
  empty: boolean;
  /** not active: only routes available while blocked may be opened */
  blocked: boolean;
  /** on the FREE plan */
  free: boolean;
  /** on a PROFESSIONAL band */
  professional: boolean;
  /** white-label branding is on: PROFESSIONAL plan or during a trial */
  whiteLabel: boolean;
}

const PROFESSIONAL_PREFIX = 'professional_band';

/** A paid PROFESSIONAL plan, as opposed to the trial or the FREE plan. */
export function hasPaidPlan(subscription: Subscription | null): boolean {
  return subscription?.plan?.product_kind.startsWith(PROFESSIONAL_PREFIX) ?? false;
}

export function accountStateOf(subscription: Subscription | null): AccountState {
  const s = subscription;
  const active = s?.active ?? false;
  const free = (s?.free_plan ?? false) || (s?.free_usage ?? false);
  const paid = hasPaidPlan(s);
  const hasTrialEnd = Boolean(s?.trial_end_date);
  const trialActive = (s?.trial ?? false) && !paid;
  const professional = paid;
  return {
    cancelled: s?.state === 'canceled' || s?.state === 'incomplete_expired',
    purchaseFailed: s?.state === 'past_due' || s?.state === 'incomplete',
    cancelAtPeriodEnd: s?.cancel_at_period_end ?? false,
    trialActive,
    trialExpired: !paid && !active && hasTrialEnd,
    empty: !free && !active && !hasTrialEnd,
    blocked: !active,
    free,
    professional,
    whiteLabel: professional || trialActive,
  };
}
