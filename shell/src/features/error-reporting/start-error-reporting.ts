import { ERROR_REPORTING_SAMPLE_RATES, type ErrorReportingSettings } from '@coachforge/contracts';

/**
 * Sends the page's uncaught errors and failed remotes, with session replays at the spec's rates, to the
 * collector the operator configured in the runtime manifest. Off unless configured: the reporting
 * library is then never downloaded, so it costs the page nothing.
 */
export async function startErrorReporting(
  settings: ErrorReportingSettings | undefined,
  release: string,
): Promise<((error: unknown) => void) | null> {
  if (!settings?.dsn) return null;
  const Sentry = await import(/* webpackChunkName: "error-reporting" */ '@sentry/browser');
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    release,
    integrations: [Sentry.replayIntegration({ maskAllText: true, blockAllMedia: true })],
    replaysSessionSampleRate: ERROR_REPORTING_SAMPLE_RATES.sessionReplays,
    replaysOnErrorSampleRate: ERROR_REPORTING_SAMPLE_RATES.errorReplays,
    // Performance is measured by `pnpm bench`, not by sampling people's pages.
    tracesSampleRate: 0,
  });
  return (error) => Sentry.captureException(error);
}
