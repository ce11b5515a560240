import {
  createStripeProvider,
  feeInPaymentCurrency,
  fromStripeAmount,
  toStripeAmount,
  WebhookSignatureError,
  type StripeProvider,
} from './stripe-provider';
import { PaymentProviderError } from './payment-provider-error';
import { startStripeDouble, type StripeDouble } from '../../testing/stripe-double';

const secretKey = 'sk_test_adapter';
const webhookSecret = 'whsec_adapter';
let stripe: StripeDouble;
let provider: StripeProvider;

beforeAll(async () => {
  stripe = await startStripeDouble({ secretKey, webhookSecret });
  provider = createStripeProvider({ secretKey, webhookSecret, apiBase: stripe.address });
});
afterAll(() => stripe.close());

async function connectedCoach() {
  const account = await provider.createConnectedAccount({ reference: '42' }, `acct-${Math.random()}`);
  stripe.completeOnboarding(account.id);
  return account.id;
}

const charge = (paymentMethodId: string, destination: string, extra: { offSession?: boolean } = {}) =>
  provider.createPaymentIntent(
    {
      amount: 2900,
      currency: 'USD',
      applicationFeeAmount: 145,
      paymentMethodId,
      connectedAccountId: destination,
      description: 'Strength block',
      ...extra,
    },
    `charge-${Math.random()}`,
  );

