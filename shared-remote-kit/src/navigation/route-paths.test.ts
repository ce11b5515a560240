import { routerPattern, routeUrlBelow } from './route-paths';

test.each([
  ['media_library', '/coach/resources', '/'],
  ['owner_media_library', '/coach/resources', '/:owner'],
  ['create-account', '/', '/create-account/:type?'],
  ['onboarding-signin', '/', '/onboarding/sign_in'],
  ['daily-leaderboard-comments', '/', '/leaderboards/daily/:id/comments/:result_id?/:comment_id?'],
] as const)("%s below %s is the router's %s", (route, basePath, pattern) => {
  expect(routerPattern(route, basePath)).toBe(pattern);
});

test('a route of another remote is refused as a page of this one', () => {
  expect(() => routerPattern('public_plan', '/coach/resources')).toThrow(/not below this remote's base path/);
});

test('links inside the remote are written below its basename, with parameters and query', () => {
  expect(routeUrlBelow('/coach/resources', 'owner_media_library', { owner: 'team' }, { page: 2 })).toBe(
    '/team?page=2',
  );
  expect(routeUrlBelow('/', 'create-account')).toBe('/create-account');
  expect(() => routeUrlBelow('/coach/resources', 'onboarding-signin')).toThrow(/useNavigateTo/);
});
