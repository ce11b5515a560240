import type { ParcelProps, parcels } from '@coachforge/contracts';
import { ErrorPanel, defaultUiTheme } from '@coachforge/ui';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ThemeProvider } from 'styled-components';
import { MediaLibraryDialog } from '../features/library';
import { RemoteProviders } from './providers';

/**
 * What the shell passes when it mounts the dialog for openMediaLibrary, as the contracts' parcel entry
 * says; onClose gets the chosen items (or the caller's own selection when closed without adding).
 */
export type MediaLibraryParcelProps = ParcelProps<typeof parcels.mediaLibrary>;

function ParcelRoot({ platform, options, onClose }: MediaLibraryParcelProps) {
  return (
    <RemoteProviders platform={platform}>
      <MediaLibraryDialog options={options} onClose={onClose} />
    </RemoteProviders>
  );
}

/** The media library dialog as a single-spa parcel, opened by the shell for any remote. */
const lifecycles = singleSpaReact<MediaLibraryParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: ParcelRoot,
  errorBoundary: (error, _info, props) => (
    <ThemeProvider theme={defaultUiTheme}>
      <ErrorPanel
        title="The media library failed."
        detail={error.message}
        onRetry={() => props.onClose(props.options.selected ?? [])}
      />
    </ThemeProvider>
  ),
});

export const { bootstrap, mount, unmount, update } = lifecycles;
