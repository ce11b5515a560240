import type * as SentryModule from '@sentry/node';
import type { FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config';

/** Loaded only when reporting is configured: the client is about 80 MB of memory held for nothing otherwise. */
let Sentry: typeof SentryModule | null = null;

/**
 * Unexpected errors (the ones answered 500, and jobs that fail for good) go to the collector the operator
 * configured (ERROR_REPORTING_DSN: Sentry, GlitchTip or any Sentry-protocol endpoint). Off by default:
 * nothing leaves the process. Only explicit reports are sent, without request bodies or headers, so
 * passwords and tokens never travel with them.
 */
export async function startErrorReporting(settings: ApiConfig['errorReporting']): Promise<void> {
  if (!settings || Sentry) return;
  Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    defaultIntegrations: false,
    skipOpenTelemetrySetup: true,
    tracesSampleRate: 0,
    sendDefaultPii: false,
  });
}

export function reportUnexpected(error: unknown, request?: FastifyRequest): void {
  if (!Sentry) return;
  Sentry.captureException(error, {
    tags: request ? { route: request.routeOptions.url ?? 'unknown', method: request.method } : {},
  });
}

/** Waits until what was reported has been sent (shutdown, tests). */
export async function flushErrorReports(timeoutMs = 2_000): Promise<void> {
  if (Sentry) await Sentry.flush(timeoutMs);
}
