import { apiPath, CABLE_SUBPROTOCOL, endpoints } from '@coachforge/contracts';
import WebSocket from 'ws';
import { accountRepository } from '../accounts';
import { DELIVER_NOTIFICATION_JOB } from '../notifications';
import { connectCable } from '../../testing/cable-client';
import { redisReachable, TEST_REDIS_URL } from '../../testing/redis';
import { signUpBody, startTestApi, type TestApi } from '../../testing/test-api';
import { createRealtime } from './realtime';
import { createRedisBroadcaster, redisChannelOf } from './redis-broadcaster';

const SYSTEM = JSON.stringify({ channel: 'SystemNotificationChannel' });

/** The cable as a browser tab opens it with a token; the server's pings are kept, and one more subprotocol offered. */
const connect = (api: TestApi, token: string) =>
  connectCable(
    api,
    { authorization: `Bearer ${token}` },
    { protocols: [CABLE_SUBPROTOCOL, 'actioncable-unsupported'], keepPings: true },
  );

async function coachWithBusiness(api: TestApi) {
  const response = await api.call({
    method: 'POST',
    url: apiPath(endpoints.signUp),
    payload: signUpBody(api.config, { role: 'coach' }),
  });
  const token: string = response.json().access_token;
  const me = await api.call({
    method: 'GET',
    url: apiPath(endpoints.me),
    headers: { authorization: `Bearer ${token}` },
  });
  const userId: number = me.json().private.id;
  const business = await accountRepository.insertBusiness(api.db, {
    ownerId: userId,
    kind: 'brand',
    fullName: 'Brand',
    title: null,
  });
  return { token, userId, business };
}

