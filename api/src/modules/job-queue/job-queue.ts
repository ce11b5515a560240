import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';

export interface JobRow {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/** A job that stopped for good: the operator reads these (`pnpm --filter @coachforge/api jobs`). */
export interface FailedJob extends JobRow {
  last_error: string | null;
  failed_at: Date;
}

export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>;

export interface EnqueueOptions {
  /** One job per key however often it is enqueued. */
  uniqueKey?: string;
  maxAttempts?: number;
  delayMs?: number;
  /**
   * The transaction that creates the work the job is for. The job then exists exactly when that work
   * does: a rollback takes the job with it, and a commit cannot happen without it.
   */
  tx?: Queryable;
}

export interface JobQueue {
  register(kind: string, handler: JobHandler): void;
  enqueue(kind: string, payload: Record<string, unknown>, options?: EnqueueOptions): Promise<void>;
  /** Runs every job that is due now, one after another; returns how many ran. */
  runDue(): Promise<number>;
  /** Jobs were committed in a transaction: a polling queue runs them now rather than at the next poll. */
  wake(): void;
  /** Jobs that stopped after their last attempt, newest first. */
  failed(limit?: number): Promise<FailedJob[]>;
  /** Gives a failed job a fresh set of attempts. */
  retry(id: number): Promise<boolean>;
  start(): void;
  /** Stops claiming; waits for the job in hand (not the backlog, which the next process runs). */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  pollMs: number;
  /**
   * A lock not renewed for this long belongs to a process that died; the job is claimed again. A live
   * worker renews its lock every third of this, so a long job is never taken over while it runs.
   */
  staleLockMs?: number;
  /** Backoff before retry n (1-based). */
  backoffMs?: (attempt: number) => number;
  log?: (message: string, error?: unknown) => void;
  /** A job stopped after its last attempt (poison): reported to the operator's error collector. */
  onFailedForGood?: (job: { id: number; kind: string }, error?: unknown) => void;
}

const defaultBackoff = (attempt: number) => Math.min(2 ** attempt * 1000, 60 * 60 * 1000);
const DIED_ON_LAST_ATTEMPT = 'The worker stopped during the last attempt (the process ended or was killed).';

/**
 * A job queue in PostgreSQL (embedded or server). Claiming is one UPDATE … FOR UPDATE SKIP LOCKED, so
 * several API processes can poll the same table without running a job twice at once. Attempts are
 * counted when a job is claimed, so a job that kills its worker still uses up its attempts and ends as
 * failed instead of being claimed again forever.
 */
export function createJobQueue(db: Database, options: JobQueueOptions): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const staleLockMs = options.staleLockMs ?? 5 * 60 * 1000;
  const backoffMs = options.backoffMs ?? defaultBackoff;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopping = false;

  /** Jobs whose worker died on their last attempt: they stop here, visible to the operator. */
  async function failAbandoned(kinds: string[]) {
    const rows = await db.query<{ id: number; kind: string }>(
      `UPDATE background_jobs SET failed_at = now(), locked_at = NULL, lock_token = NULL,
         last_error = coalesce(last_error || ' / ', '') || $3
       WHERE finished_at IS NULL AND failed_at IS NULL AND kind = ANY($1) AND attempts >= max_attempts
         AND locked_at < now() - ($2::text || ' milliseconds')::interval
       RETURNING id::int, kind`,
      [kinds, String(staleLockMs), DIED_ON_LAST_ATTEMPT],
    );
    for (const row of rows)
      options.log?.(`job ${row.kind} #${row.id} failed for good: ${DIED_ON_LAST_ATTEMPT}`);
  }

