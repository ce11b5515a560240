import { clientToday, endpoints, messages } from '@coachforge/contracts';
import { callEndpoint, createProgram } from '../../testing/programs';
import { outboxOf, signedUp, startTestApi, type TestApi } from '../../testing/test-api';
import { startStripeDouble, type StripeDouble } from '../../testing/stripe-double';

/**
 * The platform on Stripe end to end: the API is configured with Stripe keys and talks, through the real
 * SDK, to a local server that answers like Stripe; Stripe's webhooks are delivered to the API signed.
 */
const keys = {
  secretKey: 'sk_test_platform',
  publishableKey: 'pk_test_platform',
  webhookSecret: 'whsec_platform',
};
let stripe: StripeDouble;
let api: TestApi;
type Auth = Record<string, string>;

beforeAll(async () => {
  stripe = await startStripeDouble(keys);
  api = await startTestApi({ stripe: { ...keys, apiBase: stripe.address } });
});
afterAll(async () => {
  await api.close();
  await stripe.close();
});

const deliver = (event: { body: string; signature: string }) =>
  api.call({
    method: 'POST',
    url: '/api/stripe/webhooks',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.body,
  });

async function connectedCoach() {
  const coach = await signedUp(api, { role: 'coach' });
  const started = await callEndpoint(api, endpoints.paymentProviderOnboarding, coach.auth, {
    payload: { source: 'settings' },
  });
  expect(started.statusCode).toBe(200);
  const link = started.json();
  expect(link.connection).toMatchObject({ provider: 'stripe', status: 'pending', charges_enabled: false });
  const accountId = String(link.url).split('/').at(-1)!;
  expect(link.url).toBe(`${stripe.address}/connect/onboarding/${accountId}`);
  // The coach finishes on Stripe's pages; Stripe says so with account.updated.
  stripe.completeOnboarding(accountId);
  expect((await deliver(stripe.signedEvent('account.updated', accountId))).statusCode).toBe(200);
  return { ...coach, stripeAccount: accountId };
}

async function pricedProgram(coach: Auth, amount: number) {
  const program = await createProgram(api, coach, 'fixed', 'Strength Block');
  const priced = await callEndpoint(api, endpoints.addPriceOption, coach, {
    params: { plan_id: program.id },
    payload: { amount, duration: 'one_off' },
  });
  expect(priced.statusCode).toBe(201);
  const priceId = (priced.json().original_price as { id: number }[]).at(-1)!.id;
  await callEndpoint(api, endpoints.publishProgram, coach, { params: { plan_id: program.id } });
  return { id: program.id, priceId };
}

const membershipOf = async (auth: Auth, planId: number) =>
  (await callEndpoint(api, endpoints.myMembership, auth, { params: { plan_id: planId } })).json();
const chargesOf = (planId: number) =>
  api.db.query<{ status: string; application_fee_amount: number; provider: string }>(
    'SELECT status, application_fee_amount, provider FROM charges WHERE program_id = $1 ORDER BY id',
    [planId],
  );

test('a coach connects through Stripe’s onboarding and the page’s card form is told to use Stripe', async () => {
  const coach = await connectedCoach();
  const connection = await callEndpoint(api, endpoints.paymentProviderConnection, coach.auth, {});
  expect(connection.json()).toMatchObject({ provider: 'stripe', status: 'enabled', payouts_enabled: true });
  const config = await callEndpoint(api, endpoints.paymentsConfig, coach.auth, {});
  expect(config.json()).toEqual({ provider: 'stripe', publishable_key: keys.publishableKey });
  // Cards are taken by Stripe.js: the simulator's card call does not exist here.
  const simulated = await callEndpoint(api, endpoints.simulatedPaymentMethod, coach.auth, {
    payload: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
  });
  expect(simulated.statusCode).toBe(404);
});

