import type { PlatformContext } from '@coachforge/contracts';
import { uiThemeFrom } from '@coachforge/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { PlatformProvider } from '../platform/platform-provider';
import { themeOf, useSession } from '../session/use-session';

/** The account's theme, followed live: a theme change on the session stream re-renders without a reload. */
function LiveTheme({ children }: { children: ReactNode }) {
  const palette = themeOf(useSession())?.web_theme;
  const theme = useMemo(() => uiThemeFrom(palette), [palette]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/**
 * What every page and parcel of a remote runs inside: the shell's PlatformContext, the page's one query
 * cache (so realtime events invalidate across remotes) and the account's theme.
 */
export function RemoteProviders({ platform, children }: { platform: PlatformContext; children: ReactNode }) {
  return (
    <PlatformProvider value={platform}>
      <QueryClientProvider client={platform.queryClient}>
        <LiveTheme>{children}</LiveTheme>
      </QueryClientProvider>
    </PlatformProvider>
  );
}
