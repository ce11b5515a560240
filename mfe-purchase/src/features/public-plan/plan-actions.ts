import type { PublicPlan } from '@coachforge/contracts';

/** What the public page offers this viewer (spec 02 section 2, the state matrix). */
export type PlanAction =
  | { kind: 'sign_in' }
  | { kind: 'owner' }
  | { kind: 'blocked' }
  | { kind: 'calendar' }
  | { kind: 'unavailable' }
  | { kind: 'get_free' }
  | { kind: 'purchase' }
  | { kind: 'subscribe'; trialDays: number };

const RUNNING = ['init', 'scheduled', 'trialing', 'active', 'incomplete', 'past_due'];

/**
 * One pure answer per state, so the matrix is tested in one place: the owner sees their own page; a
 * removed client cannot start; a member opens their calendar; what cannot be sold now says so; a visitor
 * signs in first; then get, purchase or subscribe (with the trial when there is one).
 */
export function planActionOf(plan: PublicPlan, signedIn: boolean): PlanAction {
  if (plan.is_owner) return { kind: 'owner' };
  if (plan.is_blocked) return { kind: 'blocked' };
  if (plan.membership && RUNNING.includes(plan.membership.state)) return { kind: 'calendar' };
  if (plan.archive || plan.plan_status !== 'published' || !plan.can_sale) return { kind: 'unavailable' };
  if (!signedIn) return { kind: 'sign_in' };
  if (!plan.allowed_to_buy) return { kind: 'unavailable' };
  if (plan.plan_pricing === 'free') return { kind: 'get_free' };
  const recurring = plan.local_price.some((price) => price.duration !== 'one_off');
  return recurring ? { kind: 'subscribe', trialDays: plan.trial_days } : { kind: 'purchase' };
}
