import { startTestApi, type TestApi } from '../../testing/test-api';
import { FAST_FORWARD_PATH } from './fast-forward-route';

const DAY_MS = 86_400_000;
let api: TestApi;
const ran: string[] = [];

beforeAll(async () => {
  api = await startTestApi();
  api.app.jobs.register('fast-forward-probe', async (payload) => {
    ran.push(String(payload.name));
  });
});
afterAll(() => api.close());

const fastForward = (days: unknown) =>
  api.call({ method: 'POST', url: FAST_FORWARD_PATH, payload: { days } });

test('on a development start, letting days pass runs the jobs due by then and no others', async () => {
  await api.app.jobs.enqueue('fast-forward-probe', { name: 'in 2 days' }, { delayMs: 2 * DAY_MS });
  await api.app.jobs.enqueue('fast-forward-probe', { name: 'in 5 days' }, { delayMs: 5 * DAY_MS });

  expect((await fastForward(3)).statusCode).toBe(200);
  expect(ran).toEqual(['in 2 days']);
  await fastForward(3);
  expect(ran).toEqual(['in 2 days', 'in 5 days']);
});

test('jobs brought forward run even while a drain that looked before is still under way', async () => {
  ran.length = 0;
  await api.app.jobs.enqueue('fast-forward-probe', { name: 'in 4 days' }, { delayMs: 4 * DAY_MS });
  // A poll's drain under way as the days are let pass: it looked for due jobs before they were brought
  // forward.
  const pollUnderWay = api.app.jobs.runDue();
  expect((await fastForward(5)).statusCode).toBe(200);
  await pollUnderWay;
  expect(ran).toEqual(['in 4 days']);
});

test('days must be a whole number from 1 to 400, answered as a JSON error', async () => {
  for (const days of [0, -3, 1.5, 'ten', 401]) {
    const refused = await fastForward(days);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toHaveProperty('error');
  }
});

test('outside a loopback development start it does not exist', async () => {
  const production = await startTestApi({ serveOutbox: false });
  try {
    expect(
      (await production.call({ method: 'POST', url: FAST_FORWARD_PATH, payload: { days: 1 } })).statusCode,
    ).toBe(404);
  } finally {
    await production.close();
  }
});
