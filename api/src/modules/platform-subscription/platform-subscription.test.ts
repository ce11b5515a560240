import { apiPath, endpoints, messages, platformPriceOf, type PlatformBilling } from '@coachforge/contracts';
import { connectCable } from '../../testing/cable-client';
import { accountIdOf, callEndpoint } from '../../testing/programs';
import { signedUp } from '../../testing/test-api';
import { CARDS, startPurchaseWorld, type PurchaseWorld } from '../../testing/purchase-world';
import { addInterval } from './billing-periods';

let w: PurchaseWorld;
beforeAll(async () => {
  w = await startPurchaseWorld();
}, 30_000);
afterAll(() => w.close());

type Auth = Record<string, string>;
const DAY_MS = 86_400_000;

const call = (endpoint: Parameters<typeof callEndpoint>[1], auth: Auth, payload?: object) =>
  callEndpoint(w.api, endpoint, auth, payload ? { payload } : {});
const billingOf = async (auth: Auth): Promise<PlatformBilling> =>
  (await call(endpoints.platformBilling, auth)).json();
const invoicesOf = async (auth: Auth) => (await call(endpoints.platformInvoices, auth)).json();
const subscriptionOf = async (auth: Auth) => (await call(endpoints.subscribe, auth)).json();

async function choose(
  auth: Auth,
  plan: 'free' | 5 | 10 | 25 | 50 | 75,
  interval = 'month',
  card: string = CARDS.ok,
) {
  const payload =
    plan === 'free' ? { plan, interval } : { plan, interval, payment_method_id: await w.card(card) };
  return call(endpoints.choosePlatformPlan, auth, payload);
}

/** A coach who left the trial for FREE and then paid for a band: a period of exactly one interval from now. */
async function onBand(band: 5 | 10 | 25, interval = 'month') {
  const coach = await w.coach({ onTrial: true });
  expect((await choose(coach.auth, 'free')).statusCode).toBe(200);
  const chosen = await choose(coach.auth, band, interval);
  expect(chosen.statusCode).toBe(200);
  return coach;
}

/** `count` clients subscribe to a monthly program of the coach. */
async function withClients(coach: Auth, count: number) {
  const plan = await w.program(coach, {});
  for (let i = 0; i < count; i += 1) {
    const client = await w.client();
    const joined = await callEndpoint(w.api, endpoints.purchasePlan, client.auth, {
      params: { plan_id: plan.id },
      payload: { price_option_id: plan.priceId, payment_method_id: await w.card(CARDS.ok) },
    });
    expect(joined.statusCode).toBe(200);
  }
  return plan;
}

test('a coach on the trial takes the 10-client band monthly: paid at once, the rest of the trial added to the first month', async () => {
  const coach = await w.coach({ onTrial: true });
  const before = await subscriptionOf(coach.auth);
  expect(before).toMatchObject({ trial: true, plan: null });

  const chosen = await choose(coach.auth, 10);
  expect(chosen.statusCode).toBe(200);
  const trialEnd = new Date(before.trial_end_date);
  expect(chosen.json().billing).toMatchObject({
    plan: 10,
    interval: 'month',
    state: 'active',
    amount: 2999,
    current_period_end: addInterval(trialEnd, 'month').toISOString(),
    card: { brand: 'visa', last4: '4242' },
  });
  expect(await subscriptionOf(coach.auth)).toMatchObject({
    trial: false,
    active: true,
    plan: { product_kind: 'professional_band_10', max_clients: 10 },
  });
  expect(await invoicesOf(coach.auth)).toEqual([
    expect.objectContaining({
      kind: 'subscription',
      plan: 10,
      amount: 2999,
      currency: 'gbp',
      status: 'succeeded',
    }),
  ]);
  // A running band is changed by upgrading or downgrading, not chosen again.
  expect((await choose(coach.auth, 25)).json().error).toBe(messages.platformSubscription.planRunning);
});

test('a declined card changes nothing and says so', async () => {
  const coach = await w.coach({ onTrial: true });
  const refused = await choose(coach.auth, 10, 'month', CARDS.declined);
  expect(refused.statusCode).toBe(422);
  expect(refused.json().error).toBe(messages.payments.cardError);
  expect((await billingOf(coach.auth)).plan).toBeNull();
  expect(await invoicesOf(coach.auth)).toEqual([expect.objectContaining({ status: 'failed' })]);
});

