import { configure, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RemoteProviders } from '../providers/remote-providers';
import { createPlatformDouble, type PlatformDouble, type PlatformDoubleOptions } from './platform-double';

/**
 * A page leaves its loading state as a transition (QueryState, decision 0269): React draws the first answer
 * in slices, between the queries a `findBy…` runs every 50 ms. On a busy CI machine a large page drawn so
 * outlasted testing-library's 1 s wait (the coach's transactions grid did); the test's own timeout still
 * bounds a page that never comes.
 */
configure({ asyncUtilTimeout: 5_000 });

export interface RenderWithPlatformOptions extends PlatformDoubleOptions {
  /** The URL the page is opened at, below the basename (default '/'). */
  route?: string;
  /** A route pattern to render `ui` on, when the page reads route parameters (e.g. '/sign_up/:role'). */
  path?: string;
}

/**
 * Renders a page, a component or a whole remote the way the shell mounts it: inside the kit's providers
 * (platform, query cache, live theme) and a router, with a PlatformContext double (see
 * createPlatformDouble). Returns the double, to drive the session and bus and read the API calls.
 */
export function renderWithPlatform(
  ui: ReactElement,
  { route = '/', path, ...options }: RenderWithPlatformOptions = {},
): PlatformDouble & { rendered: RenderResult } {
  const double = createPlatformDouble(options);
  const rendered = render(
    <RemoteProviders platform={double.platform}>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        ) : (
          ui
        )}
      </MemoryRouter>
    </RemoteProviders>,
  );
  return { ...double, rendered };
}
