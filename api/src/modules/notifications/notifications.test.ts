import { endpoints, type Notification } from '@coachforge/contracts';
import { accountIdOf, callEndpoint } from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';
import { DELIVER_NOTIFICATION_JOB } from './index';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 30_000);
afterAll(() => api.close());

type Auth = Record<string, string>;

/** Delivery is a durable job: run what is due, as the polling worker would a moment later. */
const delivered = async () => {
  await api.app.jobs.runDue();
  await api.app.jobs.runDue();
};
const feed = async (auth: Auth, query: Record<string, string> = {}) => {
  await delivered();
  const answer = await callEndpoint(api, endpoints.notifications, auth, { query });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { items: Notification[]; meta: { total: number; min_offset: number } };
};

describe('the feed’s calls', () => {
  let coach: { auth: Auth };
  let other: { auth: Auth };
  let accountId: number;
  beforeAll(async () => {
    coach = await signedUp(api, { role: 'coach' });
    other = await signedUp(api, { role: 'coach' });
    accountId = await accountIdOf(api, coach.auth);
    const clientId = await accountIdOf(api, (await signedUp(api, { role: 'user' })).auth);
    // 21 sign-ups of free programs and 2 of paid ones, published as the modules publish them.
    for (let i = 0; i < 23; i += 1)
      await api.app.jobs.enqueue(DELIVER_NOTIFICATION_JOB, {
        type: i < 21 ? 'coach_new_free_client' : 'coach_new_paid_client',
        key: `feed-test:${i}`,
        recipient: { account_id: accountId },
        payload: { client_id: clientId, plan_id: 0, joined_by: 'purchase', amount: 100, currency: 'usd' },
      });
    // Published twice: stored once.
    await api.app.jobs.enqueue(DELIVER_NOTIFICATION_JOB, {
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
    const read = await callEndpoint(api, endpoints.markNotificationRead, coach.auth, {
      params: { id: newest!.id },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ unread_total: 22, unread_financial: 1, unread_activity: 21 });
    expect((await feed(coach.auth, { read: 'true' })).items.map((n) => n.id)).toEqual([newest!.id]);
    const unread = await callEndpoint(api, endpoints.markNotificationUnread, coach.auth, {
      params: { id: newest!.id },
    });
    expect(unread.json()).toMatchObject({ unread_total: 23 });

    const all = await callEndpoint(api, endpoints.readAllNotifications, coach.auth, {
      payload: { activity_type: 'client_activity' },
    });
    expect(all.json()).toMatchObject({ unread_total: 2, unread_activity: 0, unread_financial: 2 });
  });

  test('another account’s notification does not exist for a caller', async () => {
    const [mine] = (await feed(coach.auth)).items;
    for (const endpoint of [endpoints.markNotificationRead, endpoints.markNotificationUnread]) {
      const answer = await callEndpoint(api, endpoint, other.auth, { params: { id: mine!.id } });
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
    const answer = await callEndpoint(api, endpoints.notifications, coach.auth, { query });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toHaveProperty('error');
  });

  test.each(['abc', '0', '-3', '1e3', '99999999999999999999'])(
    'marking notification %s read is a JSON 404',
    async (id) => {
      const answer = await api.call({
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
      const answer = await callEndpoint(api, endpoints.readAllNotifications, coach.auth, { payload });
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    },
  );
});
