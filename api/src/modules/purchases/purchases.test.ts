import { addDays, endpoints, messages } from '@coachforge/contracts';
import { callEndpoint, onFreePlan } from '../../testing/programs';
import { CARDS, startPurchaseWorld, type PurchaseWorld } from '../../testing/purchase-world';

let w: PurchaseWorld;
beforeAll(async () => {
  w = await startPurchaseWorld();
});
afterAll(() => w.close());

type Auth = Record<string, string>;
const buy = (auth: Auth, planId: number, payload: object) =>
  callEndpoint(w.api, endpoints.purchasePlan, auth, { params: { plan_id: planId }, payload });
const membershipOf = (auth: Auth, planId: number) =>
  callEndpoint(w.api, endpoints.myMembership, auth, { params: { plan_id: planId } });
const chargesOf = (planId: number) =>
  w.api.db.query<{ amount: number; currency: string; application_fee_amount: number; status: string }>(
    'SELECT amount, currency, application_fee_amount, status FROM charges WHERE program_id = $1 ORDER BY id',
    [planId],
  );

describe('a free program', () => {
  test('a client gets a fixed one from today, or scheduled from a later day that then starts', async () => {
    const coach = await w.coach();
    const plan = await w.program(coach.auth, { type: 'fixed', free: true, weeks: 2 });
    const now = await buy((await w.client()).auth, plan.id, { start_date: w.today() });
    expect(now.statusCode).toBe(200);
    expect(now.json().membership).toMatchObject({
      state: 'active',
      start_day: w.today(),
      end_day: addDays(w.today(), 13),
      plan_price: null,
    });
    expect(now.json().requires_action).toBe(false);

    const later = await w.client();
    const scheduled = await buy(later.auth, plan.id, { start_date: addDays(w.today(), 2) });
    expect(scheduled.json().membership.state).toBe('scheduled');
    await w.pass(2);
    expect((await membershipOf(later.auth, plan.id)).json().state).toBe('active');
    await w.pass(14);
    expect((await membershipOf(later.auth, plan.id)).json().state).toBe('finished');
    expect(await chargesOf(plan.id)).toEqual([]);
  });

  test('a fixed program needs a start date that is not before the client’s today', async () => {
    const plan = await w.program((await w.coach()).auth, { type: 'fixed', free: true });
    const client = await w.client();
    const missing = await buy(client.auth, plan.id, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ start_date: [messages.purchase.startDateRequired] });
    const past = await buy(client.auth, plan.id, { start_date: addDays(w.today(), -1) });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ start_date: [messages.purchase.startDateInPast] });
    // Far east, the client's today may already be tomorrow: their zone decides.
    const east = await buy(client.auth, plan.id, {
      start_date: w.today('Pacific/Kiritimati'),
      time_zone: 'Pacific/Kiritimati',
    });
    expect(east.statusCode).toBe(200);
  });
});

describe('a launched membership', () => {
  test('starts within the next 7 days, not later', async () => {
    const plan = await w.program((await w.coach()).auth, { type: 'membership', free: true });
    const latest = addDays(w.today(), 7);
    const tooLate = await buy((await w.client()).auth, plan.id, { start_date: addDays(w.today(), 8) });
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json().errors).toEqual({ start_date: [messages.purchase.startDateTooLate(latest)] });
    const lastDay = await buy((await w.client()).auth, plan.id, { start_date: latest });
    expect(lastDay.statusCode).toBe(200);
    expect(lastDay.json().membership.state).toBe('scheduled');
  });
});

