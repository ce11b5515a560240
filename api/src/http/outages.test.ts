import { messages } from '@coachforge/contracts';
import { MAX_ANSWER_AGE_MS } from './answer-cache';
import { postgresReachable, TEST_POSTGRES_URL } from '../testing/postgres';
import { redisReachable, TEST_REDIS_URL } from '../testing/redis';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { signedUp, startTestApi, webClient, type TestApi } from '../testing/test-api';

/**
 * The API in front of PostgreSQL and Redis reached through proxies the test can cut, the way a server
 * restart or a network fault takes them away. Needs both servers (.ci/run starts them).
 */
const OUTAGE_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let postgres: TcpProxy | null = null;
let redis: TcpProxy | null = null;
let api: TestApi | null = null;

beforeAll(async () => {
  if (!(await postgresReachable()) || !(await redisReachable())) return;
  const pgUrl = new URL(TEST_POSTGRES_URL);
  const redisUrl = new URL(TEST_REDIS_URL);
  postgres = await startTcpProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
  redis = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  pgUrl.port = String(postgres.port);
  redisUrl.port = String(redis.port);
  api = await startTestApi({ redisUrl: redisUrl.toString() }, { databaseUrl: pgUrl.toString() });
});

afterAll(async () => {
  postgres?.restore();
  redis?.restore();
  await api?.close();
  await postgres?.close();
  await redis?.close();
});

const skipped = () => {
  if (api) return false;
  console.warn('PostgreSQL or Redis is not reachable; the outage tests did not run');
  return true;
};

async function until(probe: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) return false;
    await sleep(200);
  }
  return true;
}

test('while PostgreSQL and Redis are down for 10 s every answer is a clear 503, and the API recovers without a restart', async () => {
  if (skipped()) return;
  const { auth } = await signedUp(api!);
  const me = () => api!.call({ method: 'GET', url: '/api/users/me', headers: auth });
  expect((await me()).statusCode).toBe(200);
  // An answer kept from just before the outage is a right one; the test is about the answers after it.
  await sleep(MAX_ANSWER_AGE_MS);

  postgres!.cut();
  redis!.cut();
  const during: { status: number; error: unknown }[] = [];
  const outageEnds = Date.now() + OUTAGE_MS;
  while (Date.now() < outageEnds) {
    const [reading, signIn] = await Promise.all([
      me(),
      api!.call({
        method: 'POST',
        url: '/api/users/sign_in',
        payload: { email: 'x@example.com', password: 'not-the-password-1', ...webClient(api!.config) },
      }),
    ]);
    for (const response of [reading, signIn])
      during.push({ status: response.statusCode, error: response.json().error });
    await sleep(500);
  }
  postgres!.restore();
  redis!.restore();

  expect(during.length).toBeGreaterThan(10);
  expect(new Set(during.map((answer) => answer.status))).toEqual(new Set([503]));
  expect(new Set(during.map((answer) => answer.error))).toEqual(new Set([messages.api.unavailable]));
  expect(await until(async () => (await me()).statusCode === 200, 15_000)).toBe(true);
}, 60_000);

test('a write whose realtime push cannot reach Redis is still saved and answered', async () => {
  if (skipped()) return;
  const { email, password, auth } = await signedUp(api!);
  redis!.cut();
  try {
    const changed = await api!.call({
      method: 'PATCH',
      url: '/api/users/password',
      headers: auth,
      payload: {
        user: {
          current_password: password,
          password: 'a-new-secret-1',
          password_confirmation: 'a-new-secret-1',
        },
      },
    });
    expect(changed.statusCode).toBe(200);
  } finally {
    redis!.restore();
  }
  const signIn = await api!.call({
    method: 'POST',
    url: '/api/users/sign_in',
    payload: { email, password: 'a-new-secret-1', ...webClient(api!.config) },
  });
  expect(signIn.statusCode).toBe(200);
});
