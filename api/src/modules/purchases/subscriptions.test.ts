import { endpoints, messages } from '@coachforge/contracts';
import { callEndpoint } from '../../testing/programs';
import { CARDS, startPurchaseWorld, type PurchaseWorld } from '../../testing/purchase-world';

let w: PurchaseWorld;
beforeAll(async () => {
  w = await startPurchaseWorld();
});
afterAll(() => w.close());

type Auth = Record<string, string>;
const DAY_MS = 86_400_000;
const subscribe = async (auth: Auth, plan: { id: number; priceId: number | null }, card: string = CARDS.ok) =>
  callEndpoint(w.api, endpoints.purchasePlan, auth, {
    params: { plan_id: plan.id },
    payload: { price_option_id: plan.priceId, payment_method_id: await w.card(card) },
  });
const membershipOf = async (auth: Auth, planId: number) =>
  (await callEndpoint(w.api, endpoints.myMembership, auth, { params: { plan_id: planId } })).json();
const call = (endpoint: Parameters<typeof callEndpoint>[1], auth: Auth, planId: number, payload?: object) =>
  callEndpoint(w.api, endpoint, auth, { params: { plan_id: planId }, ...(payload ? { payload } : {}) });
const statusesOf = async (planId: number) =>
  (
    await w.api.db.query<{ status: string }>('SELECT status FROM charges WHERE program_id = $1 ORDER BY id', [
      planId,
    ])
  ).map((row) => row.status);
/** The card on file stops working (it expired, the bank blocks it): a test-only change of the card. */
const cardStopsWorking = async (planId: number, card: string = CARDS.declined) =>
  w.api.db.query('UPDATE plan_memberships SET payment_method_id = $2 WHERE program_id = $1', [
    planId,
    await w.card(card),
  ]);

async function subscribed(options: { trialDays?: number; duration?: string; amount?: number } = {}) {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, options);
  const client = await w.client();
  const answer = await subscribe(client.auth, plan);
  expect(answer.statusCode).toBe(200);
  return { coach, plan, client, answer: answer.json() };
}

test('a subscription is charged at once, and again at each period end', async () => {
  const { plan, client, answer } = await subscribed({ duration: 'weekly' });
  expect(answer.membership).toMatchObject({ state: 'active', plan_price: { duration: 'weekly' } });
  const firstEnd = Date.parse(answer.membership.current_period_end);
  expect(firstEnd - w.clock.now().getTime()).toBeGreaterThan(7 * DAY_MS - 60_000);

  await w.pass(7);
  const renewed = await membershipOf(client.auth, plan.id);
  expect(renewed.state).toBe('active');
  expect(Date.parse(renewed.current_period_end)).toBe(firstEnd + 7 * DAY_MS);
  await w.pass(7);
  expect(await statusesOf(plan.id)).toEqual(['succeeded', 'succeeded', 'succeeded']);
});

test('a trial charges nothing until start + trial days, then the first charge makes it active', async () => {
  const { plan, client, answer } = await subscribed({ trialDays: 7 });
  expect(answer.membership.state).toBe('trialing');
  expect(Date.parse(answer.membership.trial_end) - w.clock.now().getTime()).toBe(7 * DAY_MS);
  expect(await statusesOf(plan.id)).toEqual([]);
  await w.pass(6);
  expect((await membershipOf(client.auth, plan.id)).state).toBe('trialing');
  await w.pass(1);
  expect((await membershipOf(client.auth, plan.id)).state).toBe('active');
  expect(await statusesOf(plan.id)).toEqual(['succeeded']);
});

test('cancelling a trial ends it at the trial’s end, before any charge', async () => {
  const { plan, client } = await subscribed({ trialDays: 7 });
  const cancelled = await call(endpoints.cancelSubscription, client.auth, plan.id);
  expect(cancelled.json()).toMatchObject({ state: 'trialing', cancel_at_period_end: true });
  await w.pass(7);
  expect(await membershipOf(client.auth, plan.id)).toMatchObject({
    state: 'canceled',
    canceled_by: 'canceled_pre_trial',
  });
  expect(await statusesOf(plan.id)).toEqual([]);
});

