import type { RouteName, RouteParams, RouteQuery } from '@coachforge/contracts';
import { useCallback } from 'react';
import { usePlatform } from '../platform/platform-provider';
import { routeUrlBelow } from './route-paths';

export type NavigateTo = (route: RouteName, params?: RouteParams, query?: RouteQuery) => void;

/**
 * `navigateTo(routeName, params, query)` over the named routes of the contracts, in this remote or any
 * other. It goes through the shell, so the route guard decides as for any other navigation.
 */
export function useNavigateTo(): NavigateTo {
  const { navigate } = usePlatform();
  return useCallback<NavigateTo>((...target) => navigate(...target), [navigate]);
}

/** The URL of one of this remote's named routes for a Link or Navigate of its router. */
export function useRoutePath(): (route: RouteName, params?: RouteParams, query?: RouteQuery) => string {
  const { basePath } = usePlatform();
  return useCallback((route, params, query) => routeUrlBelow(basePath, route, params, query), [basePath]);
}
