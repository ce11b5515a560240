import type { UserRole } from '../entities/user';
import { formatShortDate } from '../design/display-dates';
import { messages } from '../messages/catalogue';
import { ENDED_PURCHASE_STATES } from './membership-state';
import { moneyText } from './money';
import type { PublicPlan, PublicPlanMembership, PublicPriceOption } from './public-plan';
import type { ResumeType } from './purchase-requests';

/** What the public page offers this viewer (spec 02 section 2, the state matrix). */
export type PlanAction =
  | { kind: 'sign_in' }
  | { kind: 'owner' }
  | { kind: 'blocked' }
  | { kind: 'calendar' }
  | { kind: 'unavailable' }
  | { kind: 'get_free' }
  | { kind: 'purchase' }
  | { kind: 'subscribe'; trialDays: number }
  /** The client's membership ended: they may take it up again, from the start or where they stopped. */
  | { kind: 'resume'; free: boolean; choices: ResumeType[] };

const RUNNING = ['init', 'scheduled', 'trialing', 'active', 'incomplete', 'past_due'];

/**
 * One pure answer per state, so the matrix is tested in one place (and the page the web server draws for a
 * signed-out visitor before the app starts offers what the app will, decision 0253): the owner sees their own page; a
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
  if (plan.membership && (ENDED_PURCHASE_STATES as readonly string[]).includes(plan.membership.state))
    return {
      kind: 'resume',
      free: plan.plan_pricing === 'free',
      // Continuing makes sense after a cancellation; a finished or never-paid program starts again.
      choices: plan.membership.state === 'canceled' ? ['restart', 'continue'] : ['restart'],
    };
  if (plan.plan_pricing === 'free') return { kind: 'get_free' };
  const recurring = plan.local_price.some((price) => price.duration !== 'one_off');
  return recurring ? { kind: 'subscribe', trialDays: plan.trial_days } : { kind: 'purchase' };
}

/**
 * What a member is told above their buttons (spec 02 section 4): a missed payment, a subscription that
 * ends at its period end, or a start that is still to come. Null when all is well.
 */
export function membershipNoticeOf(
  membership: PublicPlanMembership | null,
): { tone: 'warning' | 'info'; text: string } | null {
  if (!membership) return null;
  if (membership.state === 'past_due' || membership.state === 'incomplete')
    return {
      tone: 'warning',
      text: 'Your payment for this program did not go through, so your training is paused. Pay now to carry on.',
    };
  if (membership.cancel_at_period_end)
    return {
      tone: 'info',
      text: 'Your subscription is cancelled: you keep the program until the end of the period you paid for.',
    };
  if (membership.state === 'scheduled')
    return { tone: 'info', text: `Your program starts on ${membership.start_day ?? 'the day you chose'}.` };
  return null;
}

/**
 * Why this viewer cannot get the program, as the page's alert banner says it (spec 02 section 2): a coach
 * is told to use a client account; then an archived program, an owner who cannot sell now (blocked, selling
 * through Zapier, or without card charges for a paid one), and a private program the client is not allowed.
 * Null for the owner, for a member (their own notice says what matters) and when nothing stands in the way.
 */
export function saleNoticeOf(plan: PublicPlan, role: UserRole | null): string | null {
  if (plan.is_owner || plan.is_blocked) return null;
  if (plan.membership && RUNNING.includes(plan.membership.state)) return null;
  if (role === 'coach') return messages.purchase.coachAccount;
  if (plan.archive) return messages.purchase.archived;
  const { user } = plan;
  if (user.blocked || user.zapier_account || (plan.plan_pricing === 'paid' && !plan.can_sale))
    return messages.payments.coachCannotTakePayments;
  if (role !== null && !plan.accessibility && !plan.allowed_to_buy) return messages.purchase.noPermission;
  return null;
}

/**
 * A price option as one line of text (decision 0142): in the client's own currency first when it differs,
 * with the price they are charged beside it ("≈ €25.27 · charged as $29.00"); otherwise the coach's price.
 */
export function priceOptionText(option: PublicPriceOption): string {
  const { local } = option;
  if (!local) return option.price_format;
  return `≈ ${moneyText(local.amount, local.currency)} · charged as ${moneyText(option.amount, option.currency)}`;
}

/**
 * "rates of 13 Mar, 2026": the day of the reference rates a price in the client's own currency was worked
 * out with (decision 0142), said beside it wherever it is shown, on the app's page and the drawn one.
 */
export const ratesOfText = (local: NonNullable<PublicPriceOption['local']>): string =>
  `rates of ${formatShortDate(local.rate_date)}`;

/** The main button's words for a visitor who is not signed in (they sign in first, then get or pay). */
export const signInActionLabel = (plan: PublicPlan): string =>
  plan.plan_pricing === 'free' ? 'Get for Free' : 'Purchase';

/**
 * The `data-intent` of the sign-in-first button, on the page the web server draws and on the app's: a
 * visitor's press on the drawn one is pressed again on the app's once it has started (decision 0253).
 */
export const SIGN_IN_INTENT = 'plan-sign-in';
