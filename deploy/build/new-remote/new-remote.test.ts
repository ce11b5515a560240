import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { namedRoutes, routesOwnedBy, type RemoteEntry } from '@coachforge/contracts';
import { activeWhenOf, generateRemote, prefixesOf, remoteNames } from './new-remote';

const WORKSPACE_ROOT = resolve(__dirname, '..', '..', '..');

/**
 * A copy of the workspace's top level that the generator writes into; shared packages are linked. The
 * sample remote is taken out of its catalogue, so these tests scaffold it whether or not it exists yet.
 */
function scratchWorkspace(): string {
  const root = mkdtempSync(join(tmpdir(), 'coachforge-new-remote-'));
  mkdirSync(join(root, 'deploy'));
  const catalogue = JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'deploy', 'remotes.json'), 'utf8')) as {
    remotes: RemoteEntry[];
  };
  catalogue.remotes = catalogue.remotes.filter((remote) => remote.name !== 'purchase');
  writeFileSync(join(root, 'deploy', 'remotes.json'), `${JSON.stringify(catalogue, null, 2)}\n`);
  for (const shared of ['shared-contracts', 'shared-ui', 'tsconfig.base.json'])
    symlinkSync(join(WORKSPACE_ROOT, shared), join(root, shared));
  return root;
}

let root: string;
beforeEach(() => (root = scratchWorkspace()));
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('a new remote is scaffolded on the kit with its config, placeholder pages and tests', () => {
  const { folder } = generateRemote(root, 'purchase');
  expect(folder).toBe(join(root, 'mfe-purchase'));
  for (const file of [
    'package.json',
    'webpack.config.js',
    'tsconfig.json',
    'jest.config.js',
    'jest.setup.ts',
    'src/app/remote.tsx',
    'src/app/remote.test.tsx',
    'src/features/placeholder-pages/index.ts',
    'src/features/placeholder-pages/components/placeholder-page.tsx',
    'src/features/placeholder-pages/placeholder-page.test.tsx',
  ])
    expect(existsSync(join(folder, file))).toBe(true);
  const packageJson = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  expect(packageJson.name).toBe('@coachforge/mfe-purchase');
  expect(packageJson.dependencies['@coachforge/remote-kit']).toBe('workspace:^');
  expect(packageJson.devDependencies['@coachforge/build']).toBe('workspace:^');
  expect(readFileSync(join(folder, 'src/app/remote.tsx'), 'utf8')).toContain("routesOwnedBy('purchase')");
  expect(readFileSync(join(folder, 'webpack.config.js'), 'utf8')).toContain("name: 'purchase'");
});

test('the new remote joins the runtime manifest for the paths of its routes, against this contracts version', () => {
  const { entry } = generateRemote(root, 'purchase', { title: 'Purchase' });
  const { remotes } = JSON.parse(readFileSync(join(root, 'deploy', 'remotes.json'), 'utf8')) as {
    remotes: RemoteEntry[];
  };
  const contracts = JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'shared-contracts/package.json'), 'utf8'));
  expect(remotes.at(-1)).toEqual({
    name: 'purchase',
    title: 'Purchase',
    manifest: '/remotes/purchase/mf-manifest.json',
    version: '0.1.0',
    activeWhen: activeWhenOf('purchase'),
    contracts: `^${contracts.version}`,
  });
  expect(remotes.map((remote) => remote.name)).toContain('onboarding');
  expect(entry.activeWhen.length).toBeGreaterThan(0);
});

test('a remote is refused when it exists, or when the contracts give it no routes', () => {
  generateRemote(root, 'purchase');
  expect(() => generateRemote(root, 'purchase')).toThrow(/exists already/);
  expect(() => generateRemote(root, 'billing')).toThrow(/no named routes/);
  expect(() => remoteNames('../evil')).toThrow(/not a remote name/);
  expect(remoteNames('feed-chat')).toEqual({
    name: 'feed_chat',
    folder: 'mfe-feed-chat',
    packageName: '@coachforge/mfe-feed-chat',
    title: 'Feed chat',
  });
});

test.each(['programs', 'purchase', 'feed_chat'] as const)(
  'every route of %s lies below its prefixes, and no other owner’s route does',
  (owner) => {
    const prefixes = activeWhenOf(owner);
    const under = (path: string) => prefixes.some((prefix) => path.startsWith(prefix));
    for (const route of routesOwnedBy(owner)) expect(under(namedRoutes[route].path)).toBe(true);
    for (const route of Object.values(namedRoutes).filter((route) => route.owner !== owner))
      expect(under(route.path)).toBe(false);
  },
);

test('the generated package typechecks against the workspace’s packages', () => {
  const { folder } = generateRemote(root, 'purchase');
  // The installed packages of a remote with the same dependencies stand in for `pnpm install`.
  symlinkSync(join(WORKSPACE_ROOT, 'mfe-onboarding', 'node_modules'), join(folder, 'node_modules'));
  const tsc = spawnSync(join(WORKSPACE_ROOT, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], {
    cwd: folder,
    encoding: 'utf8',
  });
  expect(tsc.stdout + tsc.stderr).toBe('');
  expect(tsc.status).toBe(0);
}, 120_000);

test('a route that is a bare prefix of other owners’ pages is reported instead of claimed', () => {
  const { activeWhen, unclaimed } = prefixesOf('coach_admin');
  expect(unclaimed).toContain('/coach');
  expect(activeWhen).not.toContain('/coach');
  expect(activeWhen).not.toContain('/');
});
