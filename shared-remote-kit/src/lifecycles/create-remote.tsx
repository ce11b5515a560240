import { messages, type PlatformContext, type RemoteMountProps } from '@coachforge/contracts';
import { defaultUiTheme, ErrorPanel } from '@coachforge/ui';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import singleSpaReact from 'single-spa-react';
import { ThemeProvider } from 'styled-components';
import { RemoteProviders } from '../providers/remote-providers';
import { RemoteRoutes, type RemoteDefinition } from './remote-routes';

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
    ReactDOMClient,
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
    bootstrap: lifecycles.bootstrap,
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
    definition,
  };
}

export type Remote = ReturnType<typeof createRemote>;