test('a 3-D Secure purchase finished at the bank is applied from the webhook once, even replayed or out of order', async () => {
  const coach = await connectedCoach();
  const plan = await pricedProgram(coach.auth, 4000);
  const client = await signedUp(api, { role: 'user' });
  const bought = await callEndpoint(api, endpoints.purchasePlan, client.auth, {
    params: { plan_id: plan.id },
    payload: {
      price_option_id: plan.priceId,
      start_date: clientToday(new Date().toISOString(), 'UTC'),
      payment_method_id: 'pm_card_authenticationRequired',
    },
  });
  expect(bought.statusCode).toBe(200);
  expect(bought.json()).toMatchObject({ requires_action: true, membership: { state: 'incomplete' } });
  const intentId = bought.json().payment_intent_id as string;
  const sent = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents')!;
  expect(sent.form).toMatchObject({
    amount: '4000',
    application_fee_amount: '200',
    'transfer_data[destination]': coach.stripeAccount,
  });

  // The client confirms at the bank and closes the tab: only Stripe's webhook tells the platform.
  stripe.authenticate(intentId);
  const succeeded = stripe.signedEvent('payment_intent.succeeded', intentId);
  expect((await deliver(succeeded)).json()).toEqual({ received: true });
  expect(await membershipOf(client.auth, plan.id)).toMatchObject({ state: 'active' });
  expect(await chargesOf(plan.id)).toEqual([
    { status: 'succeeded', application_fee_amount: 200, provider: 'stripe' },
  ]);

  // Delivered again, and a stale failure arriving after it: nothing moves back, nothing is sent twice.
  expect((await deliver(succeeded)).statusCode).toBe(200);
  expect((await deliver(stripe.signedEvent('payment_intent.payment_failed', intentId))).statusCode).toBe(200);
  expect(await membershipOf(client.auth, plan.id)).toMatchObject({ state: 'active' });
  expect(await chargesOf(plan.id)).toHaveLength(1);
  expect((await chargesOf(plan.id))[0]!.status).toBe('succeeded');
  const receipts = (await outboxOf(api, client.email)).filter((mail) => /receipt/i.test(mail.subject));
  expect(receipts).toHaveLength(1);

  // The page's own check call, arriving last, finds the payment applied and changes nothing.
  const checked = await callEndpoint(api, endpoints.checkPayment, client.auth, {
    params: { plan_id: plan.id },
    payload: { intent: intentId },
  });
  expect(checked.statusCode).toBe(200);
  expect(checked.json()).toMatchObject({ requires_action: false, membership: { state: 'active' } });
  expect(await chargesOf(plan.id)).toHaveLength(1);
});

test('a webhook that is not signed by Stripe, or too old, is refused with a JSON error and changes nothing', async () => {
  const forged = stripe.signedEvent('account.updated', 'acct_x', { secret: 'whsec_attacker' });
  const refused = await deliver(forged);
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error).toBe(messages.payments.webhookSignatureInvalid);

  const stale = stripe.signedEvent('account.updated', 'acct_x', {
    timestamp: Math.floor(Date.now() / 1000) - 600,
  });
  expect((await deliver(stale)).statusCode).toBe(400);
  const unsigned = await api.call({
    method: 'POST',
    url: '/api/stripe/webhooks',
    headers: { 'content-type': 'application/json' },
    payload: '{"id":"evt_1","type":"account.updated"}',
  });
  expect(unsigned.statusCode).toBe(400);
  const rows = await api.db.query('SELECT id FROM provider_webhook_events WHERE id = $1', ['evt_1']);
  expect(rows).toEqual([]);
  // An event about a payment that is not the platform's is acknowledged and ignored.
  expect((await deliver(stripe.signedEvent('payment_intent.succeeded', 'pi_elsewhere'))).statusCode).toBe(
    200,
  );
});

