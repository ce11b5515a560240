import type { PlatformContext } from '@coachforge/contracts';
import { uiThemeFrom } from '@coachforge/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { PlatformProvider } from './platform';

/** What both the pages and the parcel run inside: the shell's platform, query cache and the account's theme. */
export function RemoteProviders({ platform, children }: { platform: PlatformContext; children: ReactNode }) {
  const session = platform.session.current();
  const theme =
    session.status === 'signed-in'
      ? session.me.theme
      : session.status === 'anonymous'
        ? session.theme
        : undefined;
  return (
    <PlatformProvider value={platform}>
      <QueryClientProvider client={platform.queryClient}>
        <ThemeProvider theme={uiThemeFrom(theme?.web_theme)}>{children}</ThemeProvider>
      </QueryClientProvider>
    </PlatformProvider>
  );
}
