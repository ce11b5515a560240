import {
  membershipEventTypes,
  newMembership,
  purchaseStates,
  transition,
  type Billing,
  type MembershipEvent,
  type MembershipEventType,
  type MembershipSnapshot,
  type PurchaseState,
} from './membership-state';

const FIRST_PERIOD_STATES: PurchaseState[] = ['init', 'incomplete', 'scheduled', 'trialing'];

/** A recurring membership in each state, in period 1 with period 0 paid (a first payment pending in init). */
const inState = (state: PurchaseState, change: Partial<MembershipSnapshot> = {}): MembershipSnapshot => ({
  ...newMembership('recurring'),
  state,
  period: FIRST_PERIOD_STATES.includes(state) ? 0 : 1,
  paid_period: FIRST_PERIOD_STATES.includes(state) ? null : 0,
  ...(state === 'active' ? { paid_period: 1 } : {}),
  ...change,
});

/** Each event as sent for the membership's current period. */
const eventFor = (type: MembershipEventType, m: MembershipSnapshot): MembershipEvent => {
  switch (type) {
    case 'payment_succeeded':
    case 'payment_failed':
    case 'payment_requires_action':
      // An active membership's next payment is the renewal one (its period ended first).
      return { type, period: m.period };
    case 'cancel_now':
      return { type, by: 'athlete' };
    case 'restarted':
      return { type, billing: 'recurring' };
    default:
      return { type };
  }
};

const R = null; // refused
/**
 * Every state × every event of a subscription (cancel_at_period_end false): the state it moves to, or R.
 * An active membership here has paid its period, so a payment for it again is refused.
 */
const table: Record<PurchaseState, Record<MembershipEventType, PurchaseState | null>> = {
  init: {
    start_scheduled: 'scheduled',
    free_granted: R,
    trial_started: 'trialing',
    start_day_reached: R,
    payment_succeeded: 'active',
    payment_failed: 'incomplete',
    payment_requires_action: 'incomplete',
    payment_window_expired: R,
    retries_exhausted: R,
    cancel_at_period_end: R,
    resume: R,
    cancel_now: 'canceled',
    period_ended: R,
    restarted: R,
  },
  scheduled: {
    start_scheduled: R,
    free_granted: R,
    trial_started: 'trialing',
    start_day_reached: R,
    payment_succeeded: 'active',
    payment_failed: 'past_due',
    payment_requires_action: 'past_due',
    payment_window_expired: R,
    retries_exhausted: R,
    cancel_at_period_end: R,
    resume: R,
    cancel_now: 'canceled',
    period_ended: R,
    restarted: R,
  },
  trialing: {
    start_scheduled: R,
    free_granted: R,
    trial_started: R,
    start_day_reached: R,
    payment_succeeded: 'active',
    payment_failed: 'past_due',
    payment_requires_action: 'past_due',
    payment_window_expired: R,
    retries_exhausted: R,
    cancel_at_period_end: 'trialing',
    resume: R,
    cancel_now: 'canceled',
    period_ended: R,
    restarted: R,
  },
  active: {
    start_scheduled: R,
    free_granted: R,
    trial_started: R,
    start_day_reached: R,
    payment_succeeded: R,
    payment_failed: R,
    payment_requires_action: R,
    payment_window_expired: R,
    retries_exhausted: R,
    cancel_at_period_end: 'active',
    resume: R,
    cancel_now: 'canceled',
    period_ended: 'active',
    restarted: R,
  },
  past_due: {
    start_scheduled: R,
    free_granted: R,
    trial_started: R,
    start_day_reached: R,
    payment_succeeded: 'active',
    payment_failed: 'past_due',
    payment_requires_action: 'past_due',
    payment_window_expired: R,
    retries_exhausted: 'canceled',
    cancel_at_period_end: R,
    resume: R,
    cancel_now: 'canceled',
    period_ended: R,
    restarted: R,
  },
  incomplete: {
    start_scheduled: R,
    free_granted: R,
    trial_started: R,
    start_day_reached: R,
    payment_succeeded: 'active',
    payment_failed: 'incomplete',
    payment_requires_action: 'incomplete',
    payment_window_expired: 'incomplete_expired',
    retries_exhausted: R,
    cancel_at_period_end: R,
    resume: R,
    cancel_now: 'canceled',
    period_ended: R,
    restarted: R,
  },
  incomplete_expired: {
    start_scheduled: R,
    free_granted: R,
    trial_started: R,
    start_day_reached: R,
    payment_succeeded: R,
    payment_failed: R,
    payment_requires_action: R,
    payment_window_expired: R,
    retries_exhausted: R,
    cancel_at_period_end: R,
    resume: R,
    cancel_now: R,
    period_ended: R,
    restarted: 'init',
  },
  canceled: {
    start_scheduled: R,
    free_granted: R,
    trial_started: R,
    start_day_reached: R,
    payment_succeeded: R,
    payment_failed: R,
    payment_requires_action: R,
    payment_window_expired: R,
    retries_exhausted: R,
    cancel_at_period_end: R,
    resume: R,
    cancel_now: R,
    period_ended: R,
    restarted: 'init',
  },
  finished: {
    start_scheduled: R,
    free_granted: R,
    trial_started: R,
    start_day_reached: R,
    payment_succeeded: R,
    payment_failed: R,
    payment_requires_action: R,
    payment_window_expired: R,
    retries_exhausted: R,
    cancel_at_period_end: R,
    resume: R,
    cancel_now: R,
    period_ended: R,
    restarted: 'init',
  },
};

