import { messages, type RemoteEntry, type RemoteMountProps } from '@coachforge/contracts';
import { ErrorPanel } from '@coachforge/ui';
import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { FrameProviders } from '../frame';
import { IncompatibleRemoteError } from './contracts-compatibility';
import { REMOTE_FAILED_ATTRIBUTE } from '../../components/remote-failed';

type RemoteLifeCycles = LifeCycles<RemoteMountProps>;

/** How long a remote may take to arrive before its area says so, unless the runtime manifest says otherwise. */
export const DEFAULT_LOAD_TIME_LIMIT_MS = 15_000;

function withTimeLimit<T>(promise: Promise<T>, remote: RemoteEntry, limitMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${remote.name} did not load within ${limitMs / 1000} s`)),
      limitMs,
    );
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

const asArray = <T,>(value: T | T[]) => (Array.isArray(value) ? value : [value]);

async function runAll(
  lifecycle: RemoteLifeCycles['mount'] | RemoteLifeCycles['bootstrap'],
  props: RemoteMountProps,
) {
  for (const step of asArray(lifecycle)) await step(props as never);
}

/**
 * single-spa lifecycles that stand in for a remote: they fetch it through Module Federation when its
 * area first mounts, and if it cannot be fetched or throws while mounting, keep the failure to that
 * area with a Retry button. The header and every other area keep working.
 */
export function remoteApplication(
  remote: RemoteEntry,
  load: () => Promise<RemoteLifeCycles>,
  onFailure: (reason: string) => void,
  {
    loadTimeLimitMs = DEFAULT_LOAD_TIME_LIMIT_MS,
    mainShown = Promise.resolve(),
  }: {
    loadTimeLimitMs?: number;
    /**
     * Settled when the main area is shown. A signed-in page keeps it hidden until the header is drawn, so
     * running the remote meanwhile only took the main thread from the header, the page's largest text
     * (decisions 0271, 0272): its files, which the first HTML already asks for, download at once, and the
     * remote is run and drawn once this has settled. Not part of the load's time limit, which is the
     * remote's own.
     */
    mainShown?: Promise<void>;
  } = {},
): LifeCycles<RemoteMountProps> {
  let lifecycles: RemoteLifeCycles | null = null;
  let bootstrapped = false;
  let mounted = false;
  let panel: Root | null = null;

  let failedArea: HTMLElement | null = null;

  function clearPanel() {
    panel?.unmount();
    panel = null;
    failedArea?.removeAttribute(REMOTE_FAILED_ATTRIBUTE);
    failedArea = null;
  }

  async function mountRemote(props: RemoteMountProps): Promise<void> {
    const area = props.domElement;
    area.setAttribute('aria-busy', 'true');
    area.textContent = messages.shell.loading;
    try {
      await mainShown;
      lifecycles ??= await withTimeLimit(load(), remote, loadTimeLimitMs);
      if (!bootstrapped) {
        await runAll(lifecycles.bootstrap, props);
        bootstrapped = true;
      }
      area.textContent = '';
      await runAll(lifecycles.mount, props);
      mounted = true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof IncompatibleRemoteError) console.error(`Remote refused: ${error.detail}`);
      else console.error(`Remote "${remote.name}" ${remote.version} failed: ${reason}`);
      onFailure(reason);
      area.textContent = '';
      area.setAttribute(REMOTE_FAILED_ATTRIBUTE, '');
      failedArea = area;
      const holder = document.createElement('div');
      area.appendChild(holder);
      panel = createRoot(holder);
      panel.render(
        <FrameProviders>
          <ErrorPanel
            title={messages.shell.remoteFailed(remote.title)}
            detail={
              error instanceof IncompatibleRemoteError
                ? messages.shell.remoteIncompatibleDetail
                : messages.shell.remoteFailedDetail
            }
            onRetry={() => {
              clearPanel();
              void mountRemote(props);
            }}
          />
        </FrameProviders>,
      );
    } finally {
      area.removeAttribute('aria-busy');
    }
  }

  return {
    bootstrap: async () => undefined,
    mount: mountRemote,
    async unmount(props) {
      clearPanel();
      if (mounted && lifecycles) {
        for (const step of asArray(lifecycles.unmount)) await step(props as never);
        mounted = false;
      }
      props.domElement.textContent = '';
    },
  };
}
