/**
 * The files of a new remote (see new-remote.ts). Each is the smallest working version of what every
 * remote has: a kit entry, one feature with a placeholder page per named route, their tests, and the
 * build, test and type configuration the other remotes use.
 */

export interface RemoteNames {
  /** Module Federation and runtime manifest name, the routes' owner in the contracts: 'feed_chat'. */
  name: string;
  /** Workspace folder: 'mfe-feed-chat'. */
  folder: string;
  /** Package name: '@coachforge/mfe-feed-chat'. */
  packageName: string;
  /** Shown in the remote's error panel: 'Feed chat'. */
  title: string;
}

/** What every remote depends on; the same ranges as the remotes already in the workspace. */
const DEPENDENCIES = {
  '@coachforge/contracts': 'workspace:^',
  '@coachforge/remote-kit': 'workspace:^',
  '@coachforge/ui': 'workspace:^',
  '@module-federation/enhanced': '^2.9.2',
  '@tanstack/react-query': '^5.108.0',
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  'react-router': '^7.9.0',
  rxjs: '^7.8.2',
  'single-spa-react': '^6.0.2',
  'styled-components': '^6.1.0',
};

const DEV_DEPENDENCIES = {
  '@coachforge/build': 'workspace:^',
  '@swc/core': '^1.16.22',
  '@swc/jest': '^0.2.39',
  '@testing-library/jest-dom': '^6.9.1',
  '@testing-library/react': '^16.3.0',
  '@testing-library/user-event': '^14.6.1',
  '@types/jest': '^30.0.0',
  '@types/node': '^20.19.0',
  '@types/react': '^19.2.0',
  '@types/react-dom': '^19.2.0',
  jest: '^30.5.2',
  'jest-environment-jsdom': '^30.5.2',
  'swc-loader': '^0.2.7',
  typescript: '~5.9.3',
  webpack: '~5.111.1',
  'webpack-cli': '^6.0.1',
};

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function remoteFiles({ name, packageName, title }: RemoteNames): Record<string, string> {
  return {
    'package.json': json({
      name: packageName,
      version: '0.1.0',
      private: true,
      scripts: {
        build: 'webpack --mode production',
        dev: 'coachforge-remote-dev',
        typecheck: 'tsc -p tsconfig.json',
        test: 'jest',
      },
      dependencies: DEPENDENCIES,
      devDependencies: DEV_DEPENDENCIES,
    }),
    'webpack.config.js': `const { remoteWebpackConfig } = require('@coachforge/build');

/** The ${title.toLowerCase()} remote: its pages as single-spa lifecycles './app'. */
module.exports = (_env, argv) =>
  remoteWebpackConfig({
    dirname: __dirname,
    mode: argv.mode,
    name: '${name}',
    exposes: { './app': './src/app/remote.tsx' },
  });
`,
    'tsconfig.json': json({
      extends: '../tsconfig.base.json',
      compilerOptions: { types: ['jest', '@testing-library/jest-dom', 'node'] },
      include: ['src', 'jest.setup.ts', '../shared-ui/src/theme/styled.d.ts'],
    }),
    'jest.config.js': `/** @type {import('jest').Config} */
module.exports = {
  // Component tests render and click through whole pages; on a busy CI machine that can outlast jest's 5 s.
  testTimeout: 20_000,
  testEnvironment: 'jsdom',
  // Jest 30's soft globals clean-up recurses forever when a global it soft-deleted is set again.
  testEnvironmentOptions: { globalsCleanup: 'off' },
  transform: { '^.+\\\\.tsx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
`,
    'jest.setup.ts': `import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders react-router uses; Node's are the same standard API.
Object.assign(globalThis, { TextEncoder, TextDecoder });
`,
    'src/app/remote.tsx': `import { routesOwnedBy } from '@coachforge/contracts';
import { createRemote } from '@coachforge/remote-kit';
import { PlaceholderPage } from '../features/placeholder-pages';

/** The remote's front door (\`./app\`): every named route the contracts give to '${name}'. */
export const { bootstrap, mount, unmount, definition } = createRemote({
  name: '${name}',
  title: '${title}',
  routes: routesOwnedBy('${name}').map((route) => ({ route, element: <PlaceholderPage route={route} /> })),
});
`,
    'src/app/remote.test.tsx': `import { namedRoutes, routePath, routesOwnedBy, type RouteName } from '@coachforge/contracts';
import { RemoteRoutes } from '@coachforge/remote-kit';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen } from '@testing-library/react';
import { definition } from './remote';

/** A URL of the route with every parameter filled in (optional ones left out). */
const urlOf = (route: RouteName) =>
  routePath(
    route,
    Object.fromEntries(
      [...namedRoutes[route].path.replace(/\\{[^}]*\\}/g, '').matchAll(/:(\\w+)/g)].map(([, param]) => [param, '1']),
    ),
  );

test.each(routesOwnedBy('${name}'))('the ${title.toLowerCase()} remote answers %s', (route) => {
  renderWithPlatform(<RemoteRoutes {...definition} />, { me: fakeMe(), route: urlOf(route) });
  expect(screen.getByTestId('${name}-page')).toHaveAttribute('data-route', route);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(namedRoutes[route].title);
});
`,
    'src/features/placeholder-pages/index.ts': `export { PlaceholderPage } from './components/placeholder-page';
`,
    'src/features/placeholder-pages/components/placeholder-page.tsx': `import { messages, namedRoutes, type RouteName } from '@coachforge/contracts';
import { Page } from '@coachforge/ui';

/** Stands where the route's screen will be, and says so plainly, so nobody mistakes it for the real page. */
export function PlaceholderPage({ route }: { route: RouteName }) {
  const { title } = namedRoutes[route];
  return (
    <Page data-testid="${name}-page" data-route={route}>
      <h1>{title}</h1>
      <p>{messages.shell.notBuiltYet(title)}</p>
    </Page>
  );
}
`,
    'src/features/placeholder-pages/placeholder-page.test.tsx': `import { messages, namedRoutes, routesOwnedBy } from '@coachforge/contracts';
import { renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen } from '@testing-library/react';
import { PlaceholderPage } from './components/placeholder-page';

test('a page not built yet shows its route’s title and says it is coming', () => {
  const [route] = routesOwnedBy('${name}');
  renderWithPlatform(<PlaceholderPage route={route!} />);
  const { title } = namedRoutes[route!];
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  expect(screen.getByText(messages.shell.notBuiltYet(title))).toBeInTheDocument();
});
`,
  };
}
