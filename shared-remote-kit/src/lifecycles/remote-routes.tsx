import type { RouteName } from '@coachforge/contracts';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { routerPattern } from '../navigation/route-paths';
import { usePlatform } from '../platform/platform-provider';
import { useRoutePath } from '../navigation/use-navigate-to';

/** One page of a remote: the named route of the contracts it answers, and what it shows. */
export interface RemoteRoute {
  route: RouteName;
  element: ReactNode;
}

export interface RemoteDefinition {
  /** The remote's name in the runtime manifest (deploy/remotes.json). */
  name: string;
  /** What the remote is called in its error panel, e.g. 'Sign-in and sign-up'. */
  title: string;
  routes: RemoteRoute[];
  /** Where a path of the remote that names no route goes; by default nothing is shown. */
  otherwise?: RouteName;
  /** Wraps the pages (inside the providers and router): remote-wide hooks and chrome live here. */
  Root?: ComponentType<{ children: ReactNode }>;
}

function FallbackTo({ route }: { route: RouteName }) {
  return <Navigate to={useRoutePath()(route)} replace />;
}

/** The remote's pages inside its root component, for the router the kit (or a test) provides. */
export function RemoteRoutes({ routes, otherwise, Root = Fragment }: RemoteDefinition) {
  const { basePath } = usePlatform();
  return (
    <Root>
      <Routes>
        {routes.map(({ route, element }) => (
          <Route key={route} path={routerPattern(route, basePath)} element={element} />
        ))}
        {otherwise && <Route path="*" element={<FallbackTo route={otherwise} />} />}
      </Routes>
    </Root>
  );
}
