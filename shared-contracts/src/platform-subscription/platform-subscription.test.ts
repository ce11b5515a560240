import { planLimitsOfSubscription } from '../programs/plan-limits';
import type { Subscription } from '../entities/subscription';
import { downgradeProblem } from './plan-changes';
import { bandOfPlanKind, platformPlanOffers, platformPriceOf, professionalPlanKind } from './platform-plans';
import { intervalSwitchAmount, remainingShare, upgradeAmount } from './proration';

const DAY = 86_400_000;
const month = { start: 0, end: 30 * DAY };

test('a year costs ten months on every band: two months free', () => {
  for (const offer of platformPlanOffers.filter((o) => o.choice !== 'free')) {
    expect(offer.annual).toBe(offer.monthly * 10);
    expect(offer.annualSaving).toBe(offer.monthly * 2);
  }
  expect(platformPlanOffers.map((o) => o.choice)).toEqual(['free', 5, 10, 25, 50, 75]);
});

test.each([
  ['at the start the whole difference', 0, 1000],
  ['half way half of it', 15 * DAY, 500],
  ['with a third left a third, rounded half up', 20 * DAY, 333],
  ['at the end nothing', 30 * DAY, 0],
  ['after the end nothing', 31 * DAY, 0],
])('upgrading %s', (_label, now, expected) => {
  expect(upgradeAmount({ from: 2000, to: 3000, period: month, now })).toBe(expected);
});

test('moving to annual charges the year less the unused part of the month', () => {
  const annual = platformPriceOf(10, 'year');
  const paid = platformPriceOf(10, 'month');
  expect(intervalSwitchAmount({ paid, annual, period: month, now: 10 * DAY })).toBe(
    annual - Math.round((paid * 2) / 3),
  );
  expect(remainingShare(month, -DAY)).toBe(1);
});

test.each([
  ['FREE with 5 clients and no coaches', 'free', 5, 0, null],
  ['FREE with 6 clients', 'free', 6, 0, 'You have 6 active clients; this plan takes up to 5.'],
  ['FREE with an extra coach', 'free', 2, 1, 'Your account has 1 extra coach'],
  ['the 10 band with 10 clients and coaches', 10, 10, 2, null],
  ['the 10 band with 11 clients', 10, 11, 0, 'You have 11 active clients; this plan takes up to 10.'],
] as const)('downgrading to %s', (_label, target, activeClients, extraCoaches, problem) => {
  const answer = downgradeProblem(target, { activeClients, extraCoaches });
  if (problem === null) expect(answer).toBeNull();
  else expect(answer).toContain(problem);
});

const subscription = (overrides: Partial<Subscription>): Subscription => ({
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
  ...overrides,
});

test('a band takes its number of clients; a trial any number; FREE five and no PROFESSIONAL features', () => {
  const band = planLimitsOfSubscription(
    subscription({ plan: { id: 0, product_kind: professionalPlanKind(25), max_clients: 25 } }),
  );
  expect(band).toMatchObject({ maxClients: 25, customisation: true, zapier: true, extraCoaches: true });
  expect(planLimitsOfSubscription(subscription({ trial: true, state: 'trialing' })).maxClients).toBeNull();
  expect(
    planLimitsOfSubscription(
      subscription({ free_plan: true, plan: { id: 0, product_kind: 'free', max_clients: 5 } }),
    ),
  ).toMatchObject({
    maxClients: 5,
    customisation: false,
    zapier: false,
    appBranding: false,
    extraCoaches: false,
  });
  expect(bandOfPlanKind('professional_band_50')).toBe(50);
  expect(bandOfPlanKind('professional_band_7')).toBeNull();
});
