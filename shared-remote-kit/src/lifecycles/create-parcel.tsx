import {
  messages,
  type ParcelEntry,
  type ParcelOptionsOf,
  type ParcelProps,
  type ParcelResultOf,
} from '@coachforge/contracts';
import { defaultUiTheme, ErrorPanel, transitionRoots } from '@coachforge/ui';
import * as React from 'react';
import type { ComponentType } from 'react';
import singleSpaReact from 'single-spa-react';
import { ThemeProvider } from 'styled-components';
import { RemoteProviders } from '../providers/remote-providers';

export interface ParcelDefinition<P extends ParcelEntry<string, unknown, unknown>> {
  /** What the parcel is called in its error panel. */
  title: string;
  /** What the parcel shows, with the caller's options; it calls onClose once with its result. */
  Component: ComponentType<{ options: ParcelOptionsOf<P>; onClose: (result: ParcelResultOf<P>) => void }>;
  /** What the parcel closes with when it failed and the person chose Retry (the caller then opens it again). */
  resultOnFailure: (options: ParcelOptionsOf<P>) => ParcelResultOf<P>;
}

/**
 * Single-spa parcel lifecycles for a parcel of the contracts' table (`parcels.*`): the props the shell
 * hands it are typed by the entry, and the component runs inside the remote kit's providers.
 */
export function createParcel<P extends ParcelEntry<string, unknown, unknown>>(
  _entry: P,
  { title, Component, resultOnFailure }: ParcelDefinition<P>,
) {
  const lifecycles = singleSpaReact<ParcelProps<P>>({
    React,
    ReactDOMClient: transitionRoots,
    rootComponent: ({ platform, options, onClose }) => (
      <RemoteProviders platform={platform}>
        <Component options={options} onClose={onClose} />
      </RemoteProviders>
    ),
    errorBoundary: (error, _info, props) => (
      <ThemeProvider theme={defaultUiTheme}>
        <ErrorPanel
          title={messages.shell.remoteFailed(title)}
          detail={error.message}
          onRetry={() => props.onClose(resultOnFailure(props.options))}
        />
      </ThemeProvider>
    ),
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
    update: lifecycles.update!,
  };
}
