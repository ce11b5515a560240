import {
  namedRoutes,
  routePath,
  type BusEvent,
  type PlatformContext,
  type RemoteMountProps,
} from '@coachforge/contracts';
import { QueryClient } from '@tanstack/react-query';
import { Subject, filter } from 'rxjs';
import type { Remote } from '../lifecycles/create-remote';
import { createDevApi } from './dev-api';
import { createDevSession, type DevClient } from './dev-session';

/** The path every route of the remote lies below: its router's basename, as the shell computes it. */
export function basePathOfRoutes(paths: readonly string[]): string {
  const staticParts = paths.map((path) =>
    path
      .split('/')
      .filter(Boolean)
      .filter((segment, index, all) => all.slice(0, index + 1).every((s) => !/[:{*]/.test(s))),
  );
  const [first = [], ...others] = staticParts;
  let shared = 0;
  while (shared < first.length && others.every((other) => other[shared] === first[shared])) shared++;
  return `/${first.slice(0, shared).join('/')}`;
}

/**
 * Runs one remote alone in a minimal host page (the `dev` script of every remote, see the README): a
 * PlatformContext against the running API, where navigation stays in the page, toasts go to the
 * console and other remotes' parcels are not available.
 */
export async function startDevHost(remote: Remote, client: DevClient): Promise<void> {
  // The client reads the session's token and the session calls through the client.
  const holder: { session?: ReturnType<typeof createDevSession> } = {};
  const api = createDevApi(() => holder.session?.accessToken() ?? null);
  const session = (holder.session = createDevSession(api, client));
  await session.session.restore();

  const events = new Subject<BusEvent>();
  events.subscribe((event) => console.info('[bus]', event));
  const basePath = basePathOfRoutes(remote.definition.routes.map(({ route }) => namedRoutes[route].path));
  const platform: PlatformContext = {
    session: session.session,
    api,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: 1 } } }),
    bus: {
      emit: (event) => events.next(event),
      on: (type) => events.pipe(filter((event) => event.type === type)) as never,
    },
    navigate(route, params, query) {
      // No other remote runs here: the address changes and the remote's router follows it.
      window.history.pushState(null, '', routePath(route, params, query));
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    toast: { show: (toast) => console.info(`[toast ${toast.type}]`, toast.text) },
    openMediaLibrary: () => Promise.reject(new Error('The media library parcel runs only in the shell')),
    openCardForm: () => Promise.reject(new Error('The card form parcel runs only in the shell')),
    cable: { subscribe: () => Object.assign(() => undefined, { perform: () => undefined }) },
    basePath,
  };
  const domElement = document.getElementById('cf-dev-remote')!;
  if (window.location.pathname === '/') window.history.replaceState(null, '', basePath);
  const props = { name: remote.definition.name, domElement, platform } as RemoteMountProps;
  await remote.bootstrap(props as never);
  await remote.mount(props as never);
}
