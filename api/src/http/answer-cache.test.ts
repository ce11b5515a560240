import { randomBytes } from 'node:crypto';
import { API_VERSION, apiPath, endpoints, type HttpMethod, type Me } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../app';
import { systemClock } from '../clock';
import { readConfig } from '../config';
import { openPostgres, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { postgresReachable, TEST_POSTGRES_URL } from '../testing/postgres';
import { signedUp, signUpBody, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ requestsPerMinutePerIdentity: 40 });
});
afterAll(() => api.close());

const me = (auth: Record<string, string>) =>
  api.call({ method: 'GET', url: apiPath(endpoints.me), headers: auth });
const nameOf = async (auth: Record<string, string>) => ((await me(auth)).json() as Me).current.first_name;

/** Statements the database is asked for while `work` runs. */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  const note = jest.spyOn(api.db.tables, 'noteStatement');
  try {
    await work();
    return note.mock.calls.length;
  } finally {
    note.mockRestore();
  }
}

test('users/me asked again gives the kept answer without reading the database', async () => {
  const { auth } = await signedUp(api);
  expect(await statementsDuring(() => me(auth))).toBeGreaterThan(3);
  expect(await statementsDuring(() => me(auth))).toBe(0);
  expect((await me(auth)).statusCode).toBe(200);
});

test('a change shows at once, whichever way it was written', async () => {
  const { auth } = await signedUp(api, { first_name: 'Jamie' });
  expect(await nameOf(auth)).toBe('Jamie');
  await api.call({
    method: endpoints.updateMe.method,
    url: apiPath(endpoints.updateMe),
    headers: auth,
    payload: { first_name: 'Jo' },
  });
  expect(await nameOf(auth)).toBe('Jo');
  // Straight through the database, as an operator's command or a job would.
  await api.db.query(`UPDATE users SET first_name = 'Joanna' WHERE first_name = 'Jo'`);
  expect(await nameOf(auth)).toBe('Joanna');
});

test('each token has its own answer', async () => {
  const first = await signedUp(api, { first_name: 'Avery' });
  const second = await signedUp(api, { first_name: 'Blake' });
  expect(await nameOf(first.auth)).toBe('Avery');
  expect(await nameOf(second.auth)).toBe('Blake');
  expect(await nameOf(first.auth)).toBe('Avery');
});

test('after sign-out the kept answer is not given: the token is refused', async () => {
  const { auth } = await signedUp(api);
  expect((await me(auth)).statusCode).toBe(200);
  expect(
    (await api.call({ method: 'DELETE', url: apiPath(endpoints.signOut), headers: auth })).statusCode,
  ).toBe(204);
  expect((await me(auth)).statusCode).toBe(401);
});

test('kept answers still count against the limit of requests per identity', async () => {
  const { auth } = await signedUp(api);
  const statuses: number[] = [];
  for (let call = 0; call < 45; call += 1) statuses.push((await me(auth)).statusCode);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
});

test('callers asking at once while nobody has the answer read it once between them', async () => {
  const { auth } = await signedUp(api);
  const alone = await statementsDuring(() => me(auth));
  await api.db.query(`UPDATE users SET last_name = 'Moved' WHERE id = (SELECT max(id) FROM users)`);
  const together = await statementsDuring(() => Promise.all(Array.from({ length: 20 }, () => me(auth))));
  expect(together).toBeLessThanOrEqual(alone);
});

describe('several API instances on one PostgreSQL server', () => {
  const schema = `answers_${randomBytes(5).toString('hex')}`;
  const instances: { app: FastifyInstance; db: Database }[] = [];
  let reachable = false;
  const config = { ...readConfig({}), seedDemoData: false, signUpsPerHour: 100_000 };

  beforeAll(async () => {
    reachable = await postgresReachable();
    if (!reachable) return;
    for (let count = 0; count < 2; count += 1) {
      const db = await openPostgres(TEST_POSTGRES_URL, schema);
      if (count === 0) await migrate(db);
      instances.push({ app: await buildApi({ db, config, clock: systemClock }), db });
    }
  });
  afterAll(async () => {
    for (const { app } of instances) await app.close();
    await instances[0]?.db.exec(`DROP SCHEMA ${schema} CASCADE`);
    for (const { db } of instances) await db.close();
  });

  test('a change made through one instance shows on the other at once', async () => {
    if (!reachable) return console.warn(`PostgreSQL is not reachable at ${TEST_POSTGRES_URL}; not checked`);
    const [one, other] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const call = (app: FastifyInstance, method: HttpMethod, path: string, headers = {}, payload?: object) =>
      app.inject({ method, url: path, headers: { 'api-version': API_VERSION, ...headers }, payload });
    const up = await call(
      one.app,
      'POST',
      apiPath(endpoints.signUp),
      {},
      signUpBody(config, { first_name: 'Casey' }),
    );
    const auth = { authorization: `Bearer ${up.json().access_token}` };
    const nameOn = async (app: FastifyInstance) =>
      ((await call(app, 'GET', apiPath(endpoints.me), auth)).json() as Me).current.first_name;
    await waitFor(() => other.db.tables.trusted);
    expect(await nameOn(other.app)).toBe('Casey');
    // The other instance keeps its answer: asked again, it reads nothing.
    const note = jest.spyOn(other.db.tables, 'noteStatement');
    expect(await nameOn(other.app)).toBe('Casey');
    expect(note).not.toHaveBeenCalled();
    note.mockRestore();
    const renamed = await call(one.app, endpoints.updateMe.method, apiPath(endpoints.updateMe), auth, {
      first_name: 'Cass',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await nameOn(other.app)).toBe('Cass');
  });
});

/** The other instance starts hearing once its LISTEN is in place. */
async function waitFor(check: () => boolean) {
  for (let attempt = 0; attempt < 50 && !check(); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
}
