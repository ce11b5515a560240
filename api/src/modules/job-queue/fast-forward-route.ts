import { API_PREFIX } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import type { Queryable } from '../../db/database';
import type { JobQueue } from './job-queue';

/** Where a developer (or the browser tests) lets days pass for the platform's background work. */
export const FAST_FORWARD_PATH = `${API_PREFIX}/dev/jobs/fast_forward`;

const DAY_MS = 86_400_000;
const fastForwardSchema = yup.object({ days: yup.number().strict().integer().min(1).max(400).required() });

/**
 * Development only, like the outbox: every waiting job is brought `days` earlier and what is then due
 * runs now — renewals, failed-payment retries, trial ends — so a developer sees a month of billing in a
 * click, and the browser tests check a declined renewal without waiting for it. The API's clock is not
 * moved: the jobs carry the days they stand for.
 */
export function registerFastForwardRoute(
  app: FastifyInstance,
  { db, jobs }: { db: Queryable; jobs: JobQueue },
) {
  app.post<{ Body: { days: number } }>(
    FAST_FORWARD_PATH,
    {
      schema: { body: fastForwardSchema as never },
    },
    async (request) => {
      await db.query(
        `UPDATE background_jobs SET run_at = run_at - ($1::text || ' milliseconds')::interval
         WHERE finished_at IS NULL AND failed_at IS NULL`,
        [String(request.body.days * DAY_MS)],
      );
      // A job may queue the next (a retry, the following renewal): run until nothing more is due.
      let ran = 0;
      for (let round = 0; round < 10; round += 1) {
        const count = await jobs.runDue();
        ran += count;
        if (count === 0) break;
      }
      return { ran };
    },
  );
}