test('upgrading part way through the month charges the difference for the rest of it and changes the band at once', async () => {
  const coach = await onBand(5);
  const { current_period_start, current_period_end } = await billingOf(coach.auth);
  const start = Date.parse(current_period_start!);
  const end = Date.parse(current_period_end!);
  await w.pass(10);
  const upgraded = await call(endpoints.upgradePlatformPlan, coach.auth, { plan: 25 });
  expect(upgraded.statusCode).toBe(200);
  const left = (end - w.clock.now().getTime()) / (end - start);
  const difference = platformPriceOf(25, 'month') - platformPriceOf(5, 'month');
  const [upgrade] = await invoicesOf(coach.auth);
  expect(upgrade).toMatchObject({ kind: 'upgrade', plan: 25, amount: Math.round(difference * left) });
  expect(upgrade.amount).toBeLessThan(difference);
  // Same period: the next payment is still due when it was, at the bigger band's price.
  expect(upgraded.json().billing).toMatchObject({ plan: 25, current_period_end, amount: 4999 });
  const smaller = await call(endpoints.upgradePlatformPlan, coach.auth, { plan: 10 });
  expect(smaller.json().error).toBe(messages.platformSubscription.notAnUpgrade);
});

test('a downgrade is refused while the active clients do not fit the smaller plan, saying why', async () => {
  const coach = await onBand(10);
  await withClients(coach.auth, 6);
  for (const plan of ['free', 5] as const) {
    const refused = await call(endpoints.downgradePlatformPlan, coach.auth, { plan });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(messages.platformSubscription.tooManyClients(6, 5));
  }
  expect((await billingOf(coach.auth)).scheduled_plan).toBeNull();
});

test('a sign-up over the band is refused with the band’s message; the clients already in stay', async () => {
  const coach = await onBand(5);
  const plan = await withClients(coach.auth, 5);
  const sixth = await w.client();
  const refused = await callEndpoint(w.api, endpoints.purchasePlan, sixth.auth, {
    params: { plan_id: plan.id },
    payload: { price_option_id: plan.priceId, payment_method_id: await w.card(CARDS.ok) },
  });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().error).toBe(messages.platformSubscription.overBand(5));
  expect(await subscriptionOf(coach.auth)).toMatchObject({ active_sub_clients: 5 });
  // users/me, which the header reads, counts them the same way.
  const me = (await call(endpoints.me, coach.auth)).json();
  expect(me.current.subscription).toMatchObject({ active_clients: 5, active_sub_clients: 5 });
});

test('a downgrade waits for the period end, where the job applies it and charges the smaller band', async () => {
  const coach = await onBand(25);
  const scheduled = await call(endpoints.downgradePlatformPlan, coach.auth, { plan: 10 });
  expect(scheduled.json().billing).toMatchObject({ plan: 25, scheduled_plan: 10, amount: 2999 });
  expect((await subscriptionOf(coach.auth)).scheduled_plan).toMatchObject({
    product_kind: 'professional_band_10',
  });
  const { current_period_end } = await billingOf(coach.auth);
  await w.pass(Math.ceil((Date.parse(current_period_end!) - w.clock.now().getTime()) / DAY_MS));
  expect(await billingOf(coach.auth)).toMatchObject({
    plan: 10,
    scheduled_plan: null,
    state: 'active',
    current_period_start: current_period_end,
  });
  expect((await invoicesOf(coach.auth))[0]).toMatchObject({ kind: 'renewal', plan: 10, amount: 2999 });
});

test('a downgrade to FREE at the period end charges nothing and leaves the account on FREE', async () => {
  const coach = await onBand(10);
  expect((await call(endpoints.downgradePlatformPlan, coach.auth, { plan: 'free' })).statusCode).toBe(200);
  await w.pass(32);
  expect(await subscriptionOf(coach.auth)).toMatchObject({ free_plan: true, active: true });
  expect((await billingOf(coach.auth)).plan).toBe('free');
  expect((await invoicesOf(coach.auth)).map((i: { kind: string }) => i.kind)).toEqual(['subscription']);
});

