import { apiPath, endpoints, messages } from '@coachforge/contracts';
import { freePasswordHashSlots, hashPassword } from '../modules/users/passwords';
import { redisReachable, TEST_REDIS_URL } from '../testing/redis';
import { linkInLatestMail, signedUp, startTestApi, webClient, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    signInAttemptsPerWindow: 3,
    signInAddressAttemptsPerWindow: 6,
    passwordResetsPerWindow: 2,
    signUpsPerHour: 3,
    requestsPerMinutePerIdentity: 5,
    unconfirmedDailyInviteLimit: 2,
  });
});
afterAll(() => api.close());

const signIn = (email: string, from: { remoteAddress: string; forwardedFor?: string }) =>
  api.call({
    method: 'POST',
    url: apiPath(endpoints.signIn),
    remoteAddress: from.remoteAddress,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
    payload: { email, password: 'not-the-password', ...webClient(api.config) },
  });

test('a caller cannot leave the sign-in limit by claiming other addresses in X-Forwarded-For', async () => {
  const statuses = [];
  for (const n of [1, 2, 3, 4])
    statuses.push(
      (await signIn('target@example.com', { remoteAddress: '203.0.113.7', forwardedFor: `10.9.9.${n}` }))
        .statusCode,
    );
  expect(statuses).toEqual([401, 401, 401, 429]);
});

test('behind our own proxy each caller counts apart, so nobody can lock a chosen person out', async () => {
  for (let attempt = 0; attempt < 3; attempt += 1)
    await signIn('victim@example.com', { remoteAddress: '127.0.0.1', forwardedFor: '198.51.100.66' });
  const attacker = await signIn('victim@example.com', {
    remoteAddress: '127.0.0.1',
    forwardedFor: '198.51.100.66',
  });
  expect(attacker.statusCode).toBe(429);
  expect(attacker.json().error).toBe(messages.auth.tooManyAttempts);
  const victim = await signIn('victim@example.com', {
    remoteAddress: '127.0.0.1',
    forwardedFor: '192.0.2.10',
  });
  expect(victim.statusCode).toBe(401);
});

test('one address trying many emails is stopped', async () => {
  const statuses = [];
  for (const n of [1, 2, 3, 4, 5, 6, 7])
    statuses.push((await signIn(`list.${n}@example.com`, { remoteAddress: '203.0.113.50' })).statusCode);
  expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
});

test('reset mail to one person is capped even when asked for from many addresses', async () => {
  const statuses = [];
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9])
    statuses.push(
      (
        await api.call({
          method: 'POST',
          url: apiPath(endpoints.requestPasswordReset),
          remoteAddress: `203.0.113.${100 + n}`,
          payload: { email: 'inbox@example.com' },
        })
      ).statusCode,
    );
  expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
});

test('one address creates a few identities an hour, not a flood', async () => {
  const statuses = [];
  for (const n of [1, 2, 3, 4]) {
    const response = await api.call({
      method: 'POST',
      url: apiPath(endpoints.signUp),
      remoteAddress: '203.0.113.200',
      payload: {
        first_name: 'Flood',
        last_name: 'Test',
        email: `flood.${n}.${Date.now()}@example.com`,
        password: 'strong-password',
        password_confirmation: 'strong-password',
        terms: true,
        role: 'user',
        ...webClient(api.config),
      },
    });
    statuses.push(response.statusCode);
  }
  expect(statuses).toEqual([201, 201, 201, 429]);
});

test('a signed-in identity is limited per minute on every call', async () => {
  const { auth } = await signedUp(api, { role: 'coach' });
  const statuses = [];
  for (const n of [1, 2, 3, 4, 5, 6])
    statuses.push(
      (
        await api.call({
          method: 'GET',
          url: apiPath(endpoints.me),
          headers: auth,
          remoteAddress: `192.0.2.${n}`,
        })
      ).statusCode,
    );
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
});

test('a person whose address is not confirmed sends a few invitations a day, then more once confirmed', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await api.call({
    method: 'POST',
    url: apiPath(endpoints.createProgram),
    headers: coach.auth,
    payload: { plan_type: 'one_many', title: 'Invitations' },
  });
  expect(program.statusCode).toBe(201);
  const invite = (n: number) =>
    api.call({
      method: 'POST',
      url: apiPath(endpoints.inviteAthlete),
      headers: coach.auth,
      payload: { email: `invitee.${n}.${Date.now()}@example.com`, program_id: program.json().id },
    });
  expect((await invite(1)).statusCode).toBe(201);
  expect((await invite(2)).statusCode).toBe(201);
  const third = await invite(3);
  expect(third.statusCode).toBe(429);
  expect(third.json().error).toBe(messages.limits.unconfirmedInvites);

  const link = await linkInLatestMail(api, coach.email);
  const token = link.searchParams.get('confirmation_token')!;
  const confirmed = await api.call({
    method: 'POST',
    url: apiPath(endpoints.confirmEmail),
    payload: { confirmation_token: token },
  });
  expect(confirmed.statusCode).toBe(200);
  expect((await invite(4)).statusCode).toBe(201);
});

test('password hashes queue for a free slot instead of all running at once', async () => {
  const before = freePasswordHashSlots();
  const hashes = Array.from({ length: before + 4 }, (_, n) => hashPassword(`queued-password-${n}`));
  expect(freePasswordHashSlots()).toBe(0);
  await Promise.all(hashes);
  expect(freePasswordHashSlots()).toBe(before);
});

test('with Redis, every API instance counts against the same limit', async () => {
  if (!(await redisReachable())) {
    console.warn(`Redis is not reachable at ${TEST_REDIS_URL}; shared counters were not checked`);
    return;
  }
  const first = await startTestApi({ redisUrl: TEST_REDIS_URL, signInAttemptsPerWindow: 3 });
  const second = await startTestApi({ redisUrl: TEST_REDIS_URL, signInAttemptsPerWindow: 3 });
  try {
    const email = `shared.${Date.now()}.${Math.random()}@example.com`;
    const attempt = (instance: TestApi) =>
      instance.call({
        method: 'POST',
        url: apiPath(endpoints.signIn),
        remoteAddress: '203.0.113.77',
        payload: { email, password: 'not-the-password', ...webClient(instance.config) },
      });
    const statuses = [
      (await attempt(first)).statusCode,
      (await attempt(second)).statusCode,
      (await attempt(first)).statusCode,
      (await attempt(second)).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 401, 429]);
  } finally {
    await first.close();
    await second.close();
  }
});
