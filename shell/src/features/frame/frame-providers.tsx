import type { Theme } from '@coachforge/contracts';
import { uiThemeFrom } from '@coachforge/ui';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';

/** Every shell-owned React root gets the account's theme (the platform default before sign-in). */
export function FrameProviders({ theme, children }: { theme?: Theme | undefined; children: ReactNode }) {
  return <ThemeProvider theme={uiThemeFrom(theme?.web_theme)}>{children}</ThemeProvider>;
}
