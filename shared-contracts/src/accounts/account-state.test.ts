import type { Subscription } from '../entities/subscription';
import { accountStateOf, type AccountState } from './account-state';

const base: Subscription = {
  plan: null,
  scheduled_plan: null,
  active: false,
  free_usage: false,
  free_plan: false,
  state: null,
  cancel_at_period_end: false,
  active_clients: 0,
  active_sub_clients: 0,
  trial: false,
  trial_end_date: null,
  next_payment_date: null,
};
const pro = { id: 2, product_kind: 'professional_band_25', max_clients: 25 };
const freePlan = { id: 1, product_kind: 'free', max_clients: 5 };

const none: AccountState = {
  cancelled: false,
  purchaseFailed: false,
  cancelAtPeriodEnd: false,
  trialActive: false,
  trialExpired: false,
  empty: false,
  blocked: false,
  free: false,
  professional: false,
  whiteLabel: false,
};

/** Spec 01 section 4, one row per state. */
const table: [string, Subscription | null, Partial<AccountState>][] = [
  [
    'a running trial is active, not blocked, and white-labelled',
    { ...base, active: true, trial: true, state: 'trialing', trial_end_date: '2030-01-01' },
    { trialActive: true, whiteLabel: true },
  ],
  [
    'a trial that ran out without a plan is expired and blocked',
    { ...base, trial_end_date: '2020-01-01' },
    { trialExpired: true, blocked: true },
  ],
  ['an account that never had a plan nor a trial is empty and blocked', base, { empty: true, blocked: true }],
  ['no subscription at all is empty and blocked', null, { empty: true, blocked: true }],
  [
    'the FREE plan is free and open',
    { ...base, plan: freePlan, active: true, free_plan: true, state: 'active' },
    { free: true },
  ],
  ['free usage counts as free', { ...base, active: true, free_usage: true }, { free: true }],
  [
    'an inactive free account is blocked but not empty',
    { ...base, free_plan: true },
    { free: true, blocked: true },
  ],
  [
    'a paid PROFESSIONAL plan is white-labelled',
    { ...base, plan: pro, active: true, state: 'active' },
    { professional: true, whiteLabel: true },
  ],
  [
    'a trial flag beside a paid plan is not a running trial',
    { ...base, plan: pro, active: true, trial: true, state: 'active', trial_end_date: '2030-01-01' },
    { professional: true, whiteLabel: true },
  ],
  [
    'state canceled is cancelled',
    { ...base, plan: pro, state: 'canceled', trial_end_date: '2020-01-01' },
    { cancelled: true, professional: true, whiteLabel: true, blocked: true },
  ],
  [
    'state incomplete_expired is cancelled',
    { ...base, plan: pro, state: 'incomplete_expired' },
    { cancelled: true, professional: true, whiteLabel: true, blocked: true, empty: true },
  ],
  [
    'state past_due is a failed purchase',
    { ...base, plan: pro, active: true, state: 'past_due' },
    { purchaseFailed: true, professional: true, whiteLabel: true },
  ],
  [
    'state incomplete is a failed purchase',
    { ...base, plan: pro, state: 'incomplete', trial_end_date: '2020-01-01' },
    { purchaseFailed: true, professional: true, whiteLabel: true, blocked: true },
  ],
  [
    'cancel at period end keeps access until the period ends',
    { ...base, plan: pro, active: true, state: 'active', cancel_at_period_end: true },
    { cancelAtPeriodEnd: true, professional: true, whiteLabel: true },
  ],
];

test.each(table)('%s', (_name, subscription, expected) => {
  expect(accountStateOf(subscription)).toEqual({ ...none, ...expected });
});
