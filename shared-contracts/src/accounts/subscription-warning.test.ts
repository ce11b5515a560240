import type { Subscription } from '../entities/subscription';
import { countdownDelayMs, subscriptionWarningOf, type SubscriptionWarning } from './subscription-warning';

const now = new Date('2026-06-01T12:00:00Z');
const base: Subscription = {
  plan: null,
  scheduled_plan: null,
  active: true,
  free_usage: false,
  free_plan: false,
  state: 'active',
  cancel_at_period_end: false,
  active_clients: 0,
  active_sub_clients: 0,
  trial: false,
  trial_end_date: null,
  next_payment_date: null,
};
const band = (max: number) => ({ id: 1, product_kind: `professional_band_${max}`, max_clients: max });
const trial = (endsAt: string, clients = 0): Subscription => ({
  ...base,
  state: 'trialing',
  trial: true,
  trial_end_date: endsAt,
  active_sub_clients: clients,
});
const pro = (max: number, clients: number): Subscription => ({
  ...base,
  plan: band(max),
  active_sub_clients: clients,
});
const free = (clients: number): Subscription => ({
  ...base,
  free_plan: true,
  plan: { id: 0, product_kind: 'free', max_clients: 5 },
  active_sub_clients: clients,
});

const table: [string, Subscription | null, SubscriptionWarning | null][] = [
  ['no subscription', null, null],
  ['a paid plan with room', pro(25, 5), null],
  ['a failed payment', { ...pro(25, 5), state: 'past_due' }, { kind: 'purchase_failed' }],
  [
    'a cancelled plan with no clients left: renew without clients',
    { ...pro(25, 0), state: 'canceled', active: false },
    { kind: 'cancelled', clients: 0 },
  ],
  [
    'a cancelled plan whose clients stayed: renew with clients',
    { ...pro(25, 3), active_clients: 3, state: 'canceled', active: false },
    { kind: 'cancelled', clients: 3 },
  ],
  [
    'cancel at period end',
    { ...pro(25, 5), cancel_at_period_end: true, next_payment_date: '2026-07-01 00:00:00 +0000' },
    { kind: 'cancel_at_period_end', until: '2026-07-01 00:00:00 +0000' },
  ],
  ['a trial with 20 days left', trial('2026-06-21'), { kind: 'trial', endsAt: '2026-06-21', red: false }],
  [
    'a trial with 7 days left is red',
    trial('2026-06-08T12:00:00Z'),
    { kind: 'trial', endsAt: '2026-06-08T12:00:00Z', red: true },
  ],
  [
    'a trial with 6 subscribed clients is red',
    trial('2026-06-21', 6),
    { kind: 'trial', endsAt: '2026-06-21', red: true },
  ],
  ['a trial in free usage does not count down', { ...trial('2026-06-21'), free_usage: true }, null],
  [
    'an expired trial',
    { ...base, active: false, state: null, trial_end_date: '2026-05-01' },
    { kind: 'trial_ended' },
  ],
  ['the free plan with 2 clients', free(2), null],
  ['the free plan with 3 clients', free(3), { kind: 'clients', level: 'approaching', active: 3, max: 5 }],
  ['the free plan with 4 clients', free(4), { kind: 'clients', level: 'crushing', active: 4, max: 5 }],
  ['band 10 at 7', pro(10, 7), null],
  ['band 10 at 8', pro(10, 8), { kind: 'clients', level: 'approaching', active: 8, max: 10 }],
  ['band 10 at 9', pro(10, 9), { kind: 'clients', level: 'crushing', active: 9, max: 10 }],
  ['band 25 at 19', pro(25, 19), null],
  ['band 25 at 23', pro(25, 23), { kind: 'clients', level: 'approaching', active: 23, max: 25 }],
  ['band 25 at 24', pro(25, 24), { kind: 'clients', level: 'crushing', active: 24, max: 25 }],
  ['band 50 at 45', pro(50, 45), { kind: 'clients', level: 'approaching', active: 45, max: 50 }],
  ['band 50 at 49', pro(50, 49), { kind: 'clients', level: 'crushing', active: 49, max: 50 }],
  ['band 75 at 73', pro(75, 73), { kind: 'clients', level: 'approaching', active: 73, max: 75 }],
  ['band 75 at 74', pro(75, 74), { kind: 'clients', level: 'crushing', active: 74, max: 75 }],
];

test.each(table)('%s', (_case, subscription, expected) => {
  expect(subscriptionWarningOf(subscription, now)).toEqual(expected);
});

test.each([
  ['days left: every 20 minutes', 3 * 24 * 3600_000, 20 * 60_000],
  ['just over an hour: up to the hour mark', 3600_000 + 5 * 60_000, 5 * 60_000],
  ['under an hour: every minute', 30 * 60_000, 60_000],
  ['just over 80 seconds: up to the 80-second mark', 100_000, 20_000],
  ['under 80 seconds: every second', 79_000, 1000],
  ['at zero: every second until the subscription is refetched', 0, 1000],
])('the countdown refreshes %s', (_case, left, delay) => {
  expect(countdownDelayMs(left)).toBe(delay);
});