test('cancel keeps the plan to the period end and resume undoes it; once ended, resume starts it again, paid', async () => {
  const coach = await onBand(10);
  const cancelled = await call(endpoints.cancelPlatformPlan, coach.auth);
  expect(cancelled.json().billing).toMatchObject({ plan: 10, state: 'active', cancel_at_period_end: true });
  expect((await call(endpoints.cancelPlatformPlan, coach.auth)).json().error).toBe(
    messages.platformSubscription.alreadyCancelled,
  );
  const resumed = await call(endpoints.resumePlatformPlan, coach.auth, {});
  expect(resumed.json().billing.cancel_at_period_end).toBe(false);

  await call(endpoints.cancelPlatformPlan, coach.auth);
  await w.pass(32);
  expect(await subscriptionOf(coach.auth)).toMatchObject({ state: 'canceled', active: false });
  expect((await invoicesOf(coach.auth)).length).toBe(1);
  const again = await call(endpoints.resumePlatformPlan, coach.auth, {});
  expect(again.json().billing).toMatchObject({ plan: 10, state: 'active', cancel_at_period_end: false });
  expect(await subscriptionOf(coach.auth)).toMatchObject({ state: 'active', active: true });
});

test('FREE has nothing to cancel', async () => {
  const coach = await w.coach({ onTrial: true });
  await choose(coach.auth, 'free');
  const refused = await call(endpoints.cancelPlatformPlan, coach.auth);
  expect(refused.statusCode).toBe(422);
  expect(refused.json().error).toBe(messages.platformSubscription.noPaidPlan);
});

test('monthly to annual: a year from now, for the year less what is left of the month', async () => {
  const coach = await onBand(10);
  const { current_period_start, current_period_end } = await billingOf(coach.auth);
  await w.pass(20);
  const switched = await call(endpoints.switchPlatformPlanToAnnual, coach.auth, {});
  expect(switched.statusCode).toBe(200);
  const now = w.clock.now();
  const end = Date.parse(current_period_end!);
  const credit = Math.round(2999 * ((end - now.getTime()) / (end - Date.parse(current_period_start!))));
  expect((await invoicesOf(coach.auth))[0]).toMatchObject({
    kind: 'annual_switch',
    interval: 'year',
    amount: 29990 - credit,
  });
  expect(switched.json().billing).toMatchObject({
    interval: 'year',
    amount: 29990,
    current_period_end: addInterval(now, 'year').toISOString(),
  });
  expect((await call(endpoints.switchPlatformPlanToAnnual, coach.auth, {})).json().error).toBe(
    messages.platformSubscription.alreadyAnnual,
  );
});

test('a renewal that fails leaves the plan past due, is tried again, then the plan ends', async () => {
  const coach = await onBand(5);
  const accountId = await accountIdOf(w.api, coach.auth);
  // The card on file stops working (it expired): a test-only change of the stored card.
  await w.api.db.query('UPDATE platform_subscriptions SET payment_method_id = $2 WHERE account_id = $1', [
    accountId,
    await w.card(CARDS.declined),
  ]);
  await w.pass(32);
  expect(await subscriptionOf(coach.auth)).toMatchObject({ state: 'past_due', active: true });
  expect((await call(endpoints.upgradePlatformPlan, coach.auth, { plan: 10 })).json().error).toBe(
    messages.platformSubscription.paymentOwed,
  );
  await w.pass(8);
  expect(await subscriptionOf(coach.auth)).toMatchObject({ state: 'canceled', active: false });
  expect(
    (await invoicesOf(coach.auth)).filter((i: { status: string }) => i.status === 'failed'),
  ).toHaveLength(3);
});

test('a past-due plan is paid with a new card through resume', async () => {
  const coach = await onBand(5);
  const accountId = await accountIdOf(w.api, coach.auth);
  await w.api.db.query('UPDATE platform_subscriptions SET payment_method_id = $2 WHERE account_id = $1', [
    accountId,
    await w.card(CARDS.declined),
  ]);
  await w.pass(32);
  const paid = await call(endpoints.resumePlatformPlan, coach.auth, {
    payment_method_id: await w.card(CARDS.ok),
  });
  expect(paid.json().billing).toMatchObject({ state: 'active', plan: 5 });
  await w.pass(8);
  expect(await subscriptionOf(coach.auth)).toMatchObject({ state: 'active', active: true });
});

