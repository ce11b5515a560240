import { randomBytes } from 'node:crypto';
import { API_VERSION } from '@coachforge/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApi, type BuildOptions } from '../app';
import { clockStartingAt, systemClock, type Clock } from '../clock';
import { readConfig, type ApiConfig } from '../config';
import { openPostgres, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openMigratedPglite } from './migrated-pglite';

export interface TestApi {
  app: FastifyInstance;
  db: Database;
  config: ApiConfig;
  clock: Clock;
  /** A request with the API-Version header already set. */
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestApiOptions extends BuildOptions {
  clock?: Clock;
  /** A PostgreSQL server to use instead of DATABASE_URL or the embedded database (fault tests reach it
   * through a proxy they can cut). */
  databaseUrl?: string;
}

/**
 * The API's clock in tests: the machine's, or, when API_TEST_NOW holds a moment (ISO 8601), a clock that
 * starts there, so the whole suite can be run just before or after midnight (`pnpm test:clock`).
 */
export function testClock(env: NodeJS.ProcessEnv = process.env): Clock {
  const start = env.API_TEST_NOW;
  if (!start) return systemClock;
  const moment = new Date(start);
  if (Number.isNaN(moment.getTime())) throw new Error(`API_TEST_NOW is not a moment: ${start}`);
  return clockStartingAt(moment);
}

/**
 * A fresh API on a fresh database: embedded PGlite in memory, or, when DATABASE_URL is set, a
 * throw-away schema on that PostgreSQL server so the same tests prove both.
 */
export async function startTestApi(
  overrides: Partial<ApiConfig> = {},
  { clock = testClock(), databaseUrl = process.env.DATABASE_URL, ...options }: TestApiOptions = {},
): Promise<TestApi> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = databaseUrl ? await openPostgres(databaseUrl, schema) : await openMigratedPglite();
  // On the embedded database's image this finds nothing left to apply.
  await migrate(db);
  const defaults = readConfig({});
  const config = {
    ...defaults,
    /**
     * No polling job worker: tests run due jobs by hand (`api.app.jobs.runDue()`, `deliverMail`), and a poll
     * landing while a test counts the statements a request sends was counted as the request's.
     */
    media: { ...defaults.media, jobPollMs: 0 },
    seedDemoData: false,
    // Every test signs up and in from one address; the limits per address have tests of their own.
    signUpsPerHour: 100_000,
    signInAddressAttemptsPerWindow: 100_000,
    // No test looks a real domain up: a custom domain has no DNS record unless a test hands one in.
    whiteLabel: { platformDomain: 'localhost', resolveCname: () => Promise.resolve([]) },
    ...overrides,
  };
  const app = await buildApi({ db, config, clock }, options);
  return {
    app,
    db,
    config,
    clock,
    call: (request) =>
      app.inject({ ...request, headers: { 'api-version': API_VERSION, ...(request.headers ?? {}) } }),
    async close() {
      await app.close();
      if (databaseUrl) await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

export const webClient = (config: ApiConfig) => ({
  client_id: config.webClient.id,
  client_secret: config.webClient.secret,
});

export function signUpBody(config: ApiConfig, overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Jamie',
    last_name: 'Rivers',
    email: `jamie.${randomBytes(4).toString('hex')}@example.com`,
    password: 'strong-password',
    password_confirmation: 'strong-password',
    terms: true,
    role: 'coach',
    ...webClient(config),
    ...overrides,
  };
}

/** Every Set-Cookie header of a response, whole (attributes included). */
export const setCookiesOf = (response: { headers: Record<string, unknown> }): string[] =>
  [response.headers['set-cookie'] ?? []].flat().map(String);

/** The refresh cookie a response set, as a Cookie header value. */
export function refreshCookieFrom(response: { headers: Record<string, unknown> }): string | undefined {
  return setCookiesOf(response)
    .find((cookie) => cookie.startsWith('cf_refresh='))
    ?.split(';')[0];
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Mail leaves through the job queue: deliver what is waiting, as the polling worker would. Twice, because
 * a drain already under way when the mail was queued may have looked before it arrived.
 */
export async function deliverQueuedMail(api: TestApi): Promise<void> {
  await api.app.jobs.runDue();
  await api.app.jobs.runDue();
}

/** Mail the API sent to an address, newest first, read the way a developer reads it: the outbox. */
export async function outboxOf(api: TestApi, email: string): Promise<OutboxMail[]> {
  await deliverQueuedMail(api);
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/dev/outbox.json?to=${encodeURIComponent(email)}`,
  });
  return response.json();
}

/** The link of the newest mail to an address, as the person would click it. */
export async function linkInLatestMail(api: TestApi, email: string): Promise<URL> {
  const [mail] = await outboxOf(api, email);
  const match = /https?:\/\/\S+/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no mail with a link to ${email}`);
  return new URL(match[0]);
}

/** Signs up through the API and answers the bearer header of the new session. */
export async function signedUp(api: TestApi, overrides: Record<string, unknown> = {}) {
  const body = signUpBody(api.config, overrides);
  const response = await api.call({ method: 'POST', url: '/api/users/sign_up', payload: body });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return {
    email: String(body.email),
    password: String(body.password),
    auth: { authorization: `Bearer ${response.json().access_token}` },
  };
}