describe('a one-off price', () => {
  test('is charged at the price in the database with the platform’s 5% fee, whatever the body says', async () => {
    const plan = await w.program((await w.coach()).auth, { type: 'fixed', amount: 4999 });
    const client = await w.client();
    const bought = await buy(client.auth, plan.id, {
      price_option_id: plan.priceId,
      start_date: w.today(),
      payment_method_id: await w.card(CARDS.ok),
      amount: 1,
      currency: 'xxx',
    });
    expect(bought.statusCode).toBe(200);
    expect(bought.json().membership).toMatchObject({
      state: 'active',
      plan_price: { amount: 4999, currency: 'USD', duration: 'one_off' },
    });
    expect(await chargesOf(plan.id)).toEqual([
      { amount: 4999, currency: 'usd', application_fee_amount: 250, status: 'succeeded' },
    ]);
  });

  test('paid for a later start, it waits scheduled until its day', async () => {
    const plan = await w.program((await w.coach()).auth, { type: 'fixed' });
    const client = await w.client();
    const bought = await buy(client.auth, plan.id, {
      price_option_id: plan.priceId,
      start_date: addDays(w.today(), 3),
      payment_method_id: await w.card(CARDS.ok),
    });
    expect(bought.json().membership.state).toBe('scheduled');
    await w.pass(3);
    expect((await membershipOf(client.auth, plan.id)).json().state).toBe('active');
  });

  test.each([
    [CARDS.declined, messages.payments.cardDeclined],
    [CARDS.insufficient, messages.payments.insufficientFunds],
  ])(
    'a card %s that is refused answers 422 with the reason and leaves the membership incomplete',
    async (card, reason) => {
      const plan = await w.program((await w.coach()).auth, { type: 'fixed' });
      const client = await w.client();
      const refused = await buy(client.auth, plan.id, {
        price_option_id: plan.priceId,
        start_date: w.today(),
        payment_method_id: await w.card(card),
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ error: reason, errors: { payment_method_id: [reason] } });
      expect((await membershipOf(client.auth, plan.id)).json().state).toBe('incomplete');

      const retried = await callEndpoint(w.api, endpoints.retryPayment, client.auth, {
        params: { plan_id: plan.id },
        payload: { payment_method_id: await w.card(CARDS.ok) },
      });
      expect(retried.statusCode).toBe(200);
      expect(retried.json().membership.state).toBe('active');
      expect((await chargesOf(plan.id)).map((c) => c.status)).toEqual(['failed', 'succeeded']);
    },
  );
});

describe('3-D Secure', () => {
  test('leaves the membership incomplete with the client secret, and the check call completes it', async () => {
    const plan = await w.program((await w.coach()).auth, {});
    const client = await w.client();
    const asked = await buy(client.auth, plan.id, {
      price_option_id: plan.priceId,
      payment_method_id: await w.card(CARDS.threeDSecure),
    });
    expect(asked.statusCode).toBe(200);
    const result = asked.json();
    expect(result).toMatchObject({ requires_action: true, membership: { state: 'incomplete' } });
    expect(result.payment_intent_client_secret).toMatch(/_secret_/);

    const check = (intent: string) =>
      callEndpoint(w.api, endpoints.checkPayment, client.auth, {
        params: { plan_id: plan.id },
        payload: { intent },
      });
    const notConfirmed = await check(result.payment_intent_id);
    expect(notConfirmed.json()).toMatchObject({ requires_action: true, membership: { state: 'incomplete' } });
    const wrong = await check('pi_sim_somebody_else');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ intent: [messages.purchase.intentUnknown] });

    await w.provider.authenticatePaymentIntent(result.payment_intent_id, true, `3ds-${plan.id}`);
    const confirmed = await check(result.payment_intent_id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ requires_action: false, membership: { state: 'active' } });
    // Asked again (a second tab, or after the webhook applied it), the same payment is reported as gone through.
    const again = await check(result.payment_intent_id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ requires_action: false, membership: { state: 'active' } });
    // Another client's payment is not reported as this client's.
    expect((await check('pi_sim_somebody_else')).statusCode).toBe(409);
  });

  test('an incomplete first payment nobody confirms expires after 23 hours', async () => {
    const plan = await w.program((await w.coach()).auth, {});
    const client = await w.client();
    await buy(client.auth, plan.id, {
      price_option_id: plan.priceId,
      payment_method_id: await w.card(CARDS.threeDSecure),
    });
    await w.pass(1);
    expect((await membershipOf(client.auth, plan.id)).json().state).toBe('incomplete_expired');
  });
});

