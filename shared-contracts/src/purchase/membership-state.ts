import type { CancelReason, MembershipState } from '../programs/program-client';

/**
 * A client's paid or free membership of a program as one pure state machine (spec 02 sections 3 and 4).
 * The API applies every change through `transition`; a change the table does not allow is refused with
 * a reason, so a provider event that arrives late or twice never moves a membership backwards.
 */
export const purchaseStates = [
  'init',
  'scheduled',
  'trialing',
  'active',
  'past_due',
  'incomplete',
  'incomplete_expired',
  'canceled',
  'finished',
] as const;
export type PurchaseState = (typeof purchaseStates)[number];

/**
 * The subscription states shown to users (spec 02 section 4), read from a membership: unpaid is a
 * subscription cancelled automatically because it was not paid, past a program that ran to its end, and
 * canceledEOB one cancelled at its period end (decision 0204).
 */
export const subscriptionDisplayStates = [
  'init',
  'unpaid',
  'scheduled',
  'active',
  'trialing',
  'past',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'canceledEOB',
] as const;
export type SubscriptionDisplayState = (typeof subscriptionDisplayStates)[number];

export const subscriptionStateLabels: Record<SubscriptionDisplayState, string> = {
  init: 'Waiting for payment',
  unpaid: 'Unpaid (cancelled)',
  scheduled: 'Scheduled',
  active: 'Active',
  trialing: 'Trial',
  past: 'Past',
  past_due: 'Missed payment',
  canceled: 'Cancelled',
  incomplete: 'Payment incomplete',
  incomplete_expired: 'Expired',
  canceledEOB: 'Cancelled at period end',
};

export function subscriptionStateOf(membership: {
  state: MembershipState;
  cancel_at_period_end: boolean;
  canceled_by: CancelReason | null;
}): SubscriptionDisplayState {
  const { state } = membership;
  if (membership.cancel_at_period_end && (state === 'active' || state === 'trialing')) return 'canceledEOB';
  if (state === 'canceled') return membership.canceled_by === null ? 'unpaid' : 'canceled';
  if (state === 'finished') return 'past';
  if (state === 'pending' || state === 'invited') return 'init';
  return state;
}

/** How the membership is paid: nothing, once (a Fixed Length price), or every period (a subscription). */
export type Billing = 'free' | 'one_off' | 'recurring';

export interface MembershipSnapshot {
  state: PurchaseState;
  cancel_at_period_end: boolean;
  canceled_by: CancelReason | null;
  billing: Billing;
  /** The billing period the membership is in: 0 for the first, one more at each renewal. */
  period: number;
  /** The last period that was paid for; null before the first payment. */
  paid_period: number | null;
}

/** Who ends a membership at once: the client, their coach, or the platform (failed payments: null). */
export type Canceller = 'athlete' | 'coach';

export type MembershipEvent =
  | { type: 'start_scheduled' }
  | { type: 'free_granted' }
  | { type: 'trial_started' }
  | { type: 'start_day_reached' }
  /** `period` is the billing period the payment is for; `startsLater`: paid now, training starts later. */
  | { type: 'payment_succeeded'; period: number; startsLater?: boolean }
  | { type: 'payment_failed'; period: number }
  | { type: 'payment_requires_action'; period: number }
  | { type: 'payment_window_expired' }
  | { type: 'retries_exhausted' }
  | { type: 'cancel_at_period_end' }
  | { type: 'resume' }
  | { type: 'cancel_now'; by: Canceller }
  | { type: 'period_ended' }
  | { type: 'restarted'; billing: Billing };
export type MembershipEventType = MembershipEvent['type'];

export const membershipEventTypes: readonly MembershipEventType[] = [
  'start_scheduled',
  'free_granted',
  'trial_started',
  'start_day_reached',
  'payment_succeeded',
  'payment_failed',
  'payment_requires_action',
  'payment_window_expired',
  'retries_exhausted',
  'cancel_at_period_end',
  'resume',
  'cancel_now',
  'period_ended',
  'restarted',
];

export type TransitionResult = { ok: true; membership: MembershipSnapshot } | { ok: false; reason: string };

/** States in which the program is the client's and a payment is running or owed. */
export const LIVE_PURCHASE_STATES: readonly PurchaseState[] = [
  'init',
  'scheduled',
  'trialing',
  'active',
  'past_due',
  'incomplete',
];
/** States a membership ends in; buying again restarts it. */
export const ENDED_PURCHASE_STATES: readonly PurchaseState[] = ['canceled', 'finished', 'incomplete_expired'];

const refuse = (reason: string): TransitionResult => ({ ok: false, reason });
const to = (from: MembershipSnapshot, change: Partial<MembershipSnapshot>): TransitionResult => ({
  ok: true,
  membership: { ...from, ...change },
});
const notFrom = (m: MembershipSnapshot, event: MembershipEventType) =>
  refuse(`${event} is not allowed from ${m.state}`);

/** A payment event about a period already left, or already paid, is old news: never applied. */
function stalePayment(m: MembershipSnapshot, period: number): string | null {
  if (period < m.period) return `the event is for period ${period}, the membership is in ${m.period}`;
  if (m.paid_period !== null && period <= m.paid_period) return `period ${period} is already paid`;
  if (period > m.period) return `period ${period} has not begun`;
  return null;
}

