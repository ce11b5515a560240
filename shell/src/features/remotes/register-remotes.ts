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
import { contractsGuard } from './contracts-guard';
import { remoteApplication } from './remote-application';

export interface RemoteDeps {
  remotes: RemoteEntry[];
  routing: Routing;
  bus: PlatformBus;
  platformFor: (remote: RemoteEntry) => PlatformContext;
  /** From the runtime manifest; tests shorten it. */
  loadTimeLimitMs?: number;
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
}: RemoteDeps): void {
  registerPlugins([
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
    const load = async () => {
      const lifecycles = await loadRemote<LifeCycles<RemoteMountProps>>(
        `${remote.name}/${REMOTE_APP_MODULE}`,
      );
      if (!lifecycles) throw new Error(`${remote.name} exposes no ./${REMOTE_APP_MODULE}`);
      return lifecycles;
    };
    registerApplication<RemoteMountProps>({
      name: remote.name,
      app: remoteApplication(
        remote,
        load,
        (reason) => bus.emit({ type: 'remote.failed', remote: remote.name, reason }),
        { loadTimeLimitMs },
      ),
      activeWhen: (location) =>
        remote.activeWhen.some((prefix) => location.pathname.startsWith(prefix)) &&
        routing.isAllowed(location),
      customProps: { name: remote.name, domElement, platform: platformFor(remote) },
    });
  }
}
