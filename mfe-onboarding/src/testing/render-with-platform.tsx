import type { PlatformContext, PlatformSession } from '@coachforge/contracts';
import { defaultUiTheme } from '@coachforge/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { NEVER } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { PlatformProvider } from '../app/platform';

/**
 * Renders a page of this remote the way the shell mounts it, with a PlatformContext whose session
 * calls are supplied by the test (the shell's real session is exercised end to end in e2e/).
 */
export function renderWithPlatform(
  page: ReactElement,
  {
    session = {},
    path = '/',
    route = '/',
    request = jest.fn(),
  }: {
    session?: Partial<PlatformSession>;
    path?: string;
    route?: string;
    request?: PlatformContext['api']['request'];
  } = {},
) {
  const platform: PlatformContext = {
    session: {
      state$: NEVER,
      current: () => ({ status: 'loading' }),
      signIn: jest.fn(),
      signUp: jest.fn(),
      signOut: jest.fn(),
      resetPassword: jest.fn(),
      reload: jest.fn(),
      ...session,
    },
    api: { request },
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    bus: { emit: jest.fn(), on: () => NEVER },
    navigate: jest.fn(),
    toast: { show: jest.fn() },
    openMediaLibrary: jest.fn(),
    cable: { subscribe: () => () => undefined },
    basePath: '/onboarding',
  };
  render(
    <PlatformProvider value={platform}>
      <QueryClientProvider client={platform.queryClient}>
        <ThemeProvider theme={defaultUiTheme}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={page} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </PlatformProvider>,
  );
  return platform;
}