describe('in one API instance', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ socketsPerIdentity: 3, subscriptionsPerSocket: 2 });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => api.close());

  test('the socket speaks ActionCable: subprotocol, welcome, ping, confirm and reject', async () => {
    const { token } = await coachWithBusiness(api);
    const cable = await connect(api, token);
    expect(cable.socket.protocol).toBe(CABLE_SUBPROTOCOL);
    await cable.next((m) => m.type === 'welcome');
    cable.subscribe(SYSTEM);
    await cable.next((m) => m.type === 'confirm_subscription' && m.identifier === SYSTEM);
    const unknown = JSON.stringify({ channel: 'AdminChannel' });
    cable.subscribe(unknown);
    await cable.next((m) => m.type === 'reject_subscription' && m.identifier === unknown);
    await cable.next((m) => m.type === 'ping' && typeof m.message === 'number');
    cable.socket.close();
  });

  test('a socket without a valid access token is told it is unauthorized and closed', async () => {
    const cable = await connect(api, 'not-a-token-at-all-000000');
    await cable.next((m) => m.type === 'disconnect' && m.reason === 'unauthorized');
    await new Promise((resolve) => cable.socket.once('close', resolve));
    expect(cable.received.some((m) => m.type === 'welcome')).toBe(false);
  });

  test("a video finished processing reaches the account's NotificationChannel, and no one else's", async () => {
    const coach = await coachWithBusiness(api);
    const other = await coachWithBusiness(api);
    const notifications = JSON.stringify({ channel: 'NotificationChannel' });
    const tab = await connect(api, coach.token);
    const stranger = await connect(api, other.token);
    tab.subscribe(notifications);
    stranger.subscribe(notifications);
    await tab.next((m) => m.type === 'confirm_subscription');
    await stranger.next((m) => m.type === 'confirm_subscription');

    api.app.mediaEvents.publish({
      event: 'media_updated',
      data: { id: 41, state: 'published', account_id: coach.userId },
    });
    const heard = await tab.next((m) => m.identifier === notifications && m.message !== undefined);
    expect(heard.message).toEqual({ type: 'media_updated', data: { id: 41, state: 'published' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stranger.received.some((m) => m.identifier === notifications && m.message !== undefined)).toBe(
      false,
    );
    tab.socket.close();
    stranger.socket.close();
  });

  test("a notification delivered reaches its recipient's NotificationChannel as new, and no one else's", async () => {
    const coach = await coachWithBusiness(api);
    const other = await coachWithBusiness(api);
    const notifications = JSON.stringify({ channel: 'NotificationChannel' });
    const tab = await connect(api, coach.token);
    const stranger = await connect(api, other.token);
    tab.subscribe(notifications);
    stranger.subscribe(notifications);
    await tab.next((m) => m.type === 'confirm_subscription');
    await stranger.next((m) => m.type === 'confirm_subscription');

    await api.app.jobs.enqueue(DELIVER_NOTIFICATION_JOB, {
      type: 'coach_new_free_client',
      key: `realtime-test:${coach.userId}`,
      recipient: { account_id: coach.userId },
      payload: { client_id: other.userId, plan_id: 0, joined_by: 'purchase' },
    });
    await api.app.jobs.runDue();
    const [stored] = await api.db.query<{ id: number }>(
      'SELECT id::int FROM notifications WHERE account_id = $1',
      [coach.userId],
    );
    const heard = await tab.next((m) => m.identifier === notifications && m.message !== undefined);
    expect(heard.message).toEqual({ type: 'new', data: { notification_id: stored!.id } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stranger.received.some((m) => m.identifier === notifications && m.message !== undefined)).toBe(
      false,
    );
    tab.socket.close();
    stranger.socket.close();
  });

  test("signing out closes the identity's open sockets", async () => {
    const coach = await coachWithBusiness(api);
    const tab = await connect(api, coach.token);
    tab.subscribe(SYSTEM);
    await tab.next((m) => m.type === 'confirm_subscription');
    const closed = new Promise((resolve) => tab.socket.once('close', resolve));
    await api.call({
      method: 'DELETE',
      url: apiPath(endpoints.signOut),
      headers: { authorization: `Bearer ${coach.token}` },
    });
    await tab.next((m) => m.type === 'disconnect' && m.reason === 'unauthorized');
    await closed;
  });

  test('one identity holds a few sockets and subscriptions; more are refused, and others are not affected', async () => {
    const coach = await coachWithBusiness(api);
    const tabs = [];
    for (const _ of [1, 2, 3]) {
      const tab = await connect(api, coach.token);
      await tab.next((m) => m.type === 'welcome');
      tabs.push(tab);
    }
    const fourth = await connect(api, coach.token);
    await fourth.next(
      (m) => m.type === 'disconnect' && m.reason === 'too_many_connections' && m.reconnect === false,
    );

    const [tab] = tabs;
    const identifiers = ['SystemNotificationChannel', 'NotificationChannel', 'ChatNotificationChannel'].map(
      (channel) => JSON.stringify({ channel }),
    );
    for (const identifier of identifiers) tab!.subscribe(identifier);
    await tab!.next((m) => m.type === 'confirm_subscription' && m.identifier === identifiers[0]);
    await tab!.next((m) => m.type === 'confirm_subscription' && m.identifier === identifiers[1]);
    await tab!.next((m) => m.type === 'reject_subscription' && m.identifier === identifiers[2]);

    const other = await coachWithBusiness(api);
    const theirs = await connect(api, other.token);
    await theirs.next((m) => m.type === 'welcome');
    for (const open of [...tabs, theirs]) open.socket.close();
  });

  test("a password change closes the sockets of the identity's other sign-ins and keeps this one's", async () => {
    const body = signUpBody(api.config, { role: 'coach' });
    const signUp = await api.call({ method: 'POST', url: apiPath(endpoints.signUp), payload: body });
    const signIn = await api.call({
      method: 'POST',
      url: apiPath(endpoints.signIn),
      payload: {
        email: body.email,
        password: body.password,
        client_id: api.config.webClient.id,
        client_secret: api.config.webClient.secret,
      },
    });
    const here = await connect(api, signIn.json().access_token);
    const elsewhere = await connect(api, signUp.json().access_token);
    for (const tab of [here, elsewhere]) {
      tab.subscribe(SYSTEM);
      await tab.next((m) => m.type === 'confirm_subscription');
    }
    const closed = new Promise((resolve) => elsewhere.socket.once('close', resolve));
    await api.call({
      method: 'PATCH',
      url: apiPath(endpoints.changePassword),
      headers: { authorization: `Bearer ${signIn.json().access_token}` },
      payload: {
        user: {
          current_password: body.password,
          password: 'changed-password-1',
          password_confirmation: 'changed-password-1',
        },
      },
    });
    await elsewhere.next((m) => m.type === 'disconnect' && m.reason === 'unauthorized');
    await closed;
    expect(here.socket.readyState).toBe(WebSocket.OPEN);
    expect(here.received.some((m) => m.type === 'disconnect')).toBe(false);
    here.socket.close();
  });

  test("switching account reaches every socket of the identity, and no one else's", async () => {
    const coach = await coachWithBusiness(api);
    const other = await coachWithBusiness(api);
    const tab = await connect(api, coach.token);
    const stranger = await connect(api, other.token);
    tab.subscribe(SYSTEM);
    stranger.subscribe(SYSTEM);
    await tab.next((m) => m.type === 'confirm_subscription');
    await stranger.next((m) => m.type === 'confirm_subscription');

    await api.call({
      method: 'PUT',
      url: apiPath(endpoints.switchAccount),
      headers: { authorization: `Bearer ${coach.token}` },
      payload: { id: coach.business },
    });
    const switched = await tab.next((m) => m.identifier === SYSTEM && m.message !== undefined);
    expect(switched.message).toEqual({ type: 'switched', data: { account_id: coach.business } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stranger.received.filter((m) => m.message !== undefined)).toEqual([]);
    tab.socket.close();
    stranger.socket.close();
  });
});

const REDIS_URL = TEST_REDIS_URL;

test('with Redis, a broadcast published on one API instance reaches a socket held by another', async () => {
  if (!(await redisReachable())) {
    console.warn(`Redis is not reachable at ${REDIS_URL}; the cross-instance broadcast was not checked`);
    return;
  }
  const second = await startTestApi({ redisUrl: REDIS_URL });
  try {
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    const coach = await coachWithBusiness(second);
    const cable = await connect(second, coach.token);
    cable.subscribe(SYSTEM);
    await cable.next((m) => m.type === 'confirm_subscription');

    // Another API instance: its own broadcaster on the same Redis.
    const publisher = await createRedisBroadcaster(REDIS_URL);
    await createRealtime(publisher).toIdentity('SystemNotificationChannel', coach.userId, {
      type: 'subscribe',
      event: 'updated',
    });
    const delivered = await cable.next((m) => m.message !== undefined);
    expect(delivered.message).toEqual({ type: 'subscribe', event: 'updated' });
    expect(cable.received.filter((m) => m.message !== undefined)).toHaveLength(1);
    await publisher.close();
    cable.socket.close();
  } finally {
    await second.close();
  }
});

test('each Redis database is a fan-out channel of its own (publish/subscribe ignores the database)', () => {
  expect(redisChannelOf('redis://127.0.0.1:6379')).toBe('coachforge:cable:0');
  expect(redisChannelOf('redis://127.0.0.1:6379/0')).toBe('coachforge:cable:0');
  expect(redisChannelOf('redis://:secret@redis.internal:6379/7')).toBe('coachforge:cable:7');
  expect(redisChannelOf('redis://127.0.0.1:6379/7')).not.toBe(redisChannelOf('redis://127.0.0.1:6379/8'));
});
