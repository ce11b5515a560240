import { basePathOf } from './base-path';

test.each([
  [['/coach/resources'], '/coach/resources'],
  [['/onboarding', '/create-account'], '/'],
  [['/coach/programs', '/coach/clients'], '/coach'],
  [['/coach/programs', '/coach/programsx'], '/coach'],
  [[], '/'],
])('a remote owning %j routes from %s', (activeWhen, basePath) => {
  expect(basePathOf(activeWhen)).toBe(basePath);
});
