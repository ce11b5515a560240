import {
  namedRoutes,
  routePath,
  type RouteName,
  type RouteParams,
  type RouteQuery,
} from '@coachforge/contracts';

/** The path below a router's basename: '/coach/resources/x' under '/coach/resources' is '/x'. */
export function belowBase(path: string, basePath: string): string | null {
  if (basePath === '/' || basePath === '') return path;
  if (path === basePath) return '/';
  if (path.startsWith(`${basePath}/`) || path.startsWith(`${basePath}?`)) {
    const rest = path.slice(basePath.length);
    return rest.startsWith('?') ? `/${rest}` : rest;
  }
  return null;
}

/**
 * A named route's pattern in react-router's form below the basename. The contracts write optional
 * segments the path-to-regexp way (`{/:type}`); react-router writes them `/:type?`.
 */
export function routerPattern(route: RouteName, basePath: string): string {
  const pattern = belowBase(namedRoutes[route].path, basePath);
  if (pattern === null)
    throw new Error(
      `Route ${route} (${namedRoutes[route].path}) is not below this remote's base path ${basePath}`,
    );
  return reactRouterOptionals(pattern);
}

/** `{/:a{/:b}}` → `/:a?/:b?`, innermost first, so nested optional segments convert too. */
function reactRouterOptionals(pattern: string): string {
  const innermost = /\{\/(:\w+)((?:\/:\w+\?)*)\}/g;
  let converted = pattern;
  while (innermost.test(converted)) converted = converted.replace(innermost, '/$1?$2');
  return converted;
}

/** The URL of a named route inside a router on `basePath` (for Link and Navigate). */
export function routeUrlBelow(
  basePath: string,
  route: RouteName,
  params?: RouteParams,
  query?: RouteQuery,
): string {
  const url = routePath(route, params, query);
  const below = belowBase(url, basePath);
  if (below === null)
    throw new Error(
      `${url} is outside this remote (${basePath}): go there with useNavigateTo instead of a link`,
    );
  return below;
}
