import { defineEndpoint } from './define-endpoint';

/** A background job that stopped after its last attempt (a poison job), as the operator sees it. */
export interface FailedJob {
  id: number;
  kind: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  failed_at: string;
}

/**
 * The operator's view of the job queue. Served only when the API has an ADMIN_TOKEN, and answered only
 * to a request carrying it (the x-admin-token header); nobody signed in to the platform reaches it.
 */
export const operatorEndpoints = {
  /**
   * Liveness for load balancers and probes: answers without touching the database, so it is also the
   * ceiling the benchmark compares the real calls with (the same server, hooks and headers).
   */
  health: defineEndpoint<void, { status: 'ok' }>({ method: 'GET', path: 'health', authenticated: false }),
  failedJobs: defineEndpoint<void, { jobs: FailedJob[] }>({
    method: 'GET',
    path: 'admin/jobs/failed',
    authenticated: false,
  }),
  retryJob: defineEndpoint<void, { retried: true }>({
    method: 'POST',
    path: 'admin/jobs/:id/retry',
    authenticated: false,
  }),
} as const;