test('a payment the bank must confirm changes nothing until it is confirmed', async () => {
  const coach = await w.coach({ onTrial: true });
  const pending = await choose(coach.auth, 10, 'year', CARDS.threeDSecure);
  expect(pending.statusCode).toBe(200);
  const { invoice_id, client_secret } = pending.json().pending_payment;
  expect(pending.json().billing.plan).toBeNull();
  await w.provider.authenticatePaymentIntent(client_secret.split('_secret_')[0], true, `auth-${invoice_id}`);
  const confirmed = await callEndpoint(w.api, endpoints.confirmPlatformInvoice, coach.auth, {
    params: { invoice_id },
  });
  expect(confirmed.json()).toMatchObject({ billing: { plan: 10, interval: 'year' }, pending_payment: null });
  expect((await invoicesOf(coach.auth))[0]).toMatchObject({ amount: 29990, status: 'succeeded' });
});

test('only the owner changes the plan; FREE refuses an extra coach and a downgrade to FREE while one is invited', async () => {
  const owner = await w.coach({ onTrial: true });
  const team = await call(endpoints.createBusinessAccount, owner.auth, {
    kind: 'team',
    name: `Plan Team ${Date.now()}`,
  });
  const teamId = team.json().id as number;
  const switched = await call(endpoints.switchAccount, owner.auth, { id: teamId });
  const teamAuth = { authorization: `Bearer ${switched.json().access_token}` };
  expect((await choose(teamAuth, 10)).statusCode).toBe(200);
  const invited = await callEndpoint(w.api, endpoints.inviteCoach, owner.auth, {
    params: { account_id: teamId },
    payload: { email: `extra.${Date.now()}@example.com` },
  });
  expect(invited.statusCode).toBe(201);
  const refused = await call(endpoints.downgradePlatformPlan, teamAuth, { plan: 'free' });
  expect(refused.json().error).toBe(messages.platformSubscription.extraCoaches(1));

  const client = await signedUp(w.api, { role: 'user' });
  expect((await call(endpoints.cancelPlatformPlan, client.auth)).statusCode).toBe(403);

  const free = await w.coach({ onTrial: true });
  const gym = await call(endpoints.createBusinessAccount, free.auth, {
    kind: 'gym',
    name: `Free Gym ${Date.now()}`,
  });
  const gymAuth = {
    authorization: `Bearer ${(await call(endpoints.switchAccount, free.auth, { id: gym.json().id })).json().access_token}`,
  };
  expect((await choose(gymAuth, 'free')).statusCode).toBe(200);
  const noCoach = await callEndpoint(w.api, endpoints.inviteCoach, free.auth, {
    params: { account_id: gym.json().id },
    payload: { email: `nobody.${Date.now()}@example.com` },
  });
  expect(noCoach.statusCode).toBe(403);
  expect(noCoach.json().error).toBe(messages.planLimits.freeExtraCoaches);
});

test('every change is pushed to the account’s open pages as subscribe updated', async () => {
  await w.api.app.listen({ port: 0, host: '127.0.0.1' });
  const coach = await w.coach({ onTrial: true });
  const cable = await connectCable(w.api, coach.auth);
  const identifier = cable.subscribe({ channel: 'SystemNotificationChannel' });
  await cable.next((m) => m.type === 'confirm_subscription' && m.identifier === identifier);
  await choose(coach.auth, 5);
  await call(endpoints.cancelPlatformPlan, coach.auth);
  await call(endpoints.resumePlatformPlan, coach.auth, {});
  await new Promise((resolve) => setTimeout(resolve, 200));
  cable.close();
  const heard = cable.received
    .filter((m) => m.message !== undefined && m.type === undefined)
    .map((m) => m.message);
  expect(
    heard.filter((m) => JSON.stringify(m) === JSON.stringify({ type: 'subscribe', event: 'updated' })),
  ).toHaveLength(3);
  expect(apiPath(endpoints.subscribe)).toBe('/api/subscribe');
});
