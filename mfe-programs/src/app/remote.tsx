import { routesOwnedBy } from '@coachforge/contracts';
import { createRemote } from '@coachforge/remote-kit';
import type { ReactNode } from 'react';
import { PlaceholderPage } from '../features/placeholder-pages';
import { useForgetFiltersOnAccountSwitch } from '../features/saved-program-filters';
import { pages } from './pages';

/** What holds for every page of the remote while it is on the page. */
function ProgramsRoot({ children }: { children: ReactNode }) {
  useForgetFiltersOnAccountSwitch();
  return <>{children}</>;
}

/** The remote's front door (`./app`): every named route the contracts give to 'programs'. */
export const { bootstrap, mount, unmount, definition } = createRemote({
  name: 'programs',
  title: 'Programs',
  Root: ProgramsRoot,
  routes: routesOwnedBy('programs').map((route) => ({
    route,
    element: pages[route] ?? <PlaceholderPage route={route} />,
  })),
});