describe('the Stripe adapter against a server that answers like Stripe', () => {
  test('a coach gets a Connect account once per key and an onboarding link on Stripe’s pages', async () => {
    const first = await provider.createConnectedAccount({ reference: '7' }, 'connect-account-stripe-7');
    const again = await provider.createConnectedAccount({ reference: '7' }, 'connect-account-stripe-7');
    expect(again.id).toBe(first.id);
    expect(first.charges_enabled).toBe(false);

    const link = await provider.onboardingLink(
      { accountId: first.id, returnUrl: 'https://app/return', refreshUrl: 'https://app/refresh' },
      'link-1',
    );
    expect(link.url).toBe(`${stripe.address}/connect/onboarding/${first.id}`);
    const sent = stripe.requests.find((r) => r.path === '/v1/account_links')!;
    expect(sent.form).toMatchObject({
      account: first.id,
      type: 'account_onboarding',
      return_url: 'https://app/return',
    });

    stripe.completeOnboarding(first.id);
    expect(await provider.retrieveConnectedAccount(first.id)).toEqual({
      id: first.id,
      type: 'custom',
      charges_enabled: true,
      payouts_enabled: true,
      requirements_due: [],
    });
    stripe.requireInformation(first.id, ['individual.verification.document']);
    expect((await provider.retrieveConnectedAccount(first.id))?.requirements_due).toEqual([
      'individual.verification.document',
    ]);
    expect(await provider.retrieveConnectedAccount('acct_unknown')).toBeNull();
  });

  test('a payment goes to the coach with the platform’s fee, keeps the card for renewals, and every write has a key', async () => {
    const destination = await connectedCoach();
    const intent = await charge('pm_card_visa', destination);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 2900,
      currency: 'usd',
      application_fee_amount: 145,
    });

    const created = stripe.requests
      .filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST')
      .at(-1)!;
    expect(created.form).toMatchObject({
      'transfer_data[destination]': destination,
      application_fee_amount: '145',
      confirm: 'true',
      setup_future_usage: 'off_session',
      // Card only (spec 02 section 9).
      'allowed_payment_method_types[0]': 'card',
    });
    expect(created.form['allowed_payment_method_types[1]']).toBeUndefined();
    expect(stripe.object('pm_card_visa')?.customer).toEqual(created.form.customer);
    expect(stripe.requests.filter((r) => r.method === 'POST').every((r) => r.idempotencyKey)).toBe(true);

    // A renewal uses the customer the card was kept on, off-session.
    await charge('pm_card_visa', destination, { offSession: true });
    const renewal = stripe.requests
      .filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST')
      .at(-1)!;
    expect(renewal.form).toMatchObject({ off_session: 'true', customer: created.form.customer });
    expect(renewal.form.setup_future_usage).toBeUndefined();
    expect(await provider.retrievePaymentIntent(intent.id)).toMatchObject({
      id: intent.id,
      status: 'succeeded',
    });
  });

  test('a declined card answers the refused payment with Stripe’s decline code', async () => {
    const destination = await connectedCoach();
    expect(await charge('pm_card_chargeDeclined', destination)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
    });
    expect(await charge('pm_card_chargeDeclinedInsufficientFunds', destination)).toMatchObject({
      last_payment_error: { decline_code: 'insufficient_funds' },
    });
  });

  test('3-D Secure: on the page it asks the client; off-session it fails as authentication required', async () => {
    const destination = await connectedCoach();
    const onPage = await charge('pm_card_authenticationRequired', destination);
    expect(onPage.status).toBe('requires_action');
    expect(onPage.client_secret).toContain('_secret_');
    stripe.authenticate(onPage.id);
    expect((await provider.retrievePaymentIntent(onPage.id))?.status).toBe('succeeded');

    const renewal = await charge('pm_card_authenticationRequired', destination, { offSession: true });
    expect(renewal).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'authentication_required' },
    });
  });

  test('a card is read with its brand, last digits and networks; an unknown one is null', async () => {
    expect(await provider.retrievePaymentMethod('pm_card_mastercard')).toEqual({
      id: 'pm_card_mastercard',
      card: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2034, networks: ['mastercard'] },
      billing_details: null,
    });
    expect(await provider.retrievePaymentMethod('pm_nope')).toBeNull();
  });

  test('the billing address is sent as the card’s billing_details, empty parts left out, with a key', async () => {
    const method = await provider.updateBillingDetails(
      {
        paymentMethodId: 'pm_card_mastercard',
        billing: {
          name: 'Ada Client',
          address: { line1: '', city: '', postal_code: 'SW1A 1AA', country: 'GB' },
        },
      },
      'billing-mastercard-1',
    );
    const sent = stripe.requests.filter((r) => r.path === '/v1/payment_methods/pm_card_mastercard').at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', idempotencyKey: 'billing-mastercard-1' });
    expect(sent.form).toEqual({
      'billing_details[name]': 'Ada Client',
      'billing_details[address][postal_code]': 'SW1A 1AA',
      'billing_details[address][country]': 'GB',
    });
    expect(method.billing_details).toEqual({
      name: 'Ada Client',
      address: { line1: '', city: '', postal_code: 'SW1A 1AA', country: 'GB' },
    });
    expect((await provider.retrievePaymentMethod('pm_card_mastercard'))?.billing_details).toEqual(
      method.billing_details,
    );
    await expect(
      provider.updateBillingDetails(
        {
          paymentMethodId: 'pm_unknown',
          billing: { name: 'A', address: { line1: '', city: '', postal_code: '1', country: 'FR' } },
        },
        'billing-unknown',
      ),
    ).rejects.toMatchObject({ code: 'resource_missing' });
  });

  test('an unknown coach account is a provider error with Stripe’s code', async () => {
    await expect(charge('pm_card_visa', 'acct_gone')).rejects.toEqual(
      expect.objectContaining({ code: 'resource_missing' }),
    );
    await expect(charge('pm_card_visa', 'acct_gone')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  test('a refund returns the whole payment once, reversing the transfer and the platform’s fee', async () => {
    const destination = await connectedCoach();
    const intent = await charge('pm_card_visa', destination);
    const refund = await provider.createRefund({ paymentIntentId: intent.id, reference: '17' }, 'refund-17');
    expect(refund).toMatchObject({
      payment_intent: intent.id,
      amount: 2900,
      currency: 'usd',
      status: 'succeeded',
    });
    const sent = stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(sent.form).toMatchObject({
      payment_intent: intent.id,
      reverse_transfer: 'true',
      refund_application_fee: 'true',
      'metadata[reference]': '17',
    });
    expect(sent.idempotencyKey).toBe('refund-17');
    // The same key answers the same refund; another key is refused by Stripe: refunded once.
    expect(
      (await provider.createRefund({ paymentIntentId: intent.id, reference: '17' }, 'refund-17')).id,
    ).toBe(refund.id);
    await expect(
      provider.createRefund({ paymentIntentId: intent.id, reference: '17' }, 'refund-17-again'),
    ).rejects.toMatchObject({ code: 'charge_already_refunded' });
    const declined = await charge('pm_card_chargeDeclined', destination);
    await expect(
      provider.createRefund({ paymentIntentId: declined.id, reference: '18' }, 'refund-18'),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  test('the provider’s fee is read from the payment’s balance transaction', async () => {
    const destination = await connectedCoach();
    const intent = await charge('pm_card_visa', destination);
    expect(await provider.providerFee(intent.id)).toBe(Math.round(2900 * 0.029) + 30);
    const read = stripe.requests.filter((r) => r.path === `/v1/payment_intents/${intent.id}`).at(-1)!;
    expect(Object.values(read.query)).toContain('latest_charge.balance_transaction');
    expect(await provider.providerFee((await charge('pm_card_chargeDeclined', destination)).id)).toBeNull();
    expect(await provider.providerFee('pi_unknown')).toBeNull();
  });

  test('payouts are listed on the coach’s connected account, in the platform’s units and days', async () => {
    const destination = await connectedCoach();
    stripe.addPayout(destination, {
      amount: 5000,
      currency: 'usd',
      arrival_date: 1_772_668_800,
      status: 'paid',
    });
    stripe.addPayout(destination, {
      amount: 1200,
      currency: 'usd',
      arrival_date: 1_773_273_600,
      status: 'in_transit',
    });
    expect(await provider.listPayouts(destination)).toEqual([
      {
        id: expect.any(String),
        amount: 1200,
        currency: 'usd',
        arrival_date: '2026-03-12',
        status: 'in_transit',
      },
      { id: expect.any(String), amount: 5000, currency: 'usd', arrival_date: '2026-03-05', status: 'paid' },
    ]);
    const listed = stripe.requests.filter((r) => r.path === '/v1/payouts').at(-1)!;
    expect(listed).toMatchObject({ method: 'GET', stripeAccount: destination, query: { limit: '100' } });
    await expect(provider.listPayouts('acct_gone')).rejects.toMatchObject({ code: 'resource_missing' });
  });

  test('a wrong secret key is refused, not taken for a missing object', async () => {
    const wrong = createStripeProvider({
      secretKey: 'sk_test_wrong',
      webhookSecret,
      apiBase: stripe.address,
    });
    await expect(wrong.retrieveConnectedAccount('acct_x')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

test('amounts cross to Stripe in its units where they differ from ISO 4217 (ISK, MGA) and come back unchanged', () => {
  expect(toStripeAmount(2900, 'usd')).toBe(2900);
  expect(toStripeAmount(500, 'JPY')).toBe(500);
  expect(toStripeAmount(1500, 'ISK')).toBe(150000);
  expect(toStripeAmount(250000, 'mga')).toBe(2500);
  for (const [amount, currency] of [
    [2900, 'usd'],
    [1500, 'isk'],
    [250000, 'mga'],
    [12345, 'kwd'],
  ] as const)
    expect(fromStripeAmount(toStripeAmount(amount, currency), currency)).toBe(amount);
});

test('a fee settled in another currency is brought back to the payment’s with Stripe’s exchange rate', () => {
  expect(feeInPaymentCurrency({ fee: 175, currency: 'usd', exchange_rate: null }, 'USD')).toBe(175);
  // 1 EUR bought 1.25 USD: a fee of 1.75 USD is 1.40 EUR.
  expect(feeInPaymentCurrency({ fee: 175, currency: 'usd', exchange_rate: 1.25 }, 'eur')).toBe(140);
  // A yen payment settled in pounds (1 yen bought 1/190 pound): a 0.30 GBP fee is 57 yen, yen having no minor unit.
  expect(feeInPaymentCurrency({ fee: 30, currency: 'gbp', exchange_rate: 1 / 190 }, 'jpy')).toBe(57);
  expect(feeInPaymentCurrency({ fee: 30, currency: 'gbp', exchange_rate: null }, 'jpy')).toBeNull();
});

describe('webhook signatures', () => {
  test('a signed event is read; a wrong secret, a changed body or one signed over 300 s ago is refused', () => {
    const { body, signature } = stripe.signedEvent('payment_intent.succeeded', 'pi_1', { id: 'evt_1' });
    expect(provider.webhookEvent(body, signature)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      objectId: 'pi_1',
    });

    const forged = stripe.signedEvent('payment_intent.succeeded', 'pi_1', { secret: 'whsec_other' });
    expect(() => provider.webhookEvent(forged.body, forged.signature)).toThrow(WebhookSignatureError);
    expect(() => provider.webhookEvent(body.replace('pi_1', 'pi_2'), signature)).toThrow(
      WebhookSignatureError,
    );
    expect(() => provider.webhookEvent(body, undefined)).toThrow(WebhookSignatureError);

    const now = Math.floor(Date.now() / 1000);
    const recent = stripe.signedEvent('account.updated', 'acct_1', { timestamp: now - 290 });
    expect(provider.webhookEvent(recent.body, recent.signature).type).toBe('account.updated');
    const stale = stripe.signedEvent('account.updated', 'acct_1', { timestamp: now - 310 });
    expect(() => provider.webhookEvent(stale.body, stale.signature)).toThrow(WebhookSignatureError);
  });
});
