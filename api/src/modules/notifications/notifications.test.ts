import { endpoints, type Notification, type NotificationCounters } from '@coachforge/contracts';
import { accountIdOf, callEndpoint } from '../../testing/programs';
import { CARDS, startPurchaseWorld, type PurchaseWorld } from '../purchases/testing/purchase-world';
import { DELIVER_NOTIFICATION_JOB } from './index';

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
const buy = async (auth: Auth, plan: { id: number; priceId: number | null }, card: string = CARDS.ok) =>
  callEndpoint(w.api, endpoints.purchasePlan, auth, {
    params: { plan_id: plan.id },
    payload: plan.priceId ? { price_option_id: plan.priceId, payment_method_id: await w.card(card) } : {},
  });
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
  expect((await buy(client.auth, plan)).statusCode).toBe(200);

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
  expect((await buy(client.auth, plan)).statusCode).toBe(200);

  const activity = await feed(coach.auth, { tab: 'activity' });
  expect(activity.items.map((n) => n.notification_type)).toEqual(['coach_new_free_client']);
  expect((await feed(coach.auth, { tab: 'financial' })).items).toEqual([]);
});

test('a renewal that fails tells the coach it is past due and the client that their payment failed, once', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { duration: 'weekly' });
  const client = await w.client();
  expect((await buy(client.auth, plan)).statusCode).toBe(200);
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
  expect((await buy(first.auth, plan)).statusCode).toBe(200);
  await delivered();
  await block(coach.auth);
  await w.api.db.query('UPDATE plan_memberships SET payment_method_id = $2 WHERE program_id = $1', [
    plan.id,
    await w.card(CARDS.declined),
  ]);
  await w.pass(7);

  expect((await feed(coach.auth)).items).toEqual([]);
  expect(await counters(coach.auth)).toMatchObject({ unread_total: 0, unread_financial: 0 });
  const stored = await w.api.db.query<{ notification_type: string }>(
    'SELECT notification_type FROM notifications WHERE account_id = $1 ORDER BY id',
    [await accountIdOf(w.api, coach.auth)],
  );
  expect(stored.map((row) => row.notification_type)).toEqual(['coach_new_paid_client']);
  // The client is told all the same.
  expect((await feed(first.auth)).items.map((n) => n.notification_type)).toEqual(['client_payment_failed']);
});

test('a sign-up the FREE plan refuses tells the coach, once a day', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { free: true });
  await w.api.db.query(
    `UPDATE platform_subscriptions SET free_plan = true, trial = false, active = true, state = 'active',
       max_clients = 5 WHERE account_id = $1`,
    [await accountIdOf(w.api, coach.auth)],
  );
  for (let i = 0; i < 5; i += 1) expect((await buy((await w.client()).auth, plan)).statusCode).toBe(200);
  const sixth = await w.client();
  expect((await buy(sixth.auth, plan)).statusCode).toBe(403);
  expect((await buy(sixth.auth, plan)).statusCode).toBe(403);

  const warnings = await feed(coach.auth, { tab: 'warnings' });
  expect(warnings.items.map((n) => n.notification_type)).toEqual(['coach_over_limit_sign_up']);
  expect(warnings.items[0]!.text).toContain('your plan allows 5');
});

