import type { Database } from '../../db/database';

export interface JobRow {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>;

export interface EnqueueOptions {
  /** One job per key however often it is enqueued. */
  uniqueKey?: string;
  maxAttempts?: number;
  delayMs?: number;
}

export interface JobQueue {
  register(kind: string, handler: JobHandler): void;
  enqueue(kind: string, payload: Record<string, unknown>, options?: EnqueueOptions): Promise<void>;
  /** Runs every job that is due now, one after another; returns how many ran. */
  runDue(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  pollMs: number;
  /** A lock older than this belongs to a process that died; the job is claimed again. */
  staleLockMs?: number;
  /** Backoff before retry n (1-based). */
  backoffMs?: (attempt: number) => number;
  log?: (message: string, error?: unknown) => void;
}

const defaultBackoff = (attempt: number) => Math.min(2 ** attempt * 1000, 60 * 60 * 1000);

/**
 * A job queue in PostgreSQL. Claiming is one UPDATE … FOR UPDATE SKIP LOCKED, so several API
 * processes can poll the same table without running a job twice at once.
 */
export function createJobQueue(db: Database, options: JobQueueOptions): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const staleLockMs = options.staleLockMs ?? 10 * 60 * 1000;
  const backoffMs = options.backoffMs ?? defaultBackoff;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function claim(): Promise<JobRow | null> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return null;
    const rows = await db.query<JobRow>(
      `UPDATE background_jobs SET locked_at = now(), attempts = attempts + 1
       WHERE id = (
         SELECT id FROM background_jobs
         WHERE finished_at IS NULL AND failed_at IS NULL AND run_at <= now() AND kind = ANY($1)
           AND (locked_at IS NULL OR locked_at < now() - ($2::text || ' milliseconds')::interval)
         ORDER BY run_at LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, payload, attempts, max_attempts`,
      [kinds, String(staleLockMs)],
    );
    return rows[0] ?? null;
  }

  async function runOne(job: JobRow) {
    try {
      await handlers.get(job.kind)!(job.payload, job);
      await db.query('UPDATE background_jobs SET finished_at = now(), locked_at = NULL WHERE id = $1', [
        job.id,
      ]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      options.log?.(`job ${job.kind} #${job.id} failed (attempt ${job.attempts})`, error);
      if (job.attempts >= job.max_attempts) {
        await db.query(
          'UPDATE background_jobs SET failed_at = now(), locked_at = NULL, last_error = $2 WHERE id = $1',
          [job.id, message],
        );
      } else {
        await db.query(
          `UPDATE background_jobs SET locked_at = NULL, last_error = $2,
             run_at = now() + ($3::text || ' milliseconds')::interval WHERE id = $1`,
          [job.id, message, String(backoffMs(job.attempts))],
        );
      }
    }
  }

  async function drain(): Promise<number> {
    let count = 0;
    for (let job = await claim(); job; job = await claim()) {
      await runOne(job);
      count += 1;
    }
    return count;
  }

  const runDue = () => {
    // One drain at a time per process; a poll that arrives mid-drain joins it.
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    async enqueue(kind, payload, enqueueOptions = {}) {
      await db.query(
        `INSERT INTO background_jobs (kind, payload, unique_key, max_attempts, run_at)
         VALUES ($1, $2, $3, $4, now() + ($5::text || ' milliseconds')::interval)
         ON CONFLICT (unique_key) DO NOTHING`,
        [
          kind,
          JSON.stringify(payload),
          enqueueOptions.uniqueKey ?? null,
          enqueueOptions.maxAttempts ?? 8,
          String(enqueueOptions.delayMs ?? 0),
        ],
      );
      if (timer) setImmediate(() => void runDue().catch(() => undefined));
    },
    runDue,
    start() {
      if (timer || options.pollMs <= 0) return;
      timer = setInterval(() => {
        runDue().catch((error: unknown) => options.log?.('job poll failed', error));
      }, options.pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
