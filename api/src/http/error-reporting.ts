import * as Sentry from '@sentry/node';
import type { FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config';

let reporting = false;

/**
 * Unexpected errors (the ones answered 500, and jobs that fail for good) go to the collector the operator
 * configured (ERROR_REPORTING_DSN: Sentry, GlitchTip or any Sentry-protocol endpoint). Off by default:
 * nothing leaves the process. Only explicit reports are sent, without request bodies or headers, so
 * passwords and tokens never travel with them.
 */
export function startErrorReporting(settings: ApiConfig['errorReporting']): void {
  if (!settings || reporting) return;
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    defaultIntegrations: false,
    skipOpenTelemetrySetup: true,
    tracesSampleRate: 0,
    sendDefaultPii: false,
  });
  reporting = true;
}

export function reportUnexpected(error: unknown, request?: FastifyRequest): void {
  if (!reporting) return;
  Sentry.captureException(error, {
    tags: request ? { route: request.routeOptions.url ?? 'unknown', method: request.method } : {},
  });
}

/** Waits until what was reported has been sent (shutdown, tests). */
export async function flushErrorReports(timeoutMs = 2_000): Promise<void> {
  if (reporting) await Sentry.flush(timeoutMs);
}