describe('the feed’s calls', () => {
  let coach: { auth: Auth };
  let other: { auth: Auth };
  let accountId: number;
  beforeAll(async () => {
    coach = await w.coach();
    other = await w.coach();
    accountId = await accountIdOf(w.api, coach.auth);
    const clientId = await accountIdOf(w.api, (await w.client()).auth);
    // 21 sign-ups of free programs and 2 of paid ones, published as the modules publish them.
    for (let i = 0; i < 23; i += 1)
      await w.api.app.jobs.enqueue(DELIVER_NOTIFICATION_JOB, {
        type: i < 21 ? 'coach_new_free_client' : 'coach_new_paid_client',
        key: `feed-test:${i}`,
        recipient: { account_id: accountId },
        payload: { client_id: clientId, plan_id: 0, joined_by: 'purchase', amount: 100, currency: 'usd' },
      });
    // Published twice: stored once.
    await w.api.app.jobs.enqueue(DELIVER_NOTIFICATION_JOB, {
      type: 'coach_new_free_client',
      key: 'feed-test:0',
      recipient: { account_id: accountId },
      payload: { client_id: clientId, plan_id: 0, joined_by: 'purchase' },
    });
  });

  test('pages of 20, newest first, filtered by tab, activity type and read state', async () => {
    const first = await feed(coach.auth);
    expect(first.items).toHaveLength(20);
    expect(first.meta).toMatchObject({ total: 23, min_offset: 0 });
    expect(first.items[0]!.notification_type).toBe('coach_new_paid_client');
    const second = await feed(coach.auth, { offset: '20' });
    expect(second.items).toHaveLength(3);
    expect((await feed(coach.auth, { activity_type: 'financial' })).meta.total).toBe(2);
    expect((await feed(coach.auth, { tab: 'activity', limit: '5' })).items).toHaveLength(5);
    expect((await feed(coach.auth, { read: 'true' })).meta.total).toBe(0);
  });

  test('read, unread and read-all per activity type move the counters', async () => {
    const [newest] = (await feed(coach.auth)).items;
    const read = await callEndpoint(w.api, endpoints.markNotificationRead, coach.auth, {
      params: { id: newest!.id },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ unread_total: 22, unread_financial: 1, unread_activity: 21 });
    expect((await feed(coach.auth, { read: 'true' })).items.map((n) => n.id)).toEqual([newest!.id]);
    const unread = await callEndpoint(w.api, endpoints.markNotificationUnread, coach.auth, {
      params: { id: newest!.id },
    });
    expect(unread.json()).toMatchObject({ unread_total: 23 });

    const all = await callEndpoint(w.api, endpoints.readAllNotifications, coach.auth, {
      payload: { activity_type: 'client_activity' },
    });
    expect(all.json()).toMatchObject({ unread_total: 2, unread_activity: 0, unread_financial: 2 });
  });

  test('another account’s notification does not exist for a caller', async () => {
    const [mine] = (await feed(coach.auth)).items;
    for (const endpoint of [endpoints.markNotificationRead, endpoints.markNotificationUnread]) {
      const answer = await callEndpoint(w.api, endpoint, other.auth, { params: { id: mine!.id } });
      expect(answer.statusCode).toBe(404);
    }
    expect((await feed(other.auth)).items).toEqual([]);
    const [after] = (await feed(coach.auth)).items;
    expect(after!.read).toBe(mine!.read);
  });

  test.each([
    ['limit=abc', { limit: 'abc' }],
    ['limit above a page', { limit: '21' }],
    ['negative offset', { offset: '-1' }],
    ['unknown tab', { tab: 'secrets' }],
    ['unknown activity type', { activity_type: 'everything' }],
    ['read that is not true or false', { read: 'maybe' }],
  ])('a list query with %s is refused with a JSON 422', async (_name, query) => {
    const answer = await callEndpoint(w.api, endpoints.notifications, coach.auth, { query });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toHaveProperty('error');
  });

  test.each(['abc', '0', '-3', '1e3', '99999999999999999999'])(
    'marking notification %s read is a JSON 404',
    async (id) => {
      const answer = await w.api.call({
        method: 'PATCH',
        url: `/api/notifications/${id}/read`,
        headers: coach.auth,
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toHaveProperty('error');
    },
  );

  test.each([{ activity_type: 'nope' }, {}, { activity_type: 3 }, []])(
    'read-all with %j is a JSON 4xx',
    async (payload) => {
      const answer = await callEndpoint(w.api, endpoints.readAllNotifications, coach.auth, { payload });
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    },
  );
});
