import { clientProfileRoutes } from './client-profile-routes';
import { coachAdminRoutes } from './coach-admin-routes';
import { feedChatRoutes } from './feed-chat-routes';
import { mediaLibraryRoutes } from './media-library-routes';
import { onboardingRoutes } from './onboarding-routes';
import { programsRoutes } from './programs-routes';
import { purchaseRoutes } from './purchase-routes';
import type { NamedRoute, RouteOwner, RouteTarget } from './route-rules';
import { routeTarget } from './route-rules';
import { shellRoutes } from './shell-routes';

/**
 * Every named route of the spec (01 section 2, 02 section 2, 03 section 2.1) with its path, title,
 * owner and access rules, gathered from each domain's table. Paths use path-to-regexp syntax
 * (`{/:param}` is optional). The shell's guard, the header, the remotes' navigation and the API's
 * mail links all read this table.
 */
export const namedRoutes = {
  ...shellRoutes,
  ...onboardingRoutes,
  ...clientProfileRoutes,
  ...coachAdminRoutes,
  ...programsRoutes,
  ...purchaseRoutes,
  ...feedChatRoutes,
  ...mediaLibraryRoutes,
} as const satisfies Record<string, NamedRoute>;

export type RouteName = keyof typeof namedRoutes;

/** The platform's name, last in every page title. */
export const PLATFORM_BRAND = 'Coachforge';

/** A page's title as the browser tab shows it ("Sign in | Coachforge"); the brand alone off the table. */
export const pageTitleOf = (name: RouteName | null): string =>
  name ? `${namedRoutes[name].title} | ${PLATFORM_BRAND}` : PLATFORM_BRAND;

/** Where each kind of visitor's main page is (spec 01 section 2.1). */
export const homeRoutes: Readonly<Record<'anonymous' | 'client' | 'coach', RouteTarget>> = {
  anonymous: routeTarget('onboarding-coaching-signup', { role: 'coaching' }),
  client: routeTarget('user_my_plans'),
  coach: routeTarget('my_plans_active'),
};

/** Where a signed-in visitor of the other role goes from a client or coach route by default. */
export const roleAreaRoutes: Readonly<Record<'client' | 'coach', RouteTarget>> = {
  client: routeTarget('user'),
  coach: routeTarget('coach'),
};

/**
 * The rules every route obeys before its own gates (spec 01 sections 2.1 and 4): an anonymous visitor
 * asking for a signed-in page signs in first (and comes back after); a coach who stopped registering
 * finishes on the coach profile set-up; a blocked account reaches only the routes available while blocked
 * and is otherwise offered the upgrade page, or the plans when on the FREE plan (which has no upgrade page).
 */
export const accountRules = {
  signInPage: routeTarget('onboarding-signin'),
  registrationPage: routeTarget('onboarding-setup-profile'),
  blockedPage: routeTarget('coach_blocked'),
  blockedFreePage: routeTarget('choose_your_plan'),
} as const;

/** The routes a remote (or the shell) shows. */
export function routesOwnedBy(owner: RouteOwner): RouteName[] {
  return (Object.keys(namedRoutes) as RouteName[]).filter((name) => namedRoutes[name].owner === owner);
}

/** A route's rules, read the same way whatever the route (the header asks availableWhileBlocked). */
export function routeGate(name: RouteName): NamedRoute {
  return namedRoutes[name];
}
