import { namedRoutes } from '@coachforge/contracts';
import { basePathOfRoutes } from './start-dev-host';

test.each([
  [['media_library', 'owner_media_library'], '/coach/resources'],
  [['onboarding-signin', 'create-account'], '/'],
  [['my_plans_active', 'coach_program', 'clients_with_programs'], '/coach'],
] as const)('a remote with the routes %j opens alone at %s', (routes, basePath) => {
  expect(basePathOfRoutes(routes.map((route) => namedRoutes[route].path))).toBe(basePath);
});
