import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { demoClient, expectSignedInAs, openSignInApp } from '../support/platform';
import { loadedSharedProviders } from '../support/shared-singletons';
import { freePort, startOwnPlatform, WORKSPACE_ROOT, type OwnPlatform } from '../support/own-platform';

/**
 * Another team builds a remote in its own folder, outside this workspace, against the contracts and UI
 * kit it installs from our private registry, and the platform runs the result.
 */
test.describe.configure({ mode: 'serial' });

let registry: ChildProcess | undefined;
let registryUrl = '';
let platform: OwnPlatform | undefined;
let outside = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  registryUrl = `http://127.0.0.1:${port}`;
  registry = spawn('pnpm', ['--filter', '@coachforge/deploy', 'registry'], {
    cwd: WORKSPACE_ROOT,
    env: { ...process.env, REGISTRY_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    registry!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Registry ready')) resolve();
    });
    registry!.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    registry!.once('exit', () => reject(new Error(`The registry stopped:\n${output}`)));
  });
  platform = await startOwnPlatform();
});

test.afterAll(async () => {
  await platform?.stop();
  if (registry?.pid && registry.exitCode === null) {
    const exited = new Promise((resolve) => registry!.once('exit', resolve));
    process.kill(-registry.pid, 'SIGTERM');
    await exited;
  }
  if (outside) rmSync(outside, { recursive: true, force: true });
});

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')}:\n${result.stdout}\n${result.stderr}`);
}

test('a remote built outside the workspace from the private registry’s packages runs in the shell', async ({
  page,
}) => {
  test.setTimeout(360_000);
  outside = mkdtempSync(join(tmpdir(), 'coachforge-outside-remote-'));
  const workspaceRemote = join(WORKSPACE_ROOT, 'mfe-onboarding');
  cpSync(join(workspaceRemote, 'src'), join(outside, 'src'), { recursive: true });
  cpSync(join(workspaceRemote, 'webpack.config.js'), join(outside, 'webpack.config.js'));
  const source = JSON.parse(readFileSync(join(workspaceRemote, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const semverOf = (name: string) =>
    (JSON.parse(readFileSync(join(WORKSPACE_ROOT, name, 'package.json'), 'utf8')) as { version: string })
      .version;
  const dependencies = {
    ...source.dependencies,
    '@coachforge/contracts': `^${semverOf('shared-contracts')}`,
    '@coachforge/ui': `^${semverOf('shared-ui')}`,
    '@coachforge/remote-kit': `^${semverOf('shared-remote-kit')}`,
  };
  const devDependencies = {
    ...Object.fromEntries(
      ['@swc/core', 'swc-loader', 'webpack', 'webpack-cli'].map((name) => [
        name,
        source.devDependencies[name]!,
      ]),
    ),
    '@coachforge/build': `^${semverOf('deploy/build')}`,
  };
  writeFileSync(
    join(outside, 'package.json'),
    JSON.stringify({
      name: 'onboarding-elsewhere',
      version: '1.0.0',
      private: true,
      dependencies,
      devDependencies,
      pnpm: { onlyBuiltDependencies: ['@swc/core'] },
    }),
  );
  // Our scope from the private registry only; everything else from npm.
  writeFileSync(join(outside, '.npmrc'), `@coachforge:registry=${registryUrl}/\n`);
  run('pnpm', ['install'], outside);

  const lockfile = readFileSync(join(outside, 'pnpm-lock.yaml'), 'utf8');
  for (const name of ['@coachforge/contracts', '@coachforge/ui', '@coachforge/remote-kit']) {
    const installed = JSON.parse(
      readFileSync(join(outside, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { main: string };
    expect(installed.main, `${name} is the published build`).toBe('dist/index.js');
    // The very tarball our registry holds (the scope exists nowhere else).
    const packument = (await (await fetch(`${registryUrl}/${name.replace('/', '%2f')}`)).json()) as {
      versions: Record<string, { dist: { integrity: string } }>;
    };
    const published = Object.values(packument.versions).map((entry) => entry.dist.integrity);
    expect(
      published.some((integrity) => lockfile.includes(integrity)),
      `${name} came from ${registryUrl}`,
    ).toBe(true);
  }

  const version = `elsewhere-${Date.now().toString(36)}`;
  run('pnpm', ['exec', 'webpack', '--mode', 'production'], outside, { COACHFORGE_RELEASE: version });
  platform!.deploy('import-release', 'onboarding', version, join(outside, 'dist'));
  platform!.deploy('promote', 'onboarding', version);

  await openSignInApp(page, `${platform!.url}/onboarding/sign_in`);
  await expect(page.getByTestId('remote-release')).toHaveText(`Sign-in and sign-up · release ${version}`);
  // Built elsewhere, with its own install of React and the UI kit, it still runs on the shell's copies.
  const providers = await loadedSharedProviders(page);
  for (const name of ['react', 'react-dom', 'styled-components', '@coachforge/contracts', '@coachforge/ui']) {
    expect(providers[name], name).toHaveLength(1);
    expect(providers[name]![0], name).toMatch(/ from shell$/);
  }
  await page.getByLabel('Email').fill(demoClient.email);
  await page.getByLabel('Password').fill(demoClient.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
  await expectSignedInAs(page, 'Alex Athlete');
});
