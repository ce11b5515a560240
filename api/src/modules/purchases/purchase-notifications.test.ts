import { endpoints, type Notification, type NotificationCounters } from '@coachforge/contracts';
import { accountIdOf, callEndpoint } from '../../testing/programs';
import { CARDS, startPurchaseWorld, type PurchaseWorld } from '../../testing/purchase-world';

let w: PurchaseWorld;
beforeAll(async () => {
  w = await startPurchaseWorld();
}, 30_000);
afterAll(() => w.close());

type Auth = Record<string, string>;

/** Delivery is a durable job: run what is due, as the polling worker would a moment later. */
const delivered = async () => {
  await w.api.app.jobs.runDue();
  await w.api.app.jobs.runDue();
};
const feed = async (auth: Auth, query: Record<string, string> = {}) => {
  await delivered();
  const answer = await callEndpoint(w.api, endpoints.notifications, auth, { query });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { items: Notification[]; meta: { total: number; min_offset: number } };
};
const counters = async (auth: Auth): Promise<NotificationCounters> => {
  await delivered();
  return (await callEndpoint(w.api, endpoints.notificationCounters, auth)).json();
};
/** The coach's trial ends without a plan: the account is blocked (test-only, as the callers' world does). */
const block = async (auth: Auth) =>
  w.api.db.query(
    `UPDATE platform_subscriptions SET state = 'canceled', active = false, trial = false,
       trial_end_date = now() - interval '1 day' WHERE account_id = $1`,
    [await accountIdOf(w.api, auth)],
  );

test('a client buying a paid program gives the coach a financial “new client” notification, pushed and counted', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { amount: 4999 });
  const client = await w.client();
  expect((await w.buy(client.auth, plan)).statusCode).toBe(200);

  const { items } = await feed(coach.auth);
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({
    read: false,
    activity_type: 'financial',
    notification_type: 'coach_new_paid_client',
    plan: { id: plan.id, title: 'Strength Block', plan_type: 'membership' },
    user: { full_name: 'Jamie Rivers' },
  });
  expect(items[0]!.text).toMatch(/^<b>Jamie Rivers<\/b> bought <b>Strength Block<\/b> for 49\.99 /);
  expect(items[0]!.date_key).toMatch(/^\d\d\/\d\d\/\d{4}$/);
  expect(await counters(coach.auth)).toMatchObject({
    unread_total: 1,
    unread_financial: 1,
    unread_activity: 0,
  });
  // The buyer hears nothing of the coach's side.
  expect((await feed(client.auth)).items).toEqual([]);
});

test('a free program joined is client activity, not financial', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { free: true });
  const client = await w.client();
  expect((await w.buy(client.auth, plan)).statusCode).toBe(200);

  const activity = await feed(coach.auth, { tab: 'activity' });
  expect(activity.items.map((n) => n.notification_type)).toEqual(['coach_new_free_client']);
  expect((await feed(coach.auth, { tab: 'financial' })).items).toEqual([]);
});

test('a renewal that fails tells the coach it is past due and the client that their payment failed, once', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { duration: 'weekly' });
  const client = await w.client();
  expect((await w.buy(client.auth, plan)).statusCode).toBe(200);
  await w.api.db.query('UPDATE plan_memberships SET payment_method_id = $2 WHERE program_id = $1', [
    plan.id,
    await w.card(CARDS.declined),
  ]);
  await w.pass(7);
  await w.pass(1); // the first retry fails too: still one past-due notification

  const coachTypes = (await feed(coach.auth)).items.map((n) => n.notification_type);
  expect(coachTypes).toEqual(['coach_past_due', 'coach_new_paid_client']);
  const [failed] = (await feed(client.auth)).items;
  expect(failed).toMatchObject({
    notification_type: 'client_payment_failed',
    activity_type: 'client_activity',
  });
  expect(failed!.text).toContain('Your payment for <b>Strength Block</b> failed');
});

test('a blocked coach gets no financial notifications, and no longer sees those it had', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { duration: 'weekly' });
  const first = await w.client();
  expect((await w.buy(first.auth, plan)).statusCode).toBe(200);
  await delivered();
  await block(coach.auth);
  // A client cancelling is financial news; while the coach is blocked it is not kept for them.
  const cancelled = await callEndpoint(w.api, endpoints.cancelSubscription, first.auth, {
    params: { plan_id: plan.id },
  });
  expect(cancelled.statusCode).toBe(200);

  expect((await feed(coach.auth)).items).toEqual([]);
  expect(await counters(coach.auth)).toMatchObject({ unread_total: 0, unread_financial: 0 });
  const stored = await w.api.db.query<{ notification_type: string }>(
    'SELECT notification_type FROM notifications WHERE account_id = $1 ORDER BY id',
    [await accountIdOf(w.api, coach.auth)],
  );
  expect(stored.map((row) => row.notification_type)).toEqual(['coach_new_paid_client']);
});

test('a sign-up the FREE plan refuses tells the coach, once a day', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { free: true });
  await w.api.db.query(
    `UPDATE platform_subscriptions SET plan_kind = 'free', free_plan = true, trial = false, active = true,
       state = 'active', max_clients = 5 WHERE account_id = $1`,
    [await accountIdOf(w.api, coach.auth)],
  );
  for (let i = 0; i < 5; i += 1) expect((await w.buy((await w.client()).auth, plan)).statusCode).toBe(200);
  const sixth = await w.client();
  expect((await w.buy(sixth.auth, plan)).statusCode).toBe(403);
  expect((await w.buy(sixth.auth, plan)).statusCode).toBe(403);

  const warnings = await feed(coach.auth, { tab: 'warnings' });
  expect(warnings.items.map((n) => n.notification_type)).toEqual(['coach_over_limit_sign_up']);
  expect(warnings.items[0]!.text).toContain('your plan allows 5');
});
