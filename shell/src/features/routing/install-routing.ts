import {
  matchRoute,
  pageTitleOf,
  routePath,
  type RouteName,
  type RouteParams,
  type RouteQuery,
} from '@coachforge/contracts';
import { navigateToUrl } from 'single-spa';
import type { SessionService } from '../session';
import { decideNavigation, keepsScroll, visitorOf, type NavigationDecision } from './guard';
import { returnPath } from './return-path';

export function navigate(route: RouteName, params?: RouteParams, query?: RouteQuery): void {
  navigateToUrl(routePath(route, params, query));
}

/**
 * Applies the guard to every navigation. Applications consult `isAllowed` in their activeWhen, so
 * nothing mounts on a path the guard is about to leave; the redirect itself replaces the history
 * entry so Back does not bounce.
 */
export function installRouting(session: SessionService) {
  const decide = (location: Location = window.location): NavigationDecision =>
    decideNavigation(location.pathname, location.search, visitorOf(session.current()));

  function enforce() {
    const decision = decide();
    if (decision.kind === 'allow') return;
    if (decision.rememberReturnPath) returnPath.remember(decision.rememberReturnPath);
    window.history.replaceState(null, '', decision.to);
  }

  window.addEventListener('single-spa:before-routing-event', enforce);
  let previousPath: string | null = null;
  window.addEventListener('single-spa:routing-event', () => {
    const { pathname } = window.location;
    const match = matchRoute(pathname);
    document.title = pageTitleOf(match?.name ?? null);
    if (pathname !== previousPath && !keepsScroll(previousPath, pathname)) window.scrollTo(0, 0);
    previousPath = pathname;
  });

  // Signing in or out changes what every path means: go back where the visitor was heading. Any
  // other change of the session (a refetched subscription, a switched account) is checked again.
  let who: string | null = null;
  session.state$.subscribe((state) => {
    const next = state.status === 'signed-in' ? state.me.current.role : state.status;
    const signedInNow = next !== who && (next === 'coach' || next === 'user');
    who = next;
    const remembered = signedInNow ? returnPath.take() : null;
    if (remembered) window.history.replaceState(null, '', remembered);
    else if (state.status !== 'loading') enforce();
  });

  enforce();
  return {
    isAllowed: (location: Location) => decide(location).kind === 'allow',
    decide,
  };
}

export type Routing = ReturnType<typeof installRouting>;
