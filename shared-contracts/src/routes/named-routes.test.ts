import { namedRoutes, type RouteName } from './named-routes';
import { isAnonymousOnlyPath, matchRoute, routePath } from './paths';

const sampleParams = { role: 'coaching', plan_id: '12', user_id: '7', athlete_id: '3', metric_id: '9' };

test.each([
  ['/', 'main'],
  ['/onboarding/sign_in', 'onboarding-signin'],
  ['/onboarding/sign_up/client', 'onboarding-coaching-signup'],
  ['/coach/programs/create', 'create_plan'],
  ['/coach/programs/42', 'coach_program'],
  ['/coach/programs/42/schedule', 'coach_program_schedule'],
  ['/coach/clients/in-trials', 'trial_clients'],
  ['/coach/clients/5/body-metrics/8', 'client-profile-body-metric'],
  ['/coach/challenges/library', 'challenges-library'],
  ['/coach/challenges/hyrox-library', 'product_challenges_library'],
  ['/user/my_programs/active', 'user_my_plans'],
  ['/p/my-strength-plan', 'public_plan'],
  ['/c/janedoe', 'public-page-short-link'],
  ['/g/12/programs', 'public-page-short-link-plans'],
  ['/leaderboards/daily/4/comments', 'daily-leaderboard-comments'],
  ['/leaderboards/daily/4/comments/77', 'daily-leaderboard-comments'],
  ['/chat/123', 'conversation'],
  ['/chat/communities', 'chat_communities'],
  ['/coach/programs/active/', 'my_plans_active'],
  ['/coach/templates/days/create', 'workout_library_days_create'],
  ['/coach/templates/days/8', 'workout_library_days_edit'],
  // Patterns match regardless of case, and whatever their first segment is made of.
  ['/Coach/Programs/42', 'coach_program'],
  ['/create-account', 'create-account'],
  ['/create-account/team', 'create-account'],
])('%s is the route %s', (path, name) => {
  expect(matchRoute(path)?.name).toBe(name);
});

test.each([
  '/x/janedoe',
  '/nothing-here',
  '/coach/unknown/deep/path',
  '/coach/challenges/other',
  '/coach/templates/days/edit',
])('%s is no route (the shell shows the 404 page)', (path) => {
  expect(matchRoute(path)).toBeNull();
});

test('every route builds a path that matches back to a route with the same path pattern', () => {
  for (const name of Object.keys(namedRoutes) as RouteName[]) {
    const path = routePath(name, {
      ...sampleParams,
      type: 'team',
      token: 'abc',
      owner: '5',
      user_type: 'c',
      id: '1',
      conversation_id: '55',
      product_library: 'hyrox-library',
      template_id: '8',
    });
    const match = matchRoute(path);
    expect(match).not.toBeNull();
    expect(namedRoutes[match!.name].path).toBe(namedRoutes[name].path);
  }
});

test('asked again about the same path, each caller gets its own answer', () => {
  const first = matchRoute('/coach/programs/42')!;
  first.params.plan_id = 'changed';
  expect(matchRoute('/coach/programs/42')).toEqual({ name: 'coach_program', params: { plan_id: '42' } });
  expect(matchRoute('/coach/programs/43')?.params).toEqual({ plan_id: '43' });
});

test('query values are encoded onto the path', () => {
  expect(routePath('onboarding-forgot-password', {}, { email: 'a+b@c.com' })).toBe(
    '/onboarding/forgot_password?email=a%2Bb%40c.com',
  );
});

test('sign-in and sign-up are the pages only signed-out visitors stay on; a coach’s page and an unknown path are not', () => {
  expect(isAnonymousOnlyPath(routePath('onboarding-signin'))).toBe(true);
  expect(isAnonymousOnlyPath('/coach/programs/active')).toBe(false);
  expect(isAnonymousOnlyPath('/no/such/page')).toBe(false);
});
