/**
 * A worker in a process of its own, for the test that kills it with SIGKILL mid-job. It polls the queue
 * on the given database schema; its one handler records that it started and then never returns.
 * Usage: job-worker-process.ts <postgres url> <schema> <stale lock ms>
 */
import { openPostgres } from '../../../db/database';
import { createJobQueue } from '../job-queue';

async function main() {
  const [url, schema, staleLockMs] = process.argv.slice(2);
  const db = await openPostgres(url!, schema);
  const queue = createJobQueue(db, { pollMs: 20, staleLockMs: Number(staleLockMs) });
  queue.register('report', async (_payload, job) => {
    await db.query('INSERT INTO job_runs (job_id, outcome) VALUES ($1, $2)', [job.id, 'started']);
    await new Promise(() => undefined);
  });
  queue.start();
}

void main();
