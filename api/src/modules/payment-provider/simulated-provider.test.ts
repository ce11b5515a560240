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

describe('refunds, fees and payouts', () => {
  test('a payment is refunded whole, once; the same key answers the same refund', async () => {
    const intent = await pay('4242424242424242', 2900);
    const refund = await provider.createRefund({ paymentIntentId: intent.id, reference: '1' }, 'refund-a');
    expect(refund).toMatchObject({
      payment_intent: intent.id,
      amount: 2900,
      currency: 'usd',
      status: 'succeeded',
    });
    expect(await provider.createRefund({ paymentIntentId: intent.id, reference: '1' }, 'refund-a')).toEqual(
      refund,
    );
    await expect(
      provider.createRefund({ paymentIntentId: intent.id, reference: '1' }, 'refund-b'),
    ).rejects.toMatchObject({ code: 'charge_already_refunded' });
    const declined = await pay('4000000000000002');
    await expect(
      provider.createRefund({ paymentIntentId: declined.id, reference: '2' }, 'refund-c'),
    ).rejects.toMatchObject({ code: 'charge_not_refundable' });
  });

  test('the provider keeps Stripe’s standard 2.9% + 30¢ on a payment that went through, nothing on a refused one', async () => {
    expect(await provider.providerFee((await pay('4242424242424242', 4999)).id)).toBe(175);
    expect(await provider.providerFee((await pay('4000000000000002')).id)).toBeNull();
  });

  test('payouts come from the account’s own payments: held 7 days, paid on Wednesdays, less fees and refunds', async () => {
    let now = new Date('2026-03-02T10:00:00Z'); // a Monday
    const timed = createSimulatedProvider(api.db, { now: () => now });
    const account = (await timed.createConnectedAccount({ reference: 'payouts' }, key())).id;
    const payAt = async (moment: string, amount: number) => {
      now = new Date(moment);
      const method = await timed.createPaymentMethod(
        { number: '4242424242424242', exp_month: 1, exp_year: 2040 },
        key(),
      );
      return timed.createPaymentIntent(
        {
          amount,
          currency: 'usd',
          applicationFeeAmount: Math.round(amount * 0.05),
          paymentMethodId: method.id,
          connectedAccountId: account,
          description: 'x',
        },
        key(),
      );
    };
    await payAt('2026-03-02T10:00:00Z', 10000); // available Mon 9th → paid Wed 11th: 10000 - 500 - 320
    await payAt('2026-03-03T10:00:00Z', 5000); // available Tue 10th → Wed 11th: 5000 - 250 - 175
    const refunded = await payAt('2026-03-05T10:00:00Z', 2000); // available Thu 12th → Wed 18th: 2000 - 100 - 88
    await pay('4242424242424242'); // another account's sale is not this one's
    now = new Date('2026-03-06T09:00:00Z');
    await timed.createRefund({ paymentIntentId: refunded.id, reference: 'r' }, key()); // -(2000 - 100) on Wed 11th

    now = new Date('2026-03-10T12:00:00Z');
    expect(await timed.listPayouts(account)).toEqual([
      expect.objectContaining({ arrival_date: '2026-03-18', amount: 1812, status: 'pending' }),
      expect.objectContaining({ arrival_date: '2026-03-11', amount: 9180 + 4575 - 1900, status: 'pending' }),
    ]);
    now = new Date('2026-03-11T12:00:00Z');
    expect((await timed.listPayouts(account)).map((p) => p.status)).toEqual(['pending', 'paid']);
    expect(await timed.listPayouts('acct_sim_nobody')).toEqual([]);
  });
});
