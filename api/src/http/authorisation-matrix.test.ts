import type { InjectOptions } from 'fastify';
import { buildCallerWorld, callerKinds, type CallerKind, type CallerWorld } from '../testing/callers';
import { authorisationTable, type RouteAccess } from '../testing/authorisation-table';
import { startTestApi, type TestApi } from '../testing/test-api';

/**
 * Every route × every kind of caller (spec 01 section 6, spec 02 section 6): the status each gets is one
 * table, src/testing/authorisation-table.ts. Owner last, so a row whose call removes the team's things
 * (deleting its file) is seen by the others first.
 */
const order: CallerKind[] = [
  'anonymous',
  'client',
  'coach',
  'blockedCoach',
  'otherAccount',
  'nonOwner',
  'owner',
];

let api: TestApi;
let shared: CallerWorld;
beforeAll(async () => {
  api = await startTestApi({ adminToken: 'matrix-admin-token-0123456789' });
  shared = await buildCallerWorld(api);
}, 60_000);
afterAll(() => api.close());

let counter = 0;
async function statusesOf(row: RouteAccess, world: CallerWorld): Promise<Record<CallerKind, number>> {
  const method = row.route.split(' ')[0] as InjectOptions['method'];
  const statuses = {} as Record<CallerKind, number>;
  const rowNumber = authorisationTable.indexOf(row);
  for (const [index, caller] of order.entries()) {
    const request = await row.request(world, caller, ++counter);
    const response = await api.call({
      method,
      // One address per caller and row: address-keyed rate limits must not decide a cell.
      remoteAddress: `10.${Math.floor(rowNumber / 250)}.${rowNumber % 250}.${index + 1}`,
      ...request,
      headers: { ...world.headers[caller], ...(request.headers ?? {}) },
    });
    statuses[caller] = response.statusCode;
  }
  return statuses;
}

test('every route the API serves has a row in the authorisation table, and every row is a route', () => {
  const served = api.app.routeTable.map((route) => `${route.method} ${route.url}`).sort();
  const listed = authorisationTable.map((row) => row.route).sort();
  expect(listed).toEqual(served);
  expect(new Set(callerKinds)).toEqual(new Set(order));
});

test.each(authorisationTable.map((row) => [row.route, row] as const))(
  '%s answers each kind of caller as the table says',
  async (_route, row) => {
    const world = row.fresh ? await buildCallerWorld(api) : shared;
    expect(await statusesOf(row, world)).toEqual(row.expected);
  },
  60_000,
);
