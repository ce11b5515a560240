import { namedRoutes, type RouteName } from '@coachforge/contracts';
import { Page } from '@coachforge/ui';
import type { ReactNode } from 'react';

/** The frame of every page of the remote: the route it answers and its title as the page heading. */
export function ProgramRoutePage({ route, children }: { route: RouteName; children: ReactNode }) {
  return (
    <Page data-testid="programs-page" data-route={route}>
      <h1>{namedRoutes[route].title}</h1>
      {children}
    </Page>
  );
}
