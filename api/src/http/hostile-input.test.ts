import type { InjectOptions } from 'fastify';
import { authorisationTable, type RouteAccess } from '../testing/authorisation-table';
import { buildCallerWorld, type CallerWorld } from '../testing/callers';
import {
  hostileHeaders,
  hostilePathValues,
  hostileQueries,
  hostileRawBodies,
  hostileValues,
  objectsIn,
  withField,
} from '../testing/hostile-inputs';
import { startTestApi, type TestApi } from '../testing/test-api';

/**
 * Every route of the API (the authorisation table lists them all) receives hostile input in place of a
 * valid request, sent as a business owner (the caller who reaches the most): each field of its body replaced
 * by wrong types, huge and strange strings and injection attempts, unknown fields, broken and deeply nested
 * JSON, hostile path parameters, query strings and headers. Nothing may answer 5xx, and every refusal is JSON.
 */

/** Calls that end the caller's session or account go last, so the others run signed in. */
const LAST = ['DELETE /api/users/sign_out', 'DELETE /api/users/me'];
const rows = [
  ...authorisationTable.filter((row) => !LAST.includes(row.route)),
  ...LAST.map((route) => authorisationTable.find((row) => row.route === route)!),
];

interface Attempt {
  label: string;
  request: InjectOptions;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  !Buffer.isBuffer(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

function attemptsFor(row: RouteAccess, base: InjectOptions): Attempt[] {
  const method = row.route.split(' ')[0] as InjectOptions['method'];
  const pattern = row.route.split(' ')[1]!.split('/');
  const url = String(base.url);
  const [path, search] = url.split('?');
  const segments = path!.split('/');
  const attempts: Attempt[] = [];
  const send = (label: string, change: Partial<InjectOptions>) =>
    attempts.push({
      label,
      request: { ...base, method, ...change, headers: { ...base.headers, ...change.headers } },
    });

  if (method !== 'GET' && isPlainObject(base.payload)) {
    for (const objectPath of objectsIn(base.payload)) {
      let target: unknown = base.payload;
      for (const step of objectPath) target = (target as Record<string, unknown>)[step];
      for (const key of Object.keys(target as object))
        for (const [n, value] of hostileValues.entries())
          send(`${[...objectPath, key].join('.')} = hostile #${n}`, {
            payload: withField(base.payload, objectPath, key, value) as InjectOptions['payload'],
          });
    }
    send('unknown fields', {
      payload: {
        ...base.payload,
        role: 'admin',
        account_id: 1,
        is_owner: true,
        extra: '<script>alert(1)</script>',
      },
    });
  }
  if (method !== 'GET')
    for (const [n, body] of hostileRawBodies.entries())
      send(`raw body #${n}`, { payload: body, headers: { 'content-type': 'application/json' } });

  for (const [index, part] of pattern.entries()) {
    if (!part.startsWith(':') && part !== '*') continue;
    for (const value of hostilePathValues) {
      const changed = [...segments];
      changed[index] = value;
      send(`${part} = ${value.slice(0, 30)}`, { url: changed.join('/') + (search ? `?${search}` : '') });
    }
  }
  for (const [n, query] of hostileQueries.entries()) send(`query #${n}`, { query });
  for (const [n, headers] of hostileHeaders.entries()) send(`header #${n}`, { headers });
  return attempts;
}

let api: TestApi;
let world: CallerWorld;
let tried = 0;
let serverErrors = 0;

beforeAll(async () => {
  api = await startTestApi({
    adminToken: 'hostile-admin-token-0123456789',
    requestsPerMinutePerIdentity: 10_000_000,
  });
  world = await buildCallerWorld(api);
}, 60_000);

afterAll(async () => {
  console.info(`hostile input: ${tried} requests over ${rows.length} routes, ${serverErrors} answered 5xx`);
  await api.close();
});

test.each(rows.map((row) => [row.route, row] as const))(
  '%s refuses hostile input with a 4xx JSON answer, never a 5xx',
  async (_route, row) => {
    const base = await row.request(world, 'owner', 0);
    const request: InjectOptions = { ...base, headers: { ...world.headers.owner, ...(base.headers ?? {}) } };
    const failures: string[] = [];
    for (const { label, request: attempt } of attemptsFor(row, request)) {
      const response = await api.call(attempt);
      tried += 1;
      if (response.statusCode >= 500) {
        serverErrors += 1;
        failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      } else if (
        row.route !== 'GET /cable' && // the socket endpoint, not a JSON route: a plain GET is told 404
        response.statusCode >= 400 &&
        !String(response.headers['content-type'] ?? '').includes('application/json')
      ) {
        failures.push(
          `${label}: ${response.statusCode} is not JSON (${String(response.headers['content-type'])})`,
        );
      }
    }
    expect(failures).toEqual([]);
  },
  120_000,
);
