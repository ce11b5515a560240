import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouterProductionBuild } from './webpack-base';

type CreateData = Record<'resource' | 'request' | 'userRequest' | 'context', string>;

/** The plugin's rewrite, as webpack runs it once it has resolved a module. */
function resolvedThrough(mode: string, createData: CreateData): CreateData {
  let afterResolve: ((data: { createData: CreateData }) => void) | undefined;
  const compiler = {
    hooks: {
      normalModuleFactory: {
        tap: (_name: string, withFactory: (factory: unknown) => void) =>
          withFactory({
            hooks: { afterResolve: { tap: (_: string, hook: typeof afterResolve) => (afterResolve = hook) } },
          }),
      },
    },
  };
  for (const plugin of reactRouterProductionBuild(mode)) plugin.apply(compiler);
  const data = { createData: { ...createData } };
  afterResolve?.(data);
  return data.createData;
}

/** Where the platform's React Router is installed (the remote kit's dependency). */
const routerFolder = path.dirname(
  createRequire(path.join(__dirname, '../../shared-remote-kit/package.json')).resolve('react-router'),
);
const developmentIndex = path.join(routerFolder, 'index.mjs');

test("a production build takes React Router's production files, which exist beside the development ones", () => {
  expect(routerFolder.endsWith(path.join('dist', 'development'))).toBe(true);
  const resolved = resolvedThrough('production', {
    resource: developmentIndex,
    request: developmentIndex,
    userRequest: 'react-router',
    context: routerFolder,
  });
  const productionFolder = routerFolder.replace(/development$/, 'production');
  expect(resolved.resource).toBe(path.join(productionFolder, 'index.mjs'));
  expect(resolved.context).toBe(productionFolder);
  expect(existsSync(resolved.resource)).toBe(true);
});

test('a development build, and any other module, stay as resolved', () => {
  const router = {
    resource: developmentIndex,
    request: developmentIndex,
    userRequest: 'react-router',
    context: routerFolder,
  };
  expect(resolvedThrough('development', router)).toEqual(router);
  const other = {
    resource: '/x/node_modules/rxjs/dist/esm/index.js',
    request: 'rxjs',
    userRequest: 'rxjs',
    context: '/x',
  };
  expect(resolvedThrough('production', other)).toEqual(other);
});
