import { namedRoutes, type RouteName } from '@coachforge/contracts';

/** The remote's routes, below the path it owns, in react-router's form. */
export const ONBOARDING_BASE = '/onboarding';

export function localPath(route: RouteName): string {
  const path = namedRoutes[route].path;
  if (!path.startsWith(ONBOARDING_BASE)) throw new Error(`${route} is not an onboarding route`);
  return path.slice(ONBOARDING_BASE.length) || '/';
}