function paid(m: MembershipSnapshot, period: number, startsLater = false): TransitionResult {
  if (m.billing === 'free') return refuse('a free membership takes no payments');
  const stale = stalePayment(m, period);
  if (stale) return refuse(stale);
  switch (m.state) {
    case 'init':
    case 'incomplete':
      return to(m, { state: startsLater ? 'scheduled' : 'active', paid_period: period });
    case 'scheduled':
    case 'trialing':
    case 'past_due':
    case 'active':
      return to(m, { state: 'active', paid_period: period });
    default:
      return notFrom(m, 'payment_succeeded');
  }
}

/** A first payment that fails leaves the membership incomplete; a later one makes it past due. */
function unpaid(m: MembershipSnapshot, event: 'payment_failed' | 'payment_requires_action', period: number) {
  if (m.billing === 'free') return refuse('a free membership takes no payments');
  const stale = stalePayment(m, period);
  if (stale) return refuse(stale);
  switch (m.state) {
    case 'init':
    case 'incomplete':
      return to(m, { state: 'incomplete' });
    case 'scheduled':
    case 'trialing':
    case 'active':
    case 'past_due':
      return to(m, { state: 'past_due' });
    default:
      return notFrom(m, event);
  }
}

function periodEnded(m: MembershipSnapshot): TransitionResult {
  if (m.state === 'trialing') {
    // A trial ending with no cancellation is the first charge's business, not an end.
    if (!m.cancel_at_period_end) return refuse('the trial ends in its first payment');
    return to(m, { state: 'canceled', canceled_by: 'canceled_pre_trial', cancel_at_period_end: false });
  }
  if (m.state !== 'active') return notFrom(m, 'period_ended');
  if (m.billing !== 'recurring') return to(m, { state: 'finished', cancel_at_period_end: false });
  if (m.cancel_at_period_end)
    return to(m, { state: 'canceled', canceled_by: 'canceled_by_athlete', cancel_at_period_end: false });
  // A subscription renews: the next period begins, owed until its payment succeeds.
  return to(m, { period: m.period + 1 });
}

export function transition(m: MembershipSnapshot, event: MembershipEvent): TransitionResult {
  switch (event.type) {
    case 'start_scheduled':
      return m.state === 'init' ? to(m, { state: 'scheduled' }) : notFrom(m, event.type);
    case 'free_granted':
      if (m.billing !== 'free') return refuse('only a free membership is granted without payment');
      return m.state === 'init' || m.state === 'scheduled'
        ? to(m, { state: 'active' })
        : notFrom(m, event.type);
    case 'trial_started':
      if (m.billing !== 'recurring') return refuse('only a subscription has a trial');
      return m.state === 'init' || m.state === 'scheduled'
        ? to(m, { state: 'trialing' })
        : notFrom(m, event.type);
    case 'start_day_reached':
      if (m.state !== 'scheduled') return notFrom(m, event.type);
      if (m.billing !== 'free' && m.paid_period === null) return refuse('the start is paid for first');
      return to(m, { state: 'active' });
    case 'payment_succeeded':
      return paid(m, event.period, event.startsLater);
    case 'payment_failed':
    case 'payment_requires_action':
      return unpaid(m, event.type, event.period);
    case 'payment_window_expired':
      return m.state === 'incomplete' ? to(m, { state: 'incomplete_expired' }) : notFrom(m, event.type);
    case 'retries_exhausted':
      // Auto cancelled: no reason is recorded (spec 02 section 4, "no payment after 7 days").
      return m.state === 'past_due'
        ? to(m, { state: 'canceled', canceled_by: null, cancel_at_period_end: false })
        : notFrom(m, event.type);
    case 'cancel_at_period_end':
      if (m.billing !== 'recurring') return refuse('only a subscription renews');
      if (m.state !== 'active' && m.state !== 'trialing') return notFrom(m, event.type);
      if (m.cancel_at_period_end) return refuse('the membership already ends at the period end');
      return to(m, { cancel_at_period_end: true });
    case 'resume':
      if (!m.cancel_at_period_end || (m.state !== 'active' && m.state !== 'trialing'))
        return refuse('only a membership ending at the period end can be resumed');
      return to(m, { cancel_at_period_end: false });
    case 'cancel_now':
      if (!(LIVE_PURCHASE_STATES as readonly string[]).includes(m.state)) return notFrom(m, event.type);
      return to(m, {
        state: 'canceled',
        cancel_at_period_end: false,
        canceled_by:
          event.by === 'coach'
            ? 'canceled_by_coach'
            : m.state === 'trialing' || (m.state === 'scheduled' && m.paid_period === null)
              ? 'canceled_pre_trial'
              : 'canceled_by_athlete',
      });
    case 'period_ended':
      return periodEnded(m);
    case 'restarted':
      if (!(ENDED_PURCHASE_STATES as readonly string[]).includes(m.state)) return notFrom(m, event.type);
      return to(m, {
        state: 'init',
        billing: event.billing,
        cancel_at_period_end: false,
        canceled_by: null,
        period: 0,
        paid_period: null,
      });
  }
}

/** A membership just made, before anything happened to it. */
export const newMembership = (billing: Billing): MembershipSnapshot => ({
  state: 'init',
  cancel_at_period_end: false,
  canceled_by: null,
  billing,
  period: 0,
  paid_period: null,
});

// Every purchase state is a membership state the rest of the platform knows.
const purchaseStatesAreMembershipStates: readonly MembershipState[] = purchaseStates;
void purchaseStatesAreMembershipStates;
