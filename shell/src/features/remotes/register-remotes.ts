import {
  REMOTE_APP_MODULE,
  type PlatformBus,
  type PlatformContext,
  type RemoteEntry,
  type RemoteMountProps,
} from '@coachforge/contracts';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication, type LifeCycles } from 'single-spa';
import { pageArea } from '../frame';
import type { Routing } from '../routing';
import { answersFromThePage } from './answers-from-the-page';
import { contractsGuard } from './contracts-guard';
import { remoteApplication } from './remote-application';

export interface RemoteDeps {
  remotes: RemoteEntry[];
  routing: Routing;
  bus: PlatformBus;
  platformFor: (remote: RemoteEntry) => PlatformContext;
  /** From the runtime manifest; tests shorten it. */
  loadTimeLimitMs?: number;
  /** What the first HTML already holds for a URL the federation runtime would fetch. */
  takePageAnswer?: (url: string) => unknown;
  /** What a remote waits for before it is run and drawn: the main area shown (see remoteApplication). */
  mainShown?: Promise<void>;
}

/**
 * Whether the page preloaded files of the remote (app/preload-remote-files.ts). Chrome answers a later
 * request for a preloaded URL from that preload for the page's whole life, even when it failed: a
 * Retry within the page would fail again without asking the network, so it loads the page afresh.
 */
function preloadedByThePage(remote: RemoteEntry) {
  const folder = new URL('.', new URL(remote.manifest, window.location.origin)).href;
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) =>
    link.href.startsWith(folder),
  );
}

/**
 * Tells Module Federation where each remote lives today and registers it with single-spa for the
 * paths it owns. Nothing loads until a path of the remote is opened.
 */
export function registerRemoteApplications({
  remotes,
  routing,
  bus,
  platformFor,
  loadTimeLimitMs,
  takePageAnswer = () => undefined,
  mainShown,
}: RemoteDeps): void {
  registerPlugins([
    answersFromThePage(takePageAnswer),
    contractsGuard(Object.fromEntries(remotes.map((remote) => [remote.name, remote.contracts]))),
  ]);
  registerRemotes(
    remotes.map((remote) => ({
      name: remote.name,
      entry: new URL(remote.manifest, window.location.origin).href,
    })),
    { force: true },
  );
  for (const remote of remotes) {
    const domElement = document.getElementById(pageArea(`cf-remote-${remote.name}`))!;
    let failedBefore = false;
    const load = async () => {
      if (failedBefore && preloadedByThePage(remote)) {
        window.location.reload();
        return new Promise<never>(() => undefined);
      }
      try {
        const lifecycles = await loadRemote<LifeCycles<RemoteMountProps>>(
          `${remote.name}/${REMOTE_APP_MODULE}`,
        );
        if (!lifecycles) throw new Error(`${remote.name} exposes no ./${REMOTE_APP_MODULE}`);
        return lifecycles;
      } catch (error) {
        failedBefore = true;
        throw error;
      }
    };
    registerApplication<RemoteMountProps>({
      name: remote.name,
      app: remoteApplication(
        remote,
        load,
        (reason) => bus.emit({ type: 'remote.failed', remote: remote.name, reason }),
        { loadTimeLimitMs, mainShown },
      ),
      activeWhen: (location) =>
        remote.activeWhen.some((prefix) => location.pathname.startsWith(prefix)) &&
        routing.isAllowed(location),
      customProps: { name: remote.name, domElement, platform: platformFor(remote) },
    });
  }
}
