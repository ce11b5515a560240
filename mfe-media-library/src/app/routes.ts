import { namedRoutes, type RouteName } from '@coachforge/contracts';

/** The remote's pages below the path it owns (spec 01 section 2.3: resources and resources/:owner). */
export const MEDIA_LIBRARY_BASE = namedRoutes.media_library.path;

export function localPath(route: RouteName): string {
  const path = namedRoutes[route].path;
  if (!path.startsWith(MEDIA_LIBRARY_BASE)) throw new Error(`${route} is not a media library route`);
  return path.slice(MEDIA_LIBRARY_BASE.length) || '/';
}
