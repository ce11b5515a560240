import { endpoints, messages } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import { isOperator } from '../../http/admin-token';
import { registerEndpoint } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import type { JobQueue } from './job-queue';

/** The operator's view of poison jobs and their retry; only with an ADMIN_TOKEN, only to its holder. */
export function registerJobRoutes(
  app: FastifyInstance,
  jobs: JobQueue,
  adminToken: string | undefined,
): void {
  if (!adminToken) return;
  registerEndpoint(app, endpoints.failedJobs, async (request) => {
    if (!isOperator(request, adminToken)) throw httpError(403, messages.http.forbidden);
    const failed = await jobs.failed();
    return {
      jobs: failed.map(({ id, kind, attempts, max_attempts, last_error, failed_at }) => ({
        id,
        kind,
        attempts,
        max_attempts,
        last_error,
        failed_at: new Date(failed_at).toISOString(),
      })),
    };
  });
  registerEndpoint(app, endpoints.retryJob, async (request) => {
    if (!isOperator(request, adminToken)) throw httpError(403, messages.http.forbidden);
    const id = Number((request.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0 || !(await jobs.retry(id)))
      throw httpError(404, messages.http.notFound);
    return { retried: true as const };
  });
}
