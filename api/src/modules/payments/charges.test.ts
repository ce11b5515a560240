import { accountIdOf, callEndpoint } from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';
import { endpoints } from '@coachforge/contracts';
import { createSimulatedProvider, type SimulatedProvider } from '../payment-provider';
import { createInProcessBroadcaster, createRealtime } from '../realtime';
import { createChargeService, type ChargeService } from './charge-service';
import { createConnectionService } from './connection-service';

let api: TestApi;
let provider: SimulatedProvider;
let charges: ChargeService;
let coachAccountId: number;
let clientId: number;
let attempt = 0;
/** Charges whose receipt the service asked to mail (the mailer itself is tested through the purchases). */
const receiptsAskedFor: number[] = [];

beforeAll(async () => {
  api = await startTestApi();
  provider = createSimulatedProvider(api.db);
  const context = { db: api.db, config: api.config, clock: api.clock };
  const connections = createConnectionService(context, {
    provider,
    realtime: createRealtime(createInProcessBroadcaster()),
    // The simulated account never loses its charges here: nothing is published.
    notifications: { publish: async () => undefined },
  });
  charges = createChargeService(context, {
    provider,
    connections,
    receipts: { send: async (chargeId) => void receiptsAskedFor.push(chargeId) },
  });
  const coach = await signedUp(api, { role: 'coach' });
  await callEndpoint(api, endpoints.paymentProviderOnboarding, coach.auth, {
    payload: { source: 'settings' },
  });
  coachAccountId = await accountIdOf(api, coach.auth);
  clientId = await accountIdOf(api, (await signedUp(api, { role: 'user' })).auth);
});
afterAll(() => api.close());

async function chargeCard(number: string, amount = 4999, idempotencyKey = `purchase-${(attempt += 1)}`) {
  const method = await provider.createPaymentMethod(
    { number, exp_month: 12, exp_year: 2040 },
    `pm-${idempotencyKey}`,
  );
  return charges.charge({
    accountId: coachAccountId,
    userId: clientId,
    programId: null,
    amount,
    currency: 'USD',
    paymentMethodId: method.id,
    description: 'Strength Block',
    idempotencyKey,
  });
}

test.each([
  ['4242424242424242', 'succeeded', null],
  ['4000000000000002', 'failed', 'generic_decline'],
  ['4000000000009995', 'failed', 'insufficient_funds'],
  ['4000002500003155', 'requires_action', null],
])('a charge to card %s is recorded as %s with the platform’s 5%% fee', async (number, status, failure) => {
  const { charge, clientSecret } = await chargeCard(number);
  expect(charge).toMatchObject({
    status,
    failure_code: failure,
    amount: 4999,
    currency: 'usd',
    application_fee_amount: 250,
  });
  expect(clientSecret !== null).toBe(status === 'requires_action');
  const intent = await provider.retrievePaymentIntent(charge.provider_payment_id!);
  expect(intent?.application_fee_amount).toBe(250);
  // Only a payment that went through has a receipt.
  expect(receiptsAskedFor.includes(charge.id)).toBe(status === 'succeeded');
});

test('a purchase sent twice with one key charges the card once', async () => {
  const first = await chargeCard('4242424242424242', 2500, 'purchase-once');
  const again = await chargeCard('4242424242424242', 2500, 'purchase-once');
  expect(again.charge).toEqual(first.charge);
  const { count } = (
    await api.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM charges WHERE idempotency_key = 'purchase-once'",
    )
  )[0]!;
  expect(count).toBe(1);
});

test('a 3-D Secure charge is recorded as paid once the cardholder confirms and the check call reads it', async () => {
  const { charge } = await chargeCard('4000002500003155');
  expect((await charges.check(charge.id))?.status).toBe('requires_action');
  await provider.authenticatePaymentIntent(charge.provider_payment_id!, true, `confirm-${charge.id}`);
  expect(receiptsAskedFor).not.toContain(charge.id);
  expect((await charges.check(charge.id))?.status).toBe('succeeded');
  expect(receiptsAskedFor).toContain(charge.id);
});

test('a coach who has not connected a payment provider cannot be paid', async () => {
  const unconnected = await accountIdOf(api, (await signedUp(api, { role: 'coach' })).auth);
  const method = await provider.createPaymentMethod(
    { number: '4242424242424242', exp_month: 1, exp_year: 2040 },
    'pm-x',
  );
  await expect(
    charges.charge({
      accountId: unconnected,
      userId: clientId,
      programId: null,
      amount: 1000,
      currency: 'usd',
      paymentMethodId: method.id,
      description: 'x',
      idempotencyKey: 'purchase-unconnected',
    }),
  ).rejects.toMatchObject({ statusCode: 422 });
});
