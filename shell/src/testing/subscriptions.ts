import type { Subscription } from '@coachforge/contracts';

/** A platform subscription on an active trial, with the fields a test cares about overridden. */
export function trialSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    plan: null,
    scheduled_plan: null,
    active: true,
    free_usage: false,
    free_plan: false,
    state: 'trialing',
    cancel_at_period_end: false,
    active_clients: 0,
    active_sub_clients: 0,
    trial: true,
    trial_end_date: '2099-01-01',
    next_payment_date: null,
    ...overrides,
  };
}
