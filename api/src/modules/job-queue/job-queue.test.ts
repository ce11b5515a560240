import { startTestApi, type TestApi } from '../../testing/test-api';
import { createJobQueue } from './job-queue';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ media: { signingSecret: 'x', s3: null, jobPollMs: 0 } });
});
afterAll(() => api.close());

test('a failing job is retried after a growing backoff and succeeds later', async () => {
  const queue = createJobQueue(api.db, { pollMs: 0, backoffMs: (attempt) => (attempt === 1 ? 0 : 60_000) });
  let calls = 0;
  queue.register('flaky', async () => {
    calls += 1;
    if (calls === 1) throw new Error('storage unreachable');
  });
  await queue.enqueue('flaky', {});
  expect(await queue.runDue()).toBe(2);
  expect(calls).toBe(2);
  const [job] = await api.db.query<{ attempts: number; finished_at: Date | null; last_error: string }>(
    "SELECT attempts, finished_at, last_error FROM background_jobs WHERE kind = 'flaky'",
  );
  expect(job).toMatchObject({ attempts: 2, last_error: 'storage unreachable' });
  expect(job!.finished_at).not.toBeNull();
});

test('a job enqueued before a restart is run by the next process, once, however often it was enqueued', async () => {
  const before = createJobQueue(api.db, { pollMs: 0 });
  await before.enqueue('welcome', { to: 1 }, { uniqueKey: 'welcome:1' });
  await before.enqueue('welcome', { to: 1 }, { uniqueKey: 'welcome:1' });
  await before.stop();

  const after = createJobQueue(api.db, { pollMs: 0 });
  const seen: unknown[] = [];
  after.register('welcome', async (payload) => {
    seen.push(payload);
  });
  expect(await after.runDue()).toBe(1);
  expect(seen).toEqual([{ to: 1 }]);
});

test('a job that keeps failing stops after its last attempt and is marked failed', async () => {
  const queue = createJobQueue(api.db, { pollMs: 0, backoffMs: () => 0 });
  queue.register('doomed', async () => {
    throw new Error('no');
  });
  await queue.enqueue('doomed', {}, { maxAttempts: 3 });
  expect(await queue.runDue()).toBe(3);
  const [job] = await api.db.query<{ failed_at: Date | null }>(
    "SELECT failed_at FROM background_jobs WHERE kind = 'doomed'",
  );
  expect(job!.failed_at).not.toBeNull();
});

test('the operator lists poison jobs with the admin token and retries one; without the token nothing is shown', async () => {
  const operated = await startTestApi({
    adminToken: 'operator-token-0123456789',
    media: { signingSecret: 'x', s3: null, jobPollMs: 0 },
  });
  try {
    operated.app.jobs.register('broken', async () => {
      throw new Error('payload cannot be read');
    });
    await operated.app.jobs.enqueue('broken', {}, { maxAttempts: 1 });
    await operated.app.jobs.runDue();
    const asOperator = { 'x-admin-token': 'operator-token-0123456789' };
    const listed = await operated.call({ method: 'GET', url: '/api/admin/jobs/failed', headers: asOperator });
    expect(listed.statusCode).toBe(200);
    const [failed] = listed.json().jobs;
    expect(failed).toMatchObject({ kind: 'broken', attempts: 1, last_error: 'payload cannot be read' });
    const stranger = await operated.call({ method: 'GET', url: '/api/admin/jobs/failed' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.body).not.toContain('payload cannot be read');
    const retried = await operated.call({
      method: 'POST',
      url: `/api/admin/jobs/${failed.id}/retry`,
      headers: asOperator,
      payload: {},
    });
    expect(retried.statusCode).toBe(200);
    expect(
      (
        await operated.call({
          method: 'POST',
          url: '/api/admin/jobs/999999/retry',
          headers: asOperator,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  } finally {
    await operated.close();
  }
});
