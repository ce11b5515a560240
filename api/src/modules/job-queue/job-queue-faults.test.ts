import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { openPglite, openPostgres, type Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { postgresReachable, TEST_POSTGRES_URL } from '../../testing/postgres';
import { createJobQueue } from './job-queue';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(50);
  }
}

const jobState = (db: Database, id: number) =>
  db
    .query<{ attempts: number; finished_at: Date | null; failed_at: Date | null; last_error: string | null }>(
      'SELECT attempts, finished_at, failed_at, last_error FROM background_jobs WHERE id = $1',
      [id],
    )
    .then((rows) => rows[0]!);

const newestJobId = (db: Database) =>
  db.query<{ id: number }>('SELECT max(id)::int AS id FROM background_jobs').then((rows) => rows[0]!.id);

describe('on the embedded database', () => {
  let db: Database;
  beforeEach(async () => {
    db = await openPglite();
    await migrate(db);
  });
  afterEach(() => db.close());

  test('a job running longer than the lock time keeps its lock: a second worker does not run it again', async () => {
    const runs: string[] = [];
    const first = createJobQueue(db, { pollMs: 0, staleLockMs: 150 });
    const second = createJobQueue(db, { pollMs: 0, staleLockMs: 150 });
    first.register('long', async () => {
      runs.push('first');
      await sleep(700);
    });
    second.register('long', async () => {
      runs.push('second');
    });
    await first.enqueue('long', {});
    const inHand = first.runDue();
    await sleep(450);
    expect(await second.runDue()).toBe(0);
    await inHand;
    expect(runs).toEqual(['first']);
    expect((await jobState(db, await newestJobId(db))).finished_at).not.toBeNull();
  });

  test('shutting down finishes the job in hand and leaves the backlog for the next process', async () => {
    const queue = createJobQueue(db, { pollMs: 0 });
    let ran = 0;
    queue.register('slow', async () => {
      ran += 1;
      await sleep(100);
    });
    for (let n = 0; n < 5; n += 1) await queue.enqueue('slow', { n });
    const draining = queue.runDue();
    await sleep(30);
    await queue.stop();
    await draining;
    expect(ran).toBe(1);
    const [backlog] = await db.query<{ waiting: number }>(
      'SELECT count(*)::int AS waiting FROM background_jobs WHERE finished_at IS NULL',
    );
    expect(backlog?.waiting).toBe(4);
  });

  test('a job enqueued in a transaction exists only if the transaction commits', async () => {
    const queue = createJobQueue(db, { pollMs: 0 });
    await expect(
      db.transaction(async (tx) => {
        await queue.enqueue('process', { media_id: 1 }, { tx });
        throw new Error('recording failed');
      }),
    ).rejects.toThrow('recording failed');
    await db.transaction((tx) => queue.enqueue('process', { media_id: 2 }, { tx }));
    const rows = await db.query<{ payload: unknown }>(
      "SELECT payload FROM background_jobs WHERE kind = 'process'",
    );
    expect(rows.map((row) => row.payload)).toEqual([{ media_id: 2 }]);
  });

  test('a poison job stops after its attempts and the operator sees it, with its error, and can retry it', async () => {
    const queue = createJobQueue(db, { pollMs: 0, backoffMs: () => 0 });
    let healthy = false;
    queue.register('poison', async () => {
      if (!healthy) throw new Error('cannot parse the payload');
    });
    await queue.enqueue('poison', { broken: true }, { maxAttempts: 2 });
    expect(await queue.runDue()).toBe(2);
    expect(await queue.runDue()).toBe(0);
    const [failed] = await queue.failed();
    expect(failed).toMatchObject({ kind: 'poison', attempts: 2, last_error: 'cannot parse the payload' });
    healthy = true;
    expect(await queue.retry(failed!.id)).toBe(true);
    expect(await queue.runDue()).toBe(1);
    expect(await queue.failed()).toEqual([]);
  });
});

describe('a worker process killed with SIGKILL mid-job (PostgreSQL server)', () => {
  const schema = `jobs_${randomBytes(5).toString('hex')}`;
  let db: Database | null = null;
  let worker: ChildProcess | null = null;
  const STALE_MS = 600;

  beforeAll(async () => {
    if (!(await postgresReachable())) return;
    db = await openPostgres(TEST_POSTGRES_URL, schema);
    await migrate(db);
    await db.exec('CREATE TABLE job_runs (job_id bigint NOT NULL, outcome text NOT NULL)');
  });
  afterEach(() => {
    worker?.kill('SIGKILL');
    worker = null;
  });
  afterAll(async () => {
    if (!db) return;
    await db.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  });

  function startWorker() {
    worker = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(__dirname, 'testing', 'job-worker-process.ts'),
        TEST_POSTGRES_URL,
        schema,
        String(STALE_MS),
      ],
      { cwd: join(__dirname, '..', '..', '..'), stdio: 'inherit' },
    );
    return worker;
  }

  async function killMidJob(maxAttempts: number) {
    const queue = createJobQueue(db!, { pollMs: 0 });
    await queue.enqueue('report', { month: '2026-10' }, { maxAttempts });
    const id = await newestJobId(db!);
    const child = startWorker();
    await until(async () =>
      (await db!.query('SELECT 1 FROM job_runs WHERE job_id = $1', [id])).length > 0 ? true : undefined,
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    return id;
  }

  test('the restarted worker finishes the job, once', async () => {
    if (!db) return console.warn(`PostgreSQL is not reachable at ${TEST_POSTGRES_URL}; not checked`);
    const id = await killMidJob(3);
    const restarted = createJobQueue(db, { pollMs: 0, staleLockMs: STALE_MS });
    restarted.register('report', async (_payload, job) => {
      await db!.query('INSERT INTO job_runs (job_id, outcome) VALUES ($1, $2)', [job.id, 'finished']);
    });
    expect(await restarted.runDue()).toBe(0); // the dead worker's lock is still fresh
    await sleep(STALE_MS + 100);
    expect(await restarted.runDue()).toBe(1);
    expect(await restarted.runDue()).toBe(0);
    const outcomes = await db.query<{ outcome: string }>('SELECT outcome FROM job_runs WHERE job_id = $1', [
      id,
    ]);
    expect(outcomes.map((row) => row.outcome)).toEqual(['started', 'finished']);
    expect(await jobState(db, id)).toMatchObject({ attempts: 2 });
  }, 60_000);

  test('killed on its last attempt, the job stops as failed instead of being claimed again forever', async () => {
    if (!db) return console.warn(`PostgreSQL is not reachable at ${TEST_POSTGRES_URL}; not checked`);
    const id = await killMidJob(1);
    await sleep(STALE_MS + 100);
    const restarted = createJobQueue(db, { pollMs: 0, staleLockMs: STALE_MS });
    restarted.register('report', async () => {
      throw new Error('must not run again');
    });
    expect(await restarted.runDue()).toBe(0);
    const state = await jobState(db, id);
    expect(state.failed_at).not.toBeNull();
    expect(state.last_error).toMatch(/stopped during the last attempt/);
    expect((await restarted.failed()).map((job) => job.id)).toContain(id);
  }, 60_000);
});