test('a failed renewal goes past due, is retried on days 1, 3, 5 and 7, then cancelled; both are told each time', async () => {
  const { coach, plan, client } = await subscribed({ duration: 'weekly' });
  await cardStopsWorking(plan.id);
  await w.pass(7);
  expect((await membershipOf(client.auth, plan.id)).state).toBe('past_due');
  const clientEmail = (
    await w.api.db.query<{ email: string }>('SELECT email FROM plan_memberships WHERE program_id = $1', [
      plan.id,
    ])
  )[0]!.email;
  expect(await w.mailSubjects(clientEmail)).toContain('Payment failed for Strength Block');
  expect(await w.mailSubjects(coach.email)).toContain('Payment failed for Strength Block');

  for (const day of [1, 2, 2]) {
    await w.pass(day);
    expect((await membershipOf(client.auth, plan.id)).state).toBe('past_due');
  }
  await w.pass(2);
  expect(await membershipOf(client.auth, plan.id)).toMatchObject({ state: 'canceled', canceled_by: null });
  expect(await statusesOf(plan.id)).toEqual(['succeeded', 'failed', 'failed', 'failed', 'failed', 'failed']);
  const clientMail = await w.mailSubjects(clientEmail);
  expect(clientMail.filter((s) => s === 'Payment failed for Strength Block')).toHaveLength(4);
  expect(clientMail[0]).toBe('Strength Block was cancelled');
  expect((await w.mailSubjects(coach.email))[0]).toBe('Strength Block was cancelled');
  // Nothing more is tried once it is cancelled.
  await w.pass(30);
  expect(await statusesOf(plan.id)).toHaveLength(6);
});

test('a past-due client who pays with a new card is active again, and the retries left change nothing', async () => {
  const { coach, plan, client } = await subscribed({ duration: 'weekly' });
  await cardStopsWorking(plan.id, CARDS.insufficient);
  await w.pass(7);
  // The header tells the client at once, naming the program, until it is paid.
  const warnings = async () =>
    (await callEndpoint(w.api, endpoints.warnings, client.auth, {})).json() as { type: string }[];
  expect(await warnings()).toEqual([
    { type: 'missed_payment', data: [{ plan_id: plan.id, custom_url: null }] },
  ]);
  const paid = await call(endpoints.retryPayment, client.auth, plan.id, {
    payment_method_id: await w.card(CARDS.ok),
  });
  expect(paid.statusCode).toBe(200);
  expect(await warnings()).toEqual([]);
  expect(paid.json().membership.state).toBe('active');
  expect((await w.mailSubjects(coach.email))[0]).toBe('Payment received for Strength Block');
  // The retry of day 1 was already queued: it finds the period paid and leaves the membership alone.
  await w.pass(1);
  expect((await membershipOf(client.auth, plan.id)).state).toBe('active');
  expect(await statusesOf(plan.id)).toEqual(['succeeded', 'failed', 'succeeded']);
});

test('a renewal that asks for 3-D Secure goes past due until the client confirms it', async () => {
  const { plan, client } = await subscribed({ duration: 'weekly' });
  await cardStopsWorking(plan.id, CARDS.threeDSecure);
  await w.pass(7);
  expect((await membershipOf(client.auth, plan.id)).state).toBe('past_due');
  const retried = await call(endpoints.retryPayment, client.auth, plan.id, {});
  expect(retried.json()).toMatchObject({ requires_action: true, membership: { state: 'past_due' } });
  const intent = retried.json().payment_intent_id as string;
  await w.provider.authenticatePaymentIntent(intent, true, `3ds-renewal-${plan.id}`);
  const checked = await call(endpoints.checkPayment, client.auth, plan.id, { intent });
  expect(checked.json().membership.state).toBe('active');
});

test('cancel at period end keeps it to the end; resume clears it; cancelled again it ends without a charge', async () => {
  const { plan, client } = await subscribed({ duration: 'weekly' });
  const cancelled = await call(endpoints.cancelSubscription, client.auth, plan.id);
  expect(cancelled.json()).toMatchObject({ state: 'active', cancel_at_period_end: true });
  expect((await call(endpoints.cancelSubscription, client.auth, plan.id)).statusCode).toBe(409);
  const resumed = await call(endpoints.resumeSubscription, client.auth, plan.id);
  expect(resumed.json()).toMatchObject({ state: 'active', cancel_at_period_end: false });
  expect((await call(endpoints.resumeSubscription, client.auth, plan.id)).statusCode).toBe(409);
  await call(endpoints.cancelSubscription, client.auth, plan.id);
  await w.pass(7);
  expect(await membershipOf(client.auth, plan.id)).toMatchObject({
    state: 'canceled',
    canceled_by: 'canceled_by_athlete',
    cancel_at_period_end: false,
  });
  expect(await statusesOf(plan.id)).toEqual(['succeeded']);
});

test('cancel now ends it at once, and it can be bought again later', async () => {
  const { plan, client } = await subscribed();
  const ended = await call(endpoints.cancelMembershipNow, client.auth, plan.id);
  expect(ended.json()).toMatchObject({ state: 'canceled', canceled_by: 'canceled_by_athlete' });
  expect((await call(endpoints.cancelMembershipNow, client.auth, plan.id)).statusCode).toBe(409);
  await w.pass(31);
  expect(await statusesOf(plan.id)).toEqual(['succeeded']);
  const again = await subscribe(client.auth, plan);
  expect(again.json().membership.state).toBe('active');
  expect(await statusesOf(plan.id)).toEqual(['succeeded', 'succeeded']);
});