describe('buying again after a cancellation', () => {
  test('restart begins the program again on the chosen day; continue picks up where the client stopped', async () => {
    const plan = await w.program((await w.coach()).auth, { type: 'fixed', free: true, weeks: 4 });
    const client = await w.client();
    await buy(client.auth, plan.id, { start_date: w.today() });
    await w.pass(5);
    await callEndpoint(w.api, endpoints.cancelMembershipNow, client.auth, { params: { plan_id: plan.id } });
    await w.pass(10);

    const continued = await buy(client.auth, plan.id, { start_date: w.today(), resume_type: 'continue' });
    expect(continued.statusCode).toBe(200);
    expect(continued.json().membership).toMatchObject({
      state: 'active',
      start_day: addDays(w.today(), -5),
      end_day: addDays(w.today(), 27 - 5),
    });
    await callEndpoint(w.api, endpoints.cancelMembershipNow, client.auth, { params: { plan_id: plan.id } });
    const restarted = await buy(client.auth, plan.id, { start_date: w.today(), resume_type: 'restart' });
    expect(restarted.json().membership).toMatchObject({
      start_day: w.today(),
      end_day: addDays(w.today(), 27),
    });
  });
});

test('a client’s retry while another charge of the membership is under way is told to wait', async () => {
  const plan = await w.program((await w.coach()).auth, {});
  const client = await w.client();
  await buy(client.auth, plan.id, {
    price_option_id: plan.priceId,
    payment_method_id: await w.card(CARDS.declined),
  });
  await w.api.db.query(
    `UPDATE plan_memberships SET charging_until = now() + interval '1 minute' WHERE program_id = $1`,
    [plan.id],
  );
  const waiting = await callEndpoint(w.api, endpoints.retryPayment, client.auth, {
    params: { plan_id: plan.id },
    payload: { payment_method_id: await w.card(CARDS.ok) },
  });
  expect(waiting.statusCode).toBe(409);
  expect(waiting.json().error).toBe(messages.purchase.paymentInProgress);
  expect((await membershipOf(client.auth, plan.id)).json().state).toBe('incomplete');
});

describe('the coach’s FREE plan', () => {
  test('allows 5 downloads of a Fixed Length program: the sixth buyer is refused, a returning one is not', async () => {
    const coach = await w.coach();
    await onFreePlan(w.api, coach.auth);
    const plan = await w.program(coach.auth, { type: 'fixed', free: true, weeks: 1 });
    const buyers = [];
    for (let n = 0; n < 5; n += 1) {
      const client = await w.client();
      expect((await buy(client.auth, plan.id, { start_date: w.today() })).statusCode).toBe(200);
      buyers.push(client);
    }
    const sixth = await buy((await w.client()).auth, plan.id, { start_date: w.today() });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().error).toBe(messages.planLimits.freeDownloads(5));

    // A download taken stays taken: a buyer whose program finished gets it again without a sixth download.
    await w.pass(8);
    expect((await membershipOf(buyers[0]!.auth, plan.id)).json().state).toBe('finished');
    expect((await buy(buyers[0]!.auth, plan.id, { start_date: w.today() })).statusCode).toBe(200);
  });

  test('allows 5 subscribers across the account: the sixth is refused when they buy, not only when invited', async () => {
    const coach = await w.coach();
    await onFreePlan(w.api, coach.auth);
    const first = await w.program(coach.auth, { type: 'membership', free: true });
    const second = await w.program(coach.auth, { type: 'one_many', free: true });
    for (let n = 0; n < 5; n += 1)
      expect((await buy((await w.client()).auth, n < 3 ? first.id : second.id, {})).statusCode).toBe(200);
    const sixth = await buy((await w.client()).auth, second.id, {});
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().error).toBe(messages.planLimits.freeClients(5));
  });
});