test('a partial refund is sent with its amount; one Stripe says failed (charge.refund.updated) shows and can be made again', async () => {
  const coach = await connectedCoach();
  const plan = await pricedProgram(coach.auth, 4000);
  const client = await signedUp(api, { role: 'user' });
  const bought = await callEndpoint(api, endpoints.purchasePlan, client.auth, {
    params: { plan_id: plan.id },
    payload: {
      price_option_id: plan.priceId,
      start_date: clientToday(new Date().toISOString(), 'UTC'),
      payment_method_id: 'pm_card_visa',
    },
  });
  expect(bought.statusCode).toBe(200);
  const transactions = async () =>
    (await callEndpoint(api, endpoints.transactions, coach.auth, {})).json().transactions as {
      id: number;
      status: string;
      refundable: boolean;
      refund: { amount: number; status: string } | null;
    }[];
  const [paid] = await transactions();
  const refund = (amount: number) =>
    callEndpoint(api, endpoints.refundTransaction, coach.auth, {
      params: { charge_id: paid!.id },
      payload: { amount },
    });

  expect((await refund(1500)).json()).toMatchObject({ status: 'refunded', refund: { amount: 1500 } });
  const sent = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').at(-1)!;
  expect(sent.form).toMatchObject({
    amount: '1500',
    reverse_transfer: 'true',
    refund_application_fee: 'true',
  });
  expect(sent.idempotencyKey).toBe(`refund-charge-${paid!.id}`);
  const [{ refund_id: refundId }] = (await api.db.query<{ refund_id: string }>(
    'SELECT refund_id FROM charges WHERE id = $1',
    [paid!.id],
  )) as [{ refund_id: string }];

  // The bank cannot take it back: Stripe marks the refund failed and says so.
  stripe.failRefund(refundId);
  const updated = stripe.signedEvent('charge.refund.updated', refundId);
  expect((await deliver(updated)).json()).toEqual({ received: true });
  expect((await transactions())[0]).toMatchObject({
    status: 'succeeded',
    refundable: true,
    refund: { amount: 1500, status: 'failed' },
  });
  // Delivered again, or about a refund that is not ours: nothing changes.
  expect((await deliver(updated)).statusCode).toBe(200);
  expect((await deliver(stripe.signedEvent('charge.refund.updated', 're_unknown'))).statusCode).toBe(200);
  // Never silent (decision 0171): the coach hears it once, by mail and in the app; the client, who was
  // told of the refund, hears it did not go through.
  const subjects = async (email: string) => (await outboxOf(api, email)).map((mail) => mail.subject);
  expect(
    (await subjects(coach.email)).filter((subject) => /^The refund to .* failed$/.test(subject)),
  ).toHaveLength(1);
  expect(await subjects(client.email)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^Your refund for .* did not go through$/)]),
  );
  const told = await api.db.query(
    "SELECT 1 FROM notifications WHERE notification_type = 'coach_refund_failed' AND program_id = $1",
    [plan.id],
  );
  expect(told).toHaveLength(1);

  // Refunded again, under a new key: the failed refund does not hold it back.
  expect((await refund(4000)).json()).toMatchObject({
    status: 'refunded',
    refund: { amount: 4000, status: 'succeeded' },
  });
  const again = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').at(-1)!;
  expect(again.idempotencyKey).toBe(`refund-charge-${paid!.id}-after-${refundId}`);
  expect(again.form.amount).toBeUndefined();
  // A late event about the old refund does not touch the new one.
  expect((await deliver(stripe.signedEvent('charge.refund.updated', refundId))).statusCode).toBe(200);
  expect((await transactions())[0]).toMatchObject({ status: 'refunded', refund: { status: 'succeeded' } });
});

test('an account that loses its charges puts each paid program it sells in danger, told to the coach once', async () => {
  const coach = await connectedCoach();
  const selling = await pricedProgram(coach.auth, 4900);
  const draft = await createProgram(api, coach.auth, 'fixed', 'Not yet published');
  const danger = async () => {
    await api.app.jobs.runDue();
    await api.app.jobs.runDue();
    const feed = await callEndpoint(api, endpoints.notifications, coach.auth, { query: { tab: 'warnings' } });
    const items = (
      feed.json() as { items: { notification_type: string; text: string; plan: { id: number } | null }[] }
    ).items;
    for (const n of items.filter((item) => item.notification_type === 'coach_plan_danger'))
      expect(n.text).toContain('cannot take charges');
    return items.filter((n) => n.notification_type === 'coach_plan_danger').map((n) => n.plan?.id);
  };
  expect(await danger()).toEqual([]);
  stripe.restrictCharges(coach.stripeAccount);
  expect((await deliver(stripe.signedEvent('account.updated', coach.stripeAccount))).statusCode).toBe(200);
  expect(await danger()).toEqual([selling.id]);
  expect(await danger()).not.toContain(draft.id);
  // The same state told again is no change: nothing new.
  expect((await deliver(stripe.signedEvent('account.updated', coach.stripeAccount))).statusCode).toBe(200);
  expect(await danger()).toEqual([selling.id]);
});
