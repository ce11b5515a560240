import { startTestApi, type TestApi } from '../../testing/test-api';
import { PaymentProviderError } from './payment-provider-error';
import { createSimulatedProvider, type SimulatedProvider } from './simulated-provider';

let api: TestApi;
let provider: SimulatedProvider;
let accountId: string;
let keys = 0;
const key = () => `test-key-${(keys += 1)}`;

beforeAll(async () => {
  api = await startTestApi();
  provider = createSimulatedProvider(api.db);
  accountId = (await provider.createConnectedAccount({ reference: '1' }, key())).id;
});
afterAll(() => api.close());

async function pay(number: string, amount = 4999) {
  const method = await provider.createPaymentMethod({ number, exp_month: 12, exp_year: 2040 }, key());
  return provider.createPaymentIntent(
    {
      amount,
      currency: 'USD',
      applicationFeeAmount: 250,
      paymentMethodId: method.id,
      connectedAccountId: accountId,
      description: 'Strength Block',
    },
    key(),
  );
}

test.each([
  ['4242424242424242', 'succeeded', null],
  ['4000000000000002', 'requires_payment_method', { code: 'card_declined', decline_code: 'generic_decline' }],
  [
    '4000000000009995',
    'requires_payment_method',
    { code: 'card_declined', decline_code: 'insufficient_funds' },
  ],
  ['4000002500003155', 'requires_action', null],
  ['5555555555554444', 'succeeded', null],
])('a payment with card %s ends %s, as on Stripe', async (number, status, error) => {
  const intent = await pay(number);
  expect(intent).toMatchObject({
    status,
    last_payment_error: error,
    currency: 'usd',
    application_fee_amount: 250,
  });
  expect(await provider.retrievePaymentIntent(intent.id)).toEqual(intent);
});

test('a card number that fails the Luhn check is refused as incorrect', async () => {
  await expect(
    provider.createPaymentMethod({ number: '4242424242424241', exp_month: 1, exp_year: 2040 }, key()),
  ).rejects.toMatchObject({ code: 'incorrect_number' });
});

test('a payment method keeps the last four digits and brand, never the card number', async () => {
  const method = await provider.createPaymentMethod(
    { number: '4242424242424242', exp_month: 4, exp_year: 2041 },
    key(),
  );
  expect(method.card).toEqual({ brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2041 });
  const [stored] = await api.db.query<{ data: unknown }>(
    'SELECT data FROM simulated_provider_objects WHERE id = $1',
    [method.id],
  );
  expect(JSON.stringify(stored!.data)).not.toContain('4242424242424242');
});

test('a payment sent twice with one idempotency key is made once and answered the same', async () => {
  const method = await provider.createPaymentMethod(
    { number: '4242424242424242', exp_month: 12, exp_year: 2040 },
    key(),
  );
  const request = {
    amount: 1500,
    currency: 'eur',
    applicationFeeAmount: 75,
    paymentMethodId: method.id,
    connectedAccountId: accountId,
    description: 'Twice',
  };
  const once = key();
  const [first, second] = await Promise.all([
    provider.createPaymentIntent(request, once),
    provider.createPaymentIntent(request, once),
  ]);
  expect(second).toEqual(first);
  const { count } = (
    await api.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM simulated_provider_objects
     WHERE kind = 'payment_intent' AND data->>'amount' = '1500' AND data->>'currency' = 'eur'`,
    )
  )[0]!;
  expect(count).toBe(1);
  await expect(provider.createPaymentIntent({ ...request, amount: 1600 }, once)).rejects.toMatchObject({
    code: 'idempotency_error',
  });
});

test('a 3-D Secure payment succeeds once the cardholder confirms it, and fails when they refuse', async () => {
  const confirmed = await pay('4000002500003155');
  expect((await provider.authenticatePaymentIntent(confirmed.id, true, key())).status).toBe('succeeded');
  const refused = await pay('4000002500003155');
  const after = await provider.authenticatePaymentIntent(refused.id, false, key());
  expect(after).toMatchObject({
    status: 'requires_payment_method',
    last_payment_error: { code: 'payment_intent_authentication_failure' },
  });
});

test('paying with a payment method or to an account the provider does not know is refused', async () => {
  await expect(
    provider.createPaymentIntent(
      {
        amount: 100,
        currency: 'usd',
        applicationFeeAmount: 5,
        paymentMethodId: 'pm_sim_unknown',
        connectedAccountId: accountId,
        description: 'x',
      },
      key(),
    ),
  ).rejects.toBeInstanceOf(PaymentProviderError);
});