const cells = purchaseStates.flatMap((state) =>
  membershipEventTypes.map((event) => [state, event, table[state][event]] as const),
);

test('the table names every state and every event', () => {
  expect(Object.keys(table).sort()).toEqual([...purchaseStates].sort());
  for (const state of purchaseStates)
    expect(Object.keys(table[state]).sort()).toEqual([...membershipEventTypes].sort());
});

test.each(cells)(
  'a subscription %s on %s moves to %s (null: refused with a reason)',
  (state, type, expected) => {
    const from = inState(state);
    const result = transition(from, eventFor(type, from));
    if (expected === null) {
      expect(result).toEqual({ ok: false, reason: expect.any(String) });
    } else {
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.membership.state).toBe(expected);
    }
  },
);

describe('with cancel_at_period_end set', () => {
  const ending = (state: PurchaseState) => inState(state, { cancel_at_period_end: true });

  test.each(['active', 'trialing'] as const)(
    'a %s membership ends at the period end, by the client',
    (state) => {
      const result = transition(ending(state), { type: 'period_ended' });
      expect(result).toEqual({
        ok: true,
        membership: expect.objectContaining({
          state: 'canceled',
          cancel_at_period_end: false,
          canceled_by: state === 'trialing' ? 'canceled_pre_trial' : 'canceled_by_athlete',
        }),
      });
    },
  );

  test.each(['active', 'trialing'] as const)('resume clears the flag of a %s membership', (state) => {
    const result = transition(ending(state), { type: 'resume' });
    expect(result).toEqual({ ok: true, membership: { ...ending(state), cancel_at_period_end: false } });
  });

  test('asking twice to cancel at the period end is refused, the flag stays', () => {
    expect(transition(ending('active'), { type: 'cancel_at_period_end' }).ok).toBe(false);
  });

  test('cancelling now still ends it at once', () => {
    const result = transition(ending('active'), { type: 'cancel_now', by: 'athlete' });
    expect(result.ok && result.membership).toMatchObject({ state: 'canceled', cancel_at_period_end: false });
  });
});

describe('late and repeated payment events never move a membership backwards', () => {
  test('a failure for a period already paid is refused', () => {
    const active = inState('active', { period: 2, paid_period: 2 });
    expect(transition(active, { type: 'payment_failed', period: 2 }).ok).toBe(false);
    expect(transition(active, { type: 'payment_requires_action', period: 2 }).ok).toBe(false);
  });

  test('a success repeated for the same period is refused', () => {
    const once = transition(inState('init'), { type: 'payment_succeeded', period: 0 });
    expect(once.ok).toBe(true);
    if (once.ok) expect(transition(once.membership, { type: 'payment_succeeded', period: 0 }).ok).toBe(false);
  });

  test('an event for a period already left is refused, and one for a period not begun', () => {
    const renewed = inState('past_due', { period: 3, paid_period: 2 });
    expect(transition(renewed, { type: 'payment_failed', period: 2 }).ok).toBe(false);
    expect(transition(renewed, { type: 'payment_succeeded', period: 4 }).ok).toBe(false);
    expect(transition(renewed, { type: 'payment_succeeded', period: 3 })).toEqual({
      ok: true,
      membership: { ...renewed, state: 'active', paid_period: 3 },
    });
  });

  test('a retry that ran out after the payment came in does not cancel', () => {
    expect(transition(inState('active'), { type: 'retries_exhausted' }).ok).toBe(false);
  });
});

