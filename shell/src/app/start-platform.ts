import {
  CONTRACTS_VERSION,
  DEFAULT_THEME,
  parcels,
  type PlatformApi,
  type PlatformContext,
  type Theme,
  themeSchema,
} from '@coachforge/contracts';
import { QueryClient } from '@tanstack/react-query';
import { start } from 'single-spa';
import { watchAccountSwitches } from '../features/account-switching';
import { createApiClient, createErrorPolicy } from '../features/api-client';
import { createBus } from '../features/bus';
import { preloadHeaderForSession, registerFrame, showStartupFailure } from '../features/frame';
import { createMediaLibraryOpener, createParcelOpener } from '../features/media-library-parcel';
import { forgetOfflineData, registerCalendarServiceWorker } from '../features/offline';
import { basePathOf, loadRuntimeManifest, registerRemoteApplications } from '../features/remotes';
import { startErrorReporting } from '../features/error-reporting';
import { createCable } from '../features/realtime';
import { createReleaseNotes } from '../features/release-notes';
import { installRouting, navigate } from '../features/routing';
import { createSessionService, createTokenKeeper } from '../features/session';
import { nextTask } from '../features/tasks';
import { createToastService } from '../features/toasts';
import { takePageAnswer, takeStartedRequest } from './preload-remote-files';

/**
 * The root config: build the page's single instances (bus, toasts, session, API client, query cache),
 * restore the session, register the frame and the remotes of the runtime manifest, start single-spa.
 */
export async function startPlatform(): Promise<void> {
  try {
    await bootPlatform();
  } catch (error) {
    // If startup fails, the 404 page is shown (spec 01 section 4).
    console.error('The platform could not start', error);
    const main = document.getElementById('cf-main');
    if (main) showStartupFailure(main);
  }
}

/**
 * On an account's own address the page server sent its theme in the first HTML (decision 0185): the
 * shell starts from it, so nothing is drawn in the platform's colours first.
 */
function inlinedTheme(): Theme | null {
  const text = document.getElementById('cf-theme')?.textContent;
  if (!text) return null;
  try {
    return themeSchema.validateSync(JSON.parse(text));
  } catch {
    return null;
  }
}

async function bootPlatform(): Promise<void> {
  const boot = document.getElementById('cf-boot');
  preloadHeaderForSession();
  const manifest = await loadRuntimeManifest(fetch, takePageAnswer);

  const bus = createBus();
  // Not awaited: the page does not wait for the reporting library, which loads only when configured.
  void startErrorReporting(manifest.errorReporting, `shell@contracts-${CONTRACTS_VERSION}`).then((report) => {
    if (report)
      bus.on('remote.failed').subscribe(({ remote, reason }) => report(new Error(`${remote}: ${reason}`)));
  });
  const toasts = createToastService();
  const tokens = createTokenKeeper();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } });
  const session = createSessionService({
    tokens,
    bus,
    webClient: manifest.webClient,
    // The client is created below; the session only calls it after startup.
    api: () => api,
    fallbackTheme: inlinedTheme() ?? DEFAULT_THEME,
  });
  const policy = createErrorPolicy({
    toast: toasts,
    bus,
    navigate,
    currentPath: () => window.location.pathname,
    onSessionEnded: () => session.end(),
  });
  const api: PlatformApi = createApiClient({
    credentials: { authorization: tokens.authorization, renew: session.renew },
    policy,
    pageAnswer: takePageAnswer,
    startedRequest: takeStartedRequest,
  });

  const releaseNotes = createReleaseNotes({ api, bus, session });
  const accountWatch = watchAccountSwitches({ bus, session });
  bus.on('subscription.updated').subscribe(() => void session.refreshSubscription().catch(() => undefined));
  // The payment provider now takes (or stopped taking) the account's charges: the user says so again.
  bus.on('stripe.status-changed').subscribe(() => void session.reload().catch(() => undefined));

  await session.restore();
  registerCalendarServiceWorker();
  // Stored answers are one person's: gone when nobody is signed in, or when the account changes.
  session.state$.subscribe((state) => {
    if (state.status === 'anonymous') void forgetOfflineData().catch(() => undefined);
  });
  bus.on('account.switching').subscribe(() => void forgetOfflineData().catch(() => undefined));
  /**
   * The rest in three tasks (the frame, the remotes, single-spa's start): one task of 30 ms on a desktop,
   * 120 ms at a phone's speed, on the coach's programs list.
   */
  await nextTask();
  const routing = installRouting(session);
  const { mainShown } = registerFrame({
    session,
    api,
    bus,
    releaseNotes,
    accountWatch,
    toasts,
    routing,
    remotes: manifest.remotes,
  });
  await nextTask();
  // Made once the frame says when the main area shows: the socket opens after the header (decision 0272),
  // for the session restored above or the next one.
  const cable = createCable({ bus, session, accessToken: tokens.accessToken, opensAfter: mainShown });
  /** What every remote and parcel is handed; basePath is the path prefix it was mounted for. */
  const platformFor = (basePath: string): PlatformContext => ({
    session,
    api,
    queryClient,
    bus,
    navigate,
    toast: toasts,
    openMediaLibrary,
    openCardForm,
    cable,
    basePath,
  });
  const openMediaLibrary = createMediaLibraryOpener({ platform: () => platformFor('/') });
  const openCardForm = createParcelOpener(parcels.cardForm, { platform: () => platformFor('/') });
  registerRemoteApplications({
    remotes: manifest.remotes,
    loadTimeLimitMs: manifest.remoteLoadTimeLimitMs,
    routing,
    bus,
    platformFor: (remote) => platformFor(basePathOf(remote.activeWhen)),
    takePageAnswer,
    mainShown,
  });
  await nextTask();
  boot?.remove();
  start({ urlRerouteOnly: true });
}