test('a renewal job enqueued twice, or run again, charges once', async () => {
  const { plan, client, answer } = await subscribed({ duration: 'weekly' });
  const [job] = await w.api.db.query<{ kind: string; payload: Record<string, unknown>; unique_key: string }>(
    `SELECT kind, payload, unique_key FROM background_jobs WHERE kind = 'purchases.charge_due'
     AND (payload->>'membership_id')::int = $1`,
    [answer.membership.id],
  );
  expect(job).toBeDefined();
  await w.api.app.jobs.enqueue(job!.kind, job!.payload, { uniqueKey: job!.unique_key });
  await w.api.app.jobs.enqueue(job!.kind, job!.payload, { uniqueKey: job!.unique_key });
  await w.pass(7);
  // The same job again without its key, as a worker that died after charging would run it: still once.
  await w.api.app.jobs.enqueue(job!.kind, job!.payload);
  await w.pass(0);
  expect(await statusesOf(plan.id)).toEqual(['succeeded', 'succeeded']);
  expect((await membershipOf(client.auth, plan.id)).state).toBe('active');
  const refused = await w.api.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM membership_events WHERE membership_id = $1 AND refused_reason IS NOT NULL`,
    [answer.membership.id],
  );
  expect(refused[0]!.n).toBe(0);
});

describe('switching to another price (a pending switch that can be cancelled)', () => {
  async function withTwoPrices() {
    const { coach, plan, client } = await subscribed({ duration: 'weekly', amount: 1000 });
    const added = await callEndpoint(w.api, endpoints.addPriceOption, coach.auth, {
      params: { plan_id: plan.id },
      payload: { amount: 3600, duration: 'monthly' },
    });
    expect(added.statusCode).toBe(201);
    const monthly = (added.json().original_price as { id: number; duration: string }[]).find(
      (price) => price.duration === 'monthly',
    )!.id;
    return { coach, plan, client, monthly };
  }
  const amountsOf = async (planId: number) =>
    (
      await w.api.db.query<{ amount: number }>(
        'SELECT amount FROM charges WHERE program_id = $1 ORDER BY id',
        [planId],
      )
    ).map((row) => row.amount);

  test('the new price waits for the next payment, and a cancelled switch renews at the old one', async () => {
    const { plan, client, monthly } = await withTwoPrices();
    const switched = await call(endpoints.switchPrice, client.auth, plan.id, { price_option_id: monthly });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({
      pending_price_option_id: monthly,
      plan_price: { amount: 1000, duration: 'weekly' },
    });
    expect(await amountsOf(plan.id)).toEqual([1000]);

    const kept = await call(endpoints.cancelPriceSwitch, client.auth, plan.id);
    expect(kept.json().pending_price_option_id).toBeNull();
    expect((await call(endpoints.cancelPriceSwitch, client.auth, plan.id)).statusCode).toBe(409);
    await w.pass(7);
    expect(await amountsOf(plan.id)).toEqual([1000, 1000]);

    await call(endpoints.switchPrice, client.auth, plan.id, { price_option_id: monthly });
    await w.pass(7);
    expect(await amountsOf(plan.id)).toEqual([1000, 1000, 3600]);
    expect(await membershipOf(client.auth, plan.id)).toMatchObject({
      state: 'active',
      pending_price_option_id: null,
      plan_price: { amount: 3600, duration: 'monthly' },
    });
    // Now monthly: a week later nothing is charged.
    await w.pass(7);
    expect(await amountsOf(plan.id)).toEqual([1000, 1000, 3600]);
  });

  test('only another live recurring price of the same program, by the client who holds it', async () => {
    const { plan, client, monthly } = await withTwoPrices();
    const current = (await membershipOf(client.auth, plan.id)).plan_price;
    expect(current.duration).toBe('weekly');
    const other = await subscribed({ duration: 'weekly' });
    for (const price_option_id of [other.plan.priceId, 999_999]) {
      const refused = await call(endpoints.switchPrice, client.auth, plan.id, { price_option_id });
      expect(refused.statusCode).toBe(422);
    }
    expect(
      (await call(endpoints.switchPrice, client.auth, plan.id, { price_option_id: 'x' })).statusCode,
    ).toBe(422);
    // Another client of another program names this program: it does not exist for them.
    expect(
      (await call(endpoints.switchPrice, other.client.auth, plan.id, { price_option_id: monthly }))
        .statusCode,
    ).toBe(404);
    // A subscription set to end at its period end has no next payment to switch.
    await call(endpoints.cancelSubscription, client.auth, plan.id);
    const cancelled = await call(endpoints.switchPrice, client.auth, plan.id, { price_option_id: monthly });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error).toBe(messages.purchase.cannotSwitch);
  });
});
