import { matchRoute, messages, type PlatformContext, type RemoteMountProps } from '@coachforge/contracts';
import { defaultUiTheme, ErrorPanel, transitionRoots } from '@coachforge/ui';
import * as React from 'react';
import { BrowserRouter } from 'react-router';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { ThemeProvider } from 'styled-components';
import { RemoteProviders } from '../providers/remote-providers';
import { RemoteRoutes, type RemoteDefinition, type RemoteRoute } from './remote-routes';

/** A remote as the shell (or the dev host) renders it: providers, a router on basePath, its pages. */
export function RemoteApp({
  platform,
  definition,
}: {
  platform: PlatformContext;
  definition: RemoteDefinition;
}) {
  return (
    <RemoteProviders platform={platform}>
      <BrowserRouter basename={platform.basePath === '/' ? undefined : platform.basePath}>
        <RemoteRoutes {...definition} />
      </BrowserRouter>
    </RemoteProviders>
  );
}

/**
 * Turns a remote's named routes and root component into the single-spa lifecycles its `./app` module
 * exports. A render error stays inside the remote's area, as an error panel with Retry.
 */
export function createRemote(definition: RemoteDefinition) {
  const lifecycles = singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient: transitionRoots,
    rootComponent: ({ platform }) => <RemoteApp platform={platform} definition={definition} />,
    errorBoundary: (error) => (
      <ThemeProvider theme={defaultUiTheme}>
        <ErrorPanel
          title={messages.shell.remoteFailed(definition.title)}
          detail={error.message}
          onRetry={() => window.location.reload()}
        />
      </ThemeProvider>
    ),
  });
  return {
    bootstrap(props: RemoteMountProps & AppProps) {
      preloadPageAt(window.location.pathname, definition.routes);
      return lifecycles.bootstrap(props);
    },
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
    definition,
  };
}

export type Remote = ReturnType<typeof createRemote>;

/**
 * Starts the download of the page at `pathname` when its element is a page fetched when opened (`lazyPage`
 * and `lazyPages` of the design system, which carry `preload`): as the remote starts, in parallel with its
 * mount and first render, instead of once React has drawn the routes and reached the page. The coach's
 * programs list asked for its page that much later, and for its data later still.
 */
export function preloadPageAt(pathname: string, routes: RemoteRoute[]): void {
  const name = matchRoute(pathname)?.name;
  const element = routes.find(({ route }) => route === name)?.element;
  const page = React.isValidElement(element) ? (element.type as { preload?: unknown }) : null;
  // Only a head start: a failed download is met again, and shown, when the page is drawn.
  if (typeof page?.preload === 'function') (page.preload as () => Promise<unknown>)().catch(() => undefined);
}