  async function claim(): Promise<(JobRow & { token: string }) | null> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return null;
    await failAbandoned(kinds);
    const token = randomUUID();
    const rows = await db.query<JobRow>(
      `UPDATE background_jobs SET locked_at = now(), lock_token = $3, attempts = attempts + 1
       WHERE id = (
         SELECT id FROM background_jobs
         WHERE finished_at IS NULL AND failed_at IS NULL AND run_at <= now() AND kind = ANY($1)
           AND attempts < max_attempts
           AND (locked_at IS NULL OR locked_at < now() - ($2::text || ' milliseconds')::interval)
         ORDER BY run_at LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id::int, kind, payload, attempts, max_attempts`,
      [kinds, String(staleLockMs), token],
    );
    return rows[0] ? { ...rows[0], token } : null;
  }

  /** Keeps the lock fresh while the handler runs, so no other worker decides this one died. */
  function holdLock(job: JobRow & { token: string }) {
    const renew = setInterval(
      () => {
        db.query('UPDATE background_jobs SET locked_at = now() WHERE id = $1 AND lock_token = $2', [
          job.id,
          job.token,
        ]).catch((error: unknown) => options.log?.(`job ${job.kind} #${job.id}: lock not renewed`, error));
      },
      Math.max(10, Math.floor(staleLockMs / 3)),
    );
    renew.unref();
    return () => clearInterval(renew);
  }

  async function runOne(job: JobRow & { token: string }) {
    const release = holdLock(job);
    const { token, ...row } = job;
    try {
      await handlers.get(job.kind)!(row.payload, row);
      release();
      await db.query(
        `UPDATE background_jobs SET finished_at = now(), locked_at = NULL, lock_token = NULL
         WHERE id = $1 AND lock_token = $2`,
        [job.id, token],
      );
    } catch (error) {
      release();
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempts >= job.max_attempts) {
        options.log?.(`job ${job.kind} #${job.id} failed for good after ${job.attempts} attempts`, error);
        options.onFailedForGood?.(job, error);
        await db.query(
          `UPDATE background_jobs SET failed_at = now(), locked_at = NULL, lock_token = NULL, last_error = $3
           WHERE id = $1 AND lock_token = $2`,
          [job.id, token, message],
        );
      } else {
        options.log?.(
          `job ${job.kind} #${job.id} failed (attempt ${job.attempts}); it will be retried`,
          error,
        );
        await db.query(
          `UPDATE background_jobs SET locked_at = NULL, lock_token = NULL, last_error = $3,
             run_at = now() + ($4::text || ' milliseconds')::interval WHERE id = $1 AND lock_token = $2`,
          [job.id, token, message, String(backoffMs(job.attempts))],
        );
      }
    }
  }

  async function drain(): Promise<number> {
    let count = 0;
    while (!stopping) {
      const job = await claim();
      if (!job) break;
      await runOne(job);
      count += 1;
    }
    return count;
  }

  /**
   * One drain at a time per process. A call that arrives mid-drain gets a drain that starts after it: the
   * one under way may have looked for due jobs before the caller made some due (letting days pass, a
   * retry), and would end finding nothing. Callers meanwhile share that one follow-up.
   */
  let followUp: Promise<number> | null = null;
  const runDue = (): Promise<number> => {
    if (running) {
      followUp ??= running
        .catch(() => 0)
        .then(() => {
          followUp = null;
          return runDue();
        });
      return followUp;
    }
    running = drain().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    async enqueue(kind, payload, { tx = db, ...enqueueOptions } = {}) {
      await tx.query(
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
      // Inside a transaction the job is not visible until the caller commits; the next poll runs it.
      if (timer && tx === db) setImmediate(() => void runDue().catch(() => undefined));
    },
    runDue,
    wake() {
      if (timer) setImmediate(() => void runDue().catch(() => undefined));
    },
    async failed(limit = 50) {
      return db.query<FailedJob>(
        `SELECT id::int, kind, payload, attempts, max_attempts, last_error, failed_at FROM background_jobs
         WHERE failed_at IS NOT NULL ORDER BY failed_at DESC, id DESC LIMIT $1`,
        [limit],
      );
    },
    async retry(id) {
      const rows = await db.query(
        `UPDATE background_jobs SET failed_at = NULL, attempts = 0, run_at = now(), locked_at = NULL,
           lock_token = NULL WHERE id = $1 AND failed_at IS NOT NULL RETURNING id`,
        [id],
      );
      return rows.length > 0;
    },
    start() {
      stopping = false;
      if (timer || options.pollMs <= 0) return;
      timer = setInterval(() => {
        runDue().catch((error: unknown) => options.log?.('job poll failed', error));
      }, options.pollMs);
      timer.unref();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
