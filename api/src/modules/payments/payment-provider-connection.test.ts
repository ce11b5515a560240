import { apiPath, endpoints } from '@coachforge/contracts';
import { accountIdOf, callEndpoint, createProgram } from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';
import { createSimulatedProvider } from '../payment-provider';
import { createInProcessBroadcaster, createRealtime, type CableBroadcast } from '../realtime';
import { createConnectionService } from './connection-service';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

type Auth = Record<string, string>;
const onboard = (auth: Auth, source = 'my_plans') =>
  callEndpoint(api, endpoints.paymentProviderOnboarding, auth, { payload: { source } });
const me = async (auth: Auth) =>
  (await api.call({ method: 'GET', url: apiPath(endpoints.me), headers: auth })).json();

test('a new coach connects the simulated provider at once and can then set a paid price', async () => {
  const { auth } = await signedUp(api, { role: 'coach' });
  const before = await callEndpoint(api, endpoints.paymentProviderConnection, auth);
  expect(before.json()).toEqual({
    provider: 'simulated',
    status: 'not_connected',
    charges_enabled: false,
    payouts_enabled: false,
  });
  expect((await me(auth)).current.stripe_connect_charges_enabled).toBe(false);

  const link = await onboard(auth);
  expect(link.statusCode).toBe(200);
  expect(link.json().url).toBe(`${api.config.appUrl}/onboarding/stripe-onboarding?source=my_plans`);
  expect(link.json().connection).toMatchObject({
    status: 'enabled',
    charges_enabled: true,
    payouts_enabled: true,
  });
  expect((await me(auth)).current.stripe_connect_charges_enabled).toBe(true);

  const program = await createProgram(api, auth, 'membership');
  const priced = await callEndpoint(api, endpoints.addPriceOption, auth, {
    params: { plan_id: program.id },
    payload: { amount: 4999, duration: 'monthly' },
  });
  expect(priced.statusCode).toBe(201);
});

test('onboarding twice keeps one account at the provider', async () => {
  const { auth } = await signedUp(api, { role: 'coach' });
  await Promise.all([onboard(auth), onboard(auth, 'settings')]);
  await onboard(auth);
  const accountId = await accountIdOf(api, auth);
  const { count } = (
    await api.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM simulated_provider_objects
     WHERE kind = 'account' AND id = (SELECT provider_account_id FROM payment_provider_connections WHERE account_id = $1)`,
      [accountId],
    )
  )[0]!;
  expect(count).toBe(1);
  const { accounts } = (
    await api.db.query<{ accounts: number }>(
      `SELECT count(*)::int AS accounts FROM simulated_provider_idempotency WHERE idempotency_key = $1`,
      [`connect-account-simulated-${accountId}`],
    )
  )[0]!;
  expect(accounts).toBe(1);
});

test('a client has no payment provider to connect', async () => {
  const { auth } = await signedUp(api, { role: 'user' });
  expect((await onboard(auth)).statusCode).toBe(403);
  expect((await callEndpoint(api, endpoints.paymentProviderConnection, auth)).statusCode).toBe(403);
});

test('an unknown onboarding source is refused with the field named', async () => {
  const { auth } = await signedUp(api, { role: 'coach' });
  const refused = await onboard(auth, 'elsewhere');
  expect(refused.statusCode).toBe(422);
  expect(Object.keys(refused.json().errors)).toEqual(['source']);
});

test('the account’s open pages hear stripe_status_changed when charges become possible, once', async () => {
  const { auth } = await signedUp(api, { role: 'coach' });
  const accountId = await accountIdOf(api, auth);
  const userId = (await me(auth)).private.id as number;
  const broadcaster = createInProcessBroadcaster();
  const heard: CableBroadcast[] = [];
  broadcaster.onBroadcast((broadcast) => heard.push(broadcast));
  const connections = createConnectionService(
    { db: api.db, config: api.config, clock: api.clock },
    {
      provider: createSimulatedProvider(api.db),
      realtime: createRealtime(broadcaster),
      notifications: { publish: async () => undefined },
    },
  );
  await connections.onboarding({ userId, accountId }, 'settings');
  await connections.onboarding({ userId, accountId }, 'settings');
  expect(heard).toEqual([
    {
      channel: 'SystemNotificationChannel',
      stream: `account:${accountId}`,
      message: {
        type: 'stripe_status_changed',
        data: { stripe_connect_status: 'enabled', stripe_connect_payouts: true },
      },
    },
  ]);
});
