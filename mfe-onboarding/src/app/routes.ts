import { namedRoutes, type RouteName } from '@coachforge/contracts';

/** The paths this remote owns (deploy/remotes.json lists the same prefixes). */
export const OWNED_PREFIXES = ['/onboarding', '/create-account'];

/** A named route's path in react-router's form (the contracts write optional segments as `{/:x}`). */
export function localPath(route: RouteName): string {
  const path = namedRoutes[route].path;
  if (!OWNED_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    throw new Error(`${route} is not a route of the onboarding remote`);
  }
  return path.replace(/\{\/(:\w+)\}/g, '/$1?');
}
