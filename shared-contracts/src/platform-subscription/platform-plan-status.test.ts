import {
  platformPlanStatusOf,
  type PlatformPlanFacts,
  type PlatformPlanStatus,
} from './platform-plan-status';

const now = new Date('2026-06-01T12:00:00Z');
const later = new Date('2026-06-20T00:00:00Z');
const earlier = new Date('2026-05-20T00:00:00Z');
const none: PlatformPlanFacts = {
  planKind: null,
  state: null,
  active: false,
  trial: false,
  trialEndDate: null,
  awaitingPayment: false,
};
const pro = { ...none, planKind: 'professional_band_25', state: 'active', active: true };
const trial = { ...none, state: 'trialing', active: true, trial: true, trialEndDate: later };

test.each<[string, PlatformPlanFacts, PlatformPlanStatus | null]>([
  ['an account that never had a plan or a trial has no status', none, null],
  ['a paid plan in force is active', pro, 'active'],
  ['the FREE plan is active', { ...pro, planKind: 'free' }, 'active'],
  ['a running trial is active', trial, 'active'],
  [
    'a trial whose first payment waits for the bank is pending',
    { ...trial, awaitingPayment: true },
    'pending',
  ],
  ['a renewal being retried is pending', { ...pro, state: 'past_due' }, 'pending'],
  ['an incomplete first payment is pending', { ...pro, state: 'incomplete', active: false }, 'pending'],
  ['a plan that ended is cancelled', { ...pro, state: 'canceled', active: false }, 'cancelled'],
  ['a trial that ran out with no plan is expired', { ...trial, trialEndDate: earlier }, 'expired'],
  [
    'a first payment never confirmed is expired',
    { ...pro, state: 'incomplete_expired', active: false },
    'expired',
  ],
])('%s', (_name, facts, status) => {
  expect(platformPlanStatusOf(facts, now)).toBe(status);
});