describe('a subscription renews', () => {
  test('its period ends, the next one is owed, and its payment makes it active again', () => {
    const active = inState('active', { period: 0, paid_period: 0 });
    const ended = transition(active, { type: 'period_ended' });
    expect(ended).toEqual({ ok: true, membership: { ...active, period: 1 } });
    if (!ended.ok) return;
    const failed = transition(ended.membership, { type: 'payment_failed', period: 1 });
    expect(failed.ok && failed.membership.state).toBe('past_due');
    if (!failed.ok) return;
    const exhausted = transition(failed.membership, { type: 'retries_exhausted' });
    expect(exhausted.ok && exhausted.membership).toMatchObject({ state: 'canceled', canceled_by: null });
  });
});

describe('one-off and free memberships', () => {
  const of = (billing: Billing, change: Partial<MembershipSnapshot> = {}): MembershipSnapshot => ({
    ...newMembership(billing),
    ...change,
  });

  test('a one-off paid for a later start waits scheduled, then starts on its day and finishes at its end', () => {
    const paid = transition(of('one_off'), { type: 'payment_succeeded', period: 0, startsLater: true });
    expect(paid.ok && paid.membership.state).toBe('scheduled');
    if (!paid.ok) return;
    const started = transition(paid.membership, { type: 'start_day_reached' });
    expect(started.ok && started.membership.state).toBe('active');
    if (!started.ok) return;
    const ended = transition(started.membership, { type: 'period_ended' });
    expect(ended.ok && ended.membership.state).toBe('finished');
  });

  test('a scheduled membership not paid for cannot start', () => {
    expect(transition(of('one_off', { state: 'scheduled' }), { type: 'start_day_reached' }).ok).toBe(false);
  });

  test('a free membership is granted, now or on its start day, and takes no payments', () => {
    expect(transition(of('free'), { type: 'free_granted' })).toMatchObject({
      ok: true,
      membership: { state: 'active' },
    });
    const later = of('free', { state: 'scheduled' });
    expect(transition(later, { type: 'start_day_reached' })).toMatchObject({
      ok: true,
      membership: { state: 'active' },
    });
    expect(transition(of('free'), { type: 'payment_succeeded', period: 0 }).ok).toBe(false);
    expect(transition(of('free'), { type: 'payment_failed', period: 0 }).ok).toBe(false);
  });

  test('only a paid-for kind is granted or trialled as such', () => {
    expect(transition(of('one_off'), { type: 'free_granted' }).ok).toBe(false);
    expect(transition(of('one_off'), { type: 'trial_started' }).ok).toBe(false);
    expect(transition(of('free'), { type: 'cancel_at_period_end' }).ok).toBe(false);
  });

  test('a one-off that ran its course ends finished rather than renewing', () => {
    const active = of('one_off', { state: 'active', paid_period: 0 });
    expect(transition(active, { type: 'period_ended' })).toMatchObject({
      ok: true,
      membership: { state: 'finished' },
    });
  });
});

describe('who ended it', () => {
  test.each([
    ['active', 'athlete', 'canceled_by_athlete'],
    ['active', 'coach', 'canceled_by_coach'],
    ['trialing', 'athlete', 'canceled_pre_trial'],
    ['scheduled', 'athlete', 'canceled_pre_trial'],
    ['past_due', 'athlete', 'canceled_by_athlete'],
  ] as const)('%s cancelled now by the %s is recorded as %s', (state, by, reason) => {
    const result = transition(inState(state), { type: 'cancel_now', by });
    expect(result.ok && result.membership.canceled_by).toBe(reason);
  });

  test('buying again after an end starts afresh', () => {
    const ended = inState('canceled', { canceled_by: 'canceled_by_coach', period: 5, paid_period: 4 });
    expect(transition(ended, { type: 'restarted', billing: 'one_off' })).toEqual({
      ok: true,
      membership: newMembership('one_off'),
    });
  });
});
