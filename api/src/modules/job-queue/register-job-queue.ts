import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { createJobQueue, type JobQueue } from './job-queue';
import { registerJobRoutes } from './job-routes';
import { reportUnexpected } from '../../http/error-reporting';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue this process polls; every module registers its kinds of job on it. */
    jobs: JobQueue;
  }
}

/**
 * One queue per API process, shared by every module. It starts polling once the server is ready, so
 * modules register their handlers during start-up, and stops before the database closes.
 */
export function registerJobQueue(app: FastifyInstance, context: ApiContext): JobQueue {
  const jobs = createJobQueue(context.db, {
    pollMs: context.config.media.jobPollMs,
    log: (message, error) => app.log.warn({ err: error }, message),
    onFailedForGood: (job, error) =>
      reportUnexpected(error ?? new Error(`job ${job.kind} #${job.id} failed for good`)),
  });
  app.decorate('jobs', jobs);
  registerJobRoutes(app, jobs, context.config.adminToken);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  return jobs;
}
