import type { Subscription } from '../entities/subscription';
import { FREE_PLAN_MAX_CLIENTS } from '../limits/constants';
import type { RouteName } from '../routes/named-routes';
import { accountStateOf } from './account-state';

/** What the subscription warning under the header says (spec 03 sections 4.3, 5 and 9). */
export type SubscriptionWarning =
  | { kind: 'purchase_failed' }
  /** Renew with or without clients (spec 03 section 8): the clients still with the account, counted by the API. */
  | { kind: 'cancelled'; clients: number }
  | { kind: 'cancel_at_period_end'; until: string | null }
  | { kind: 'trial'; endsAt: string; red: boolean }
  | { kind: 'trial_ended' }
  | { kind: 'clients'; level: 'approaching' | 'crushing'; active: number; max: number };

/** Per band (max clients): approaching from the first number, crushing from the second (spec 03 section 9). */
export const CLIENT_WARNING_THRESHOLDS: Record<number, readonly [number, number]> = {
  5: [3, 4],
  10: [8, 9],
  25: [20, 24],
  50: [45, 49],
  75: [70, 74],
};

/** Routes where the warning would only repeat what the page is about (spec 03 section 5). */
export const SUBSCRIPTION_WARNING_HIDDEN_ON: RouteName[] = [
  'coach_blocked',
  'coach_purchase',
  'create-account',
  'onboarding-business-setup',
  'coach_profile_billing',
  'coach_profile_subscription',
  'choose_your_plan',
];

const RED_TRIAL_DAYS = 7;
const RED_TRIAL_CLIENTS = 6;
const DAY_MS = 24 * 3600 * 1000;

export function subscriptionWarningOf(
  subscription: Subscription | null,
  now: Date,
): SubscriptionWarning | null {
  if (!subscription) return null;
  const state = accountStateOf(subscription);
  if (state.purchaseFailed) return { kind: 'purchase_failed' };
  if (state.cancelled && !state.trialActive)
    return { kind: 'cancelled', clients: subscription.active_clients };
  if (state.cancelAtPeriodEnd) return { kind: 'cancel_at_period_end', until: subscription.next_payment_date };
  // The trial counts only when not free usage, with a trial flag and an end date.
  if (state.trialActive && !subscription.free_usage && subscription.trial_end_date) {
    const left = Date.parse(subscription.trial_end_date) - now.getTime();
    return {
      kind: 'trial',
      endsAt: subscription.trial_end_date,
      red: left <= RED_TRIAL_DAYS * DAY_MS || subscription.active_sub_clients >= RED_TRIAL_CLIENTS,
    };
  }
  if (state.trialExpired) return { kind: 'trial_ended' };

  const max = state.free ? FREE_PLAN_MAX_CLIENTS : state.professional ? subscription.plan?.max_clients : null;
  const thresholds = max ? CLIENT_WARNING_THRESHOLDS[max] : undefined;
  if (!max || !thresholds) return null;
  const active = subscription.active_sub_clients;
  if (active >= thresholds[1]) return { kind: 'clients', level: 'crushing', active, max };
  if (active >= thresholds[0]) return { kind: 'clients', level: 'approaching', active, max };
  return null;
}

const HOUR_MS = 3600 * 1000;
const CONTINUOUS_BELOW_MS = 80 * 1000;

/**
 * How long until the trial countdown next refreshes (spec 03 section 4.3): every 20 minutes, every minute
 * under an hour, continuously (each second) under 80 seconds. A step never jumps over the next boundary.
 */
export function countdownDelayMs(msLeft: number): number {
  if (msLeft <= CONTINUOUS_BELOW_MS) return 1000;
  if (msLeft <= HOUR_MS) return Math.min(60 * 1000, msLeft - CONTINUOUS_BELOW_MS);
  return Math.min(20 * 60 * 1000, msLeft - HOUR_MS);
}
