import type { RemoteMountProps } from '@coachforge/contracts';
import { ErrorPanel, defaultUiTheme } from '@coachforge/ui';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ThemeProvider } from 'styled-components';
import { MediaLibraryApp } from './app';

/** The remote's front door for its pages: single-spa lifecycles the shell mounts with RemoteMountProps. */
const lifecycles = singleSpaReact<RemoteMountProps>({
  React,
  ReactDOMClient,
  rootComponent: MediaLibraryApp,
  errorBoundary: (error) => (
    <ThemeProvider theme={defaultUiTheme}>
      <ErrorPanel
        title="The media library failed."
        detail={error.message}
        onRetry={() => window.location.reload()}
      />
    </ThemeProvider>
  ),
});

export const { bootstrap, mount, unmount } = lifecycles;
