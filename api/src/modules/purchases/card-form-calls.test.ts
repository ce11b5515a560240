import { apiPath, endpoints, messages } from '@coachforge/contracts';
import { callEndpoint } from '../../testing/programs';
import { CARDS, startPurchaseWorld, type PurchaseWorld } from '../../testing/purchase-world';

let w: PurchaseWorld;
beforeAll(async () => {
  w = await startPurchaseWorld();
});
afterAll(() => w.close());

type Auth = Record<string, string>;
const nextYear = () => w.clock.now().getUTCFullYear() + 1;
const card = (auth: Auth, payload: object) =>
  callEndpoint(w.api, endpoints.simulatedPaymentMethod, auth, { payload });
const authenticate = (auth: Auth, payload: object) =>
  callEndpoint(w.api, endpoints.simulatedAuthentication, auth, { payload });

test('pages learn the provider in use without signing in', async () => {
  const config = await w.api.call({ method: 'GET', url: apiPath(endpoints.paymentsConfig) });
  expect([config.statusCode, config.json()]).toEqual([200, { provider: 'simulated', publishable_key: null }]);
});

test('the card form turns a card into a payment method, and refuses a wrong number, an expired card or a stranger', async () => {
  const client = await w.client();
  const made = await card(client.auth, {
    number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: nextYear(),
    cvc: '123',
  });
  expect(made.statusCode).toBe(200);
  expect(made.json()).toMatchObject({
    id: expect.stringMatching(/^pm_/),
    card: { brand: 'visa', last4: '4242' },
  });
  expect(JSON.stringify(made.json())).not.toContain('4242424242424242');

  const wrong = await card(client.auth, {
    number: '4242424242424241',
    exp_month: 12,
    exp_year: nextYear(),
    cvc: '123',
  });
  expect([wrong.statusCode, wrong.json().errors]).toEqual([
    422,
    { number: [messages.payments.cardNumberInvalid] },
  ]);
  const expired = await card(client.auth, { number: CARDS.ok, exp_month: 1, exp_year: 2001, cvc: '123' });
  expect([expired.statusCode, expired.json().errors]).toEqual([
    422,
    { exp_month: [messages.payments.expiryInvalid] },
  ]);
  const noCvc = await card(client.auth, { number: CARDS.ok, exp_month: 1, exp_year: nextYear(), cvc: '1' });
  expect([noCvc.statusCode, noCvc.json().errors]).toEqual([422, { cvc: [messages.payments.cvcInvalid] }]);
  const anonymous = await w.api.call({
    method: 'POST',
    url: apiPath(endpoints.simulatedPaymentMethod),
    payload: { number: CARDS.ok, exp_month: 12, exp_year: nextYear(), cvc: '123' },
  });
  expect(anonymous.statusCode).toBe(401);
});

test('a 3-D Secure payment made with the card form is confirmed by its payer with the secret, and only with it', async () => {
  const plan = await w.program((await w.coach()).auth, {});
  const client = await w.client();
  const method = (
    await card(client.auth, { number: CARDS.threeDSecure, exp_month: 12, exp_year: nextYear(), cvc: '123' })
  ).json();
  const bought = (
    await callEndpoint(w.api, endpoints.purchasePlan, client.auth, {
      params: { plan_id: plan.id },
      payload: { price_option_id: plan.priceId, payment_method_id: method.id },
    })
  ).json();
  expect(bought).toMatchObject({ requires_action: true, membership: { state: 'incomplete' } });

  const secret: string = bought.payment_intent_client_secret;
  expect(
    (
      await authenticate(client.auth, {
        client_secret: `${bought.payment_intent_id}_secret_guess`,
        approved: true,
      })
    ).statusCode,
  ).toBe(404);
  expect(
    (await authenticate(client.auth, { client_secret: 'pi_sim_nothing_secret_x', approved: true }))
      .statusCode,
  ).toBe(404);
  expect(
    (await authenticate(client.auth, { client_secret: "'; DROP TABLE users; --", approved: true }))
      .statusCode,
  ).toBe(422);

  const answered = await authenticate(client.auth, { client_secret: secret, approved: true });
  expect(answered.json()).toEqual({ id: bought.payment_intent_id, status: 'succeeded' });
  const checked = await callEndpoint(w.api, endpoints.checkPayment, client.auth, {
    params: { plan_id: plan.id },
    payload: { intent: bought.payment_intent_id },
  });
  expect(checked.json()).toMatchObject({ requires_action: false, membership: { state: 'active' } });
});

test('a failed 3-D Secure answer leaves the payment unpaid', async () => {
  const plan = await w.program((await w.coach()).auth, {});
  const client = await w.client();
  const method = (
    await card(client.auth, { number: CARDS.threeDSecure, exp_month: 12, exp_year: nextYear(), cvc: '123' })
  ).json();
  const bought = (
    await callEndpoint(w.api, endpoints.purchasePlan, client.auth, {
      params: { plan_id: plan.id },
      payload: { price_option_id: plan.priceId, payment_method_id: method.id },
    })
  ).json();
  const answered = await authenticate(client.auth, {
    client_secret: bought.payment_intent_client_secret,
    approved: false,
  });
  expect(answered.json().status).toBe('requires_payment_method');
});
