import { endpoints, messages } from '@coachforge/contracts';
import { readConfig } from '../../config';
import { callEndpoint } from '../../testing/programs';
import { CARDS, startPurchaseWorld, type PurchaseWorld } from '../../testing/purchase-world';

let w: PurchaseWorld;
beforeAll(async () => {
  w = await startPurchaseWorld();
});
afterAll(() => w.close());

type Auth = Record<string, string>;
const buy = async (auth: Auth, plan: { id: number; priceId: number | null }) =>
  callEndpoint(w.api, endpoints.purchasePlan, auth, {
    params: { plan_id: plan.id },
    payload: plan.priceId
      ? { price_option_id: plan.priceId, payment_method_id: await w.card(CARDS.ok) }
      : { time_zone: 'UTC' },
  });
const page = async (auth: Auth, planId: number) =>
  (
    await callEndpoint(w.api, endpoints.getPublicPlan, auth, { params: { plan_id: planId } })
  ).json() as Record<string, unknown> & { user: Record<string, unknown>; can_sale: boolean };
const accountOf = async (planId: number) =>
  (
    await w.api.db.query<{ id: number }>('SELECT account_id::int AS id FROM programs WHERE id = $1', [planId])
  )[0]!.id;
const makeZapier = (accountId: number) =>
  w.api.db.query('UPDATE accounts SET zapier_account = true WHERE id = $1', [accountId]);
/** The zaps the automation service subscribed: a live key and a hook for cancelled subscriptions. */
const connectZaps = async (accountId: number) => {
  await w.api.db.query(
    `INSERT INTO automation_accounts (account_id, key_hash, key_last4, key_created_at, signing_secret)
     VALUES ($1, $2, 'abcd', now(), 'cfs_test')`,
    [accountId, `hash-${accountId}`],
  );
  await w.api.db.query(
    `INSERT INTO automation_hooks (account_id, event, target_url)
     VALUES ($1, 'cancelled_subscription', 'https://hooks.example.com/cancelled')`,
    [accountId],
  );
};

test('a blocked owner sells nothing: the page says Currently Unavailable and buying is refused', async () => {
  const coach = await w.coach();
  const paid = await w.program(coach.auth, {});
  const free = await w.program(coach.auth, { free: true });
  const client = await w.client();
  expect((await page(client.auth, paid.id)).can_sale).toBe(true);
  await w.api.db.query(
    `UPDATE platform_subscriptions SET state = 'canceled', active = false, trial = false,
       trial_end_date = now() - interval '1 day' WHERE account_id = $1`,
    [await accountOf(paid.id)],
  );
  for (const plan of [paid, free]) {
    const shown = await page(client.auth, plan.id);
    expect(shown.can_sale).toBe(false);
    expect(shown.allowed_to_buy).toBe(false);
    expect(shown.user.blocked).toBe(true);
    const refused = await buy(client.auth, plan);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(messages.payments.coachCannotTakePayments);
  }
});

test('a Zapier account takes no purchases here, paid or free', async () => {
  const coach = await w.coach();
  const paid = await w.program(coach.auth, {});
  const free = await w.program(coach.auth, { free: true });
  await makeZapier(await accountOf(paid.id));
  const client = await w.client();
  for (const plan of [paid, free]) {
    const shown = await page(client.auth, plan.id);
    expect(shown.can_sale).toBe(false);
    expect(shown.user).toMatchObject({ zapier_account: true, zaps_connected: false });
    const refused = await buy(client.auth, plan);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(messages.payments.coachCannotTakePayments);
  }
});

test('a Zapier account’s client manages nothing here and cancels only once zaps are connected', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, {});
  const client = await w.client();
  expect((await buy(client.auth, plan)).statusCode).toBe(200);
  const accountId = await accountOf(plan.id);
  await makeZapier(accountId);
  const call = (endpoint: typeof endpoints.cancelSubscription) =>
    callEndpoint(w.api, endpoint, client.auth, { params: { plan_id: plan.id } });

  const resume = await call(endpoints.resumeSubscription);
  expect(resume.statusCode).toBe(409);
  expect(resume.json().error).toBe(messages.purchase.managedByCoach);
  const cancel = await call(endpoints.cancelSubscription);
  expect(cancel.statusCode).toBe(409);
  expect(cancel.json().error).toBe(messages.purchase.cancelWithCoach);

  await connectZaps(accountId);
  expect((await page(client.auth, plan.id)).user.zaps_connected).toBe(true);
  const cancelled = await call(endpoints.cancelSubscription);
  expect(cancelled.statusCode).toBe(200);
  expect(cancelled.json().cancel_at_period_end).toBe(true);
});

