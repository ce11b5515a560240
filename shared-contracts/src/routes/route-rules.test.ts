import { legacyRedirects } from './legacy-redirects';
import {
  accountRules,
  homeRoutes,
  namedRoutes,
  roleAreaRoutes,
  routeGate,
  routesOwnedBy,
  type RouteName,
} from './named-routes';
import { matchLegacyRedirect } from './paths';
import type { Destination, NamedRoute, RouteTarget } from './route-rules';

const routes = namedRoutes as Record<string, NamedRoute>;

function targetsOf(destination: Destination | undefined): RouteTarget[] {
  if (!destination || destination === 'home') return [];
  if ('byVisitor' in destination) return Object.values(destination.byVisitor).flatMap(targetsOf);
  if ('byAccount' in destination) return Object.values(destination.byAccount).flatMap(targetsOf);
  return [destination];
}

function destinationsOf(route: NamedRoute): Destination[] {
  const access = 'otherwise' in route.access ? [route.access.otherwise] : [];
  const values = [...Object.values(route.params ?? {}), ...Object.values(route.query ?? {})].flatMap(
    (rule) => [rule.otherwise, ...Object.values(rule.redirect ?? {})],
  );
  const gates = (route.gates ?? []).map((gate) => (gate.kind === 'redirect' ? gate.to : gate.otherwise));
  return [route.redirect, ...access, ...values, ...gates].filter((d): d is Destination => d !== undefined);
}

const everyTarget: [string, RouteTarget][] = [
  ...Object.entries(routes).flatMap(([name, route]) =>
    destinationsOf(route)
      .flatMap(targetsOf)
      .map((target): [string, RouteTarget] => [name, target]),
  ),
  ...legacyRedirects.map((legacy): [string, RouteTarget] => [legacy.path, legacy.to]),
  ...[...Object.values(homeRoutes), ...Object.values(roleAreaRoutes), ...Object.values(accountRules)].map(
    (target): [string, RouteTarget] => ['the account rules', target],
  ),
];

test.each(everyTarget)('%s leads to a named route (%o)', (_from, target) => {
  expect(routes[target.route]).toBeDefined();
});

test('a route that always redirects does not lead to itself', () => {
  for (const [name, route] of Object.entries(routes)) {
    for (const target of targetsOf(route.redirect)) expect(target.route).not.toBe(name);
  }
});

test('no legacy path is also a named route path', () => {
  const paths = new Set(Object.values(routes).map((route) => route.path));
  for (const legacy of legacyRedirects) expect(paths.has(legacy.path)).toBe(false);
});

test.each([
  ['/sign_up/client', '/onboarding/sign_up/client'],
  ['/sign_up', '/onboarding/sign_up/coaching'],
  ['/plan/12', '/p/12'],
  ['/coach/clients/7', '/coach/clients/7/programs'],
  ['/coach/public/9/overview', '/public-page/9'],
  ['/coach/media/5/', '/coach/resources/5'],
])('the old path %s leads to %s', (path, target) => {
  expect(matchLegacyRedirect(path)).toBe(target);
});

test.each(['/coach/clients/active', '/coach/clients/someone', '/p/12'])('%s is no old path', (path) => {
  expect(matchLegacyRedirect(path)).toBeNull();
});

test('each remote owns the routes under the prefixes it is mounted on', () => {
  const onboarding: RouteName[] = routesOwnedBy('onboarding');
  expect(onboarding).toEqual(
    expect.arrayContaining(['onboarding-signin', 'create-account', 'user_profile_info']),
  );
  expect(routesOwnedBy('media_library')).toEqual(['media_library', 'owner_media_library']);
  for (const name of Object.keys(routes) as RouteName[]) {
    const { path, owner } = namedRoutes[name];
    if (path.startsWith('/onboarding') || path.startsWith('/create-account'))
      expect(owner).toBe('onboarding');
    if (path.startsWith('/coach/resources')) expect(owner).toBe('media_library');
  }
});

test('the route names the spec writes are named routes', () => {
  for (const name of [
    'coach_program_view_clients',
    'coach_program_view_scheduled',
    'coach_program_view_details',
    'daily-leaderboard-comments',
    'challenges-leaderboard-comments',
    'coach_purchase',
    'release-notes',
    'challenges-library',
    'coachforge_benchmarks',
  ]) {
    expect(routes[name]).toBeDefined();
  }
});

test('the calendars use the whole height: no footer on the coach calendar (desktop preferred) nor the client calendar', () => {
  expect(routeGate('coach_calendar')).toMatchObject({ hidesFooter: true, desktopPreferred: true });
  expect(routeGate('calendar').hidesFooter).toBe(true);
  // Pages that are not calendars keep the footer.
  expect(routeGate('my_plans_active').hidesFooter).toBeUndefined();
});
