import { DEFAULT_THEME, messages, type PlatformApi, type PlatformContext } from '@coachforge/contracts';
import { QueryClient } from '@tanstack/react-query';
import { start } from 'single-spa';
import { createApiClient, createErrorPolicy } from '../features/api-client';
import { createBus } from '../features/bus';
import { registerFrame } from '../features/frame';
import { createMediaLibraryOpener } from '../features/media-library-parcel';
import { loadRuntimeManifest, registerRemoteApplications } from '../features/remotes';
import { installRouting, navigate } from '../features/routing';
import { createSessionService, createTokenKeeper } from '../features/session';
import { createToastService } from '../features/toasts';

/**
 * The root config: build the page's single instances (bus, toasts, session, API client, query cache),
 * restore the session, register the frame and the remotes of the runtime manifest, start single-spa.
 */
export async function startPlatform(): Promise<void> {
  const boot = document.getElementById('cf-boot');
  let manifest;
  try {
    manifest = await loadRuntimeManifest();
  } catch (error) {
    console.error('The runtime manifest could not be read', error);
    if (boot) boot.textContent = `${messages.http.requestFailed}. Reload the page to try again.`;
    return;
  }

  const bus = createBus();
  const toasts = createToastService();
  const tokens = createTokenKeeper();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } });
  const session = createSessionService({
    tokens,
    bus,
    webClient: manifest.webClient,
    // The client is created below; the session only calls it after startup.
    api: () => api,
    fallbackTheme: DEFAULT_THEME,
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
  });

  await session.restore();
  const routing = installRouting(session);
  registerFrame({ session, toasts, routing, remotes: manifest.remotes });
  const openMediaLibrary = createMediaLibraryOpener({
    platform: () => ({
      session,
      api,
      queryClient,
      bus,
      navigate,
      toast: toasts,
      openMediaLibrary,
      basePath: '/',
    }),
  });
  registerRemoteApplications({
    remotes: manifest.remotes,
    loadTimeLimitMs: manifest.remoteLoadTimeLimitMs,
    routing,
    bus,
    platformFor: (remote): PlatformContext => ({
      session,
      api,
      queryClient,
      bus,
      navigate,
      toast: toasts,
      openMediaLibrary,
      basePath: remote.activeWhen[0]!,
    }),
  });
  boot?.remove();
  start({ urlRerouteOnly: true });
}
