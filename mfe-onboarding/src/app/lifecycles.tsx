import type { RemoteMountProps } from '@coachforge/contracts';
import { ErrorPanel, defaultUiTheme } from '@coachforge/ui';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ThemeProvider } from 'styled-components';
import { OnboardingApp } from './app';

/** The remote's front door: single-spa lifecycles the shell mounts with RemoteMountProps. */
const lifecycles = singleSpaReact<RemoteMountProps>({
  React,
  ReactDOMClient,
  rootComponent: OnboardingApp,
  errorBoundary: (error) => (
    <ThemeProvider theme={defaultUiTheme}>
      <ErrorPanel
        title="Sign-in and sign-up failed."
        detail={error.message}
        onRetry={() => window.location.reload()}
      />
    </ThemeProvider>
  ),
});

export const { bootstrap, mount, unmount } = lifecycles;