test('my programs and billing purchases tell which programs a Zapier account manages, and whether zaps are connected', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, {});
  const client = await w.client();
  expect((await buy(client.auth, plan)).statusCode).toBe(200);
  const lists = async () => {
    const mine = await callEndpoint(w.api, endpoints.myPrograms, client.auth, { query: { list: 'active' } });
    const bought = await callEndpoint(w.api, endpoints.billingPurchases, client.auth, {});
    const find = (rows: { program: { id: number; zapier: unknown } }[]) =>
      rows.find((row) => row.program.id === plan.id)!.program.zapier;
    return [find(mine.json()), find(bought.json())];
  };
  expect(await lists()).toEqual([null, null]);
  const accountId = await accountOf(plan.id);
  await makeZapier(accountId);
  expect(await lists()).toEqual([{ zaps_connected: false }, { zaps_connected: false }]);
  await connectZaps(accountId);
  expect(await lists()).toEqual([{ zaps_connected: true }, { zaps_connected: true }]);
});

test('the owner turns selling through Zapier on and off from the automations page', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, {});
  const set = (auth: Auth, payload: unknown) =>
    callEndpoint(w.api, endpoints.setZapierAccount, auth, { payload });
  const on = await set(coach.auth, { zapier_account: true });
  expect(on.statusCode).toBe(200);
  expect(on.json()).toMatchObject({ zapier_account: true, zaps_connected: false });
  expect((await page((await w.client()).auth, plan.id)).can_sale).toBe(false);
  expect((await set(coach.auth, { zapier_account: 'yes' })).statusCode).toBe(422);
  expect((await set(coach.auth, {})).statusCode).toBe(422);
  expect((await set((await w.client()).auth, { zapier_account: true })).statusCode).toBe(403);
  expect((await set(coach.auth, { zapier_account: false })).json().zapier_account).toBe(false);
  expect((await page((await w.client()).auth, plan.id)).can_sale).toBe(true);
});

test('an address registered as a coach gets no program, free ones included', async () => {
  const plan = await w.program((await w.coach()).auth, { free: true });
  const refused = await buy((await w.coach()).auth, plan);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().error).toBe(messages.purchase.coachAccount);
});

test('only the owner reads the training status and the buffer, capped at 3 weeks', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, {});
  await w.api.db.query('UPDATE programs SET plan_max_buffer = 5 WHERE id = $1', [plan.id]);
  const owner = await page(coach.auth, plan.id);
  expect(owner.owner_facts).toMatchObject({ plan_max_buffer: 3 });
  expect(typeof (owner.owner_facts as { training_weeks: number }).training_weeks).toBe('number');
  expect((await page((await w.client()).auth, plan.id)).owner_facts).toBeNull();
  expect((await page({}, plan.id)).owner_facts).toBeNull();
});

test('the app links are the configured ones, and none when none is configured', async () => {
  const plan = await w.program((await w.coach()).auth, { free: true });
  // The test API is started without APP_STORE_URL or PLAY_STORE_URL.
  expect(await page({}, plan.id)).toMatchObject({
    app_store_url: null,
    play_store_url: null,
    custom_app_name: 'Coachforge',
  });
});

test('store links come only from configuration, and only as web addresses', () => {
  const app = (env: NodeJS.ProcessEnv) => readConfig({ ...env, NODE_ENV: 'test' }).mobileApp;
  expect(app({})).toEqual({ name: 'Coachforge', appStoreUrl: null, playStoreUrl: null });
  expect(
    app({
      MOBILE_APP_NAME: 'Casey Fit',
      APP_STORE_URL: 'https://apps.apple.com/app/casey-fit/id1',
      PLAY_STORE_URL: 'javascript:alert(1)',
    }),
  ).toEqual({
    name: 'Casey Fit',
    appStoreUrl: 'https://apps.apple.com/app/casey-fit/id1',
    playStoreUrl: null,
  });
});
