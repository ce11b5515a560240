import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemoteEntry } from '@coachforge/contracts';
import {
  createRemotePreloads,
  REMOTE_PRELOADS_ID,
  remoteFilesFolders,
  withPreloads,
  type Preload,
} from './remote-preloads';
import { remoteWorkspaceDir } from './paths';

let root: string;
beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'coachforge-preloads-'))));
afterEach(() => rmSync(root, { recursive: true, force: true }));

const writeJson = (path: string, value: unknown) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, JSON.stringify(value));
};

/** The shell provides React and the contracts; the remote brings its router itself. */
function shellBuild(contractsVersion = '0.3.0') {
  const dir = join(root, 'shell');
  writeJson(join(dir, 'mf-manifest.json'), {
    metaData: { remoteEntry: { name: '', path: '' } },
    shared: [
      { name: 'react', version: '19.2.0', assets: { js: { sync: ['shared-libraries.aaaa1111.js'] } } },
      {
        name: '@coachforge/contracts',
        version: contractsVersion,
        assets: { js: { sync: ['shared-libraries.aaaa1111.js'] } },
      },
    ],
  });
  return dir;
}

/** A remote build as @coachforge/build writes it: mf-manifest.json and mf-startup.json side by side. */
function remoteBuild(dir: string, { contractsVersion = '0.3.0', expose = 'app.11112222.js' } = {}) {
  writeJson(join(dir, 'mf-manifest.json'), {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, buildInfo: { contractsVersion } },
    shared: [
      // Its own copy of React: a fallback the page never needs beside the shell's.
      { name: 'react', assets: { js: { sync: ['923.0000aaaa.js'] } } },
      { name: 'react-router', assets: { js: { sync: ['shared-libraries.bbbb2222.js'] } } },
      { name: 'formik', assets: { js: { sync: ['shared-libraries.bbbb2222.js'] } } },
    ],
  });
  writeJson(join(dir, 'mf-startup.json'), {
    exposes: { app: { js: [expose], shared: ['react', 'react-router', 'formik'] } },
  });
}

const onboarding = (manifest = '/remotes/onboarding/mf-manifest.json'): RemoteEntry => ({
  name: 'onboarding',
  title: 'Sign-in and sign-up',
  manifest,
  version: '0.1.0',
  activeWhen: ['/onboarding', '/create-account'],
  contracts: '^0.3.0',
});

test('the files a cold load of a remote’s page fetches: its manifest (with its content), entry, ./app and what only it brings', () => {
  remoteBuild(join(root, 'onboarding'));
  const preloads = createRemotePreloads({
    shellRoot: shellBuild(),
    liveRemotes: () => [onboarding()],
    folderOf: (url) => (url === '/remotes/onboarding/' ? join(root, 'onboarding') : null),
  });
  const manifest = JSON.parse(readFileSync(join(root, 'onboarding', 'mf-manifest.json'), 'utf8'));
  expect(preloads('/onboarding/sign_in')).toEqual<Preload[]>([
    { href: '/remotes/onboarding/mf-manifest.json', as: 'fetch', answer: manifest },
    { href: '/remotes/onboarding/remoteEntry.js', as: 'script' },
    { href: '/remotes/onboarding/app.11112222.js', as: 'script' },
    // Once, though two packages live in it; never the remote's copy of React, which the shell provides.
    { href: '/remotes/onboarding/shared-libraries.bbbb2222.js', as: 'script' },
  ]);
  expect(preloads('/create-account')).toHaveLength(4);
  // Pages of the shell alone ask for nothing more.
  expect(preloads('/no/such/page')).toEqual([]);
});

test('after a promotion the page names the files of the release now live, and after a rollback the earlier ones', () => {
  remoteBuild(join(root, 'releases', 'onboarding', '1.0.0'), { expose: 'app.aaaa0001.js' });
  remoteBuild(join(root, 'releases', 'onboarding', '1.1.0'), { expose: 'app.aaaa0002.js' });
  let live = onboarding('/releases/onboarding/1.0.0/mf-manifest.json');
  const preloads = createRemotePreloads({
    shellRoot: shellBuild(),
    liveRemotes: () => [live],
    folderOf: remoteFilesFolders({ releasesDir: join(root, 'releases') }),
  });
  const scripts = () =>
    preloads('/onboarding/sign_in')
      .filter(({ as }) => as === 'script')
      .map(({ href }) => href);

  expect(scripts()).toContain('/releases/onboarding/1.0.0/app.aaaa0001.js');
  live = onboarding('/releases/onboarding/1.1.0/mf-manifest.json');
  expect(scripts()).toContain('/releases/onboarding/1.1.0/app.aaaa0002.js');
  expect(scripts().every((href) => href.startsWith('/releases/onboarding/1.1.0/'))).toBe(true);
  live = onboarding('/releases/onboarding/1.0.0/mf-manifest.json');
  expect(scripts()).toContain('/releases/onboarding/1.0.0/app.aaaa0001.js');
});

test('nothing is named for a remote the shell would refuse, a release whose files are gone, or an older build', () => {
  remoteBuild(join(root, 'releases', 'onboarding', '2.0.0'), { contractsVersion: '1.0.0' });
  remoteBuild(join(root, 'releases', 'onboarding', 'old'));
  rmSync(join(root, 'releases', 'onboarding', 'old', 'mf-startup.json'));
  let live = onboarding('/releases/onboarding/2.0.0/mf-manifest.json');
  const preloads = createRemotePreloads({
    shellRoot: shellBuild('0.3.0'),
    liveRemotes: () => [live],
    folderOf: remoteFilesFolders({ releasesDir: join(root, 'releases') }),
  });
  // Built against another major of the contracts: refused before any of its code is fetched.
  expect(preloads('/onboarding/sign_in')).toEqual([]);
  live = onboarding('/releases/onboarding/gone/mf-manifest.json');
  expect(preloads('/onboarding/sign_in')).toEqual([]);
  live = onboarding('/releases/onboarding/old/mf-manifest.json');
  expect(preloads('/onboarding/sign_in')).toEqual([]);
  live = onboarding('https://cdn.example.com/onboarding/mf-manifest.json');
  expect(preloads('/onboarding/sign_in')).toEqual([]);
});

test('remote files are found where the web servers serve them from, and nowhere above', () => {
  const folderOf = remoteFilesFolders({ releasesDir: '/srv/releases', withheld: ['programs'] });
  expect(folderOf('/remotes/onboarding/')).toBe(join(remoteWorkspaceDir('onboarding'), 'dist'));
  expect(folderOf('/releases/onboarding/1.0.0/')).toBe('/srv/releases/onboarding/1.0.0');
  expect(folderOf('/releases/../../etc/')).toBeNull();
  expect(folderOf('/remotes/onboarding/../../../etc/')).toBeNull();
  // A remote the web server does not serve (WITHHOLD_REMOTES) is not asked for.
  expect(folderOf('/remotes/programs/')).toBeNull();
  expect(folderOf('/elsewhere/')).toBeNull();
});

test('the page carries the files as data in its head, which no path can break out of', () => {
  const page = '<!doctype html><html><head><script defer src=/main.js></script></head><body></body></html>';
  expect(withPreloads(page, [])).toBe(page);
  const html = withPreloads(page, [
    { href: '/remotes/onboarding/remoteEntry.js', as: 'script' },
    { href: '/releases/x/</script><script>alert(1)</script>', as: 'script' },
  ]);
  const data = new RegExp(`<script type="application/json" id="${REMOTE_PRELOADS_ID}">(.*?)</script>`).exec(
    html,
  )!;
  expect(html.indexOf(data[0])).toBeLessThan(html.indexOf('</head>'));
  expect(JSON.parse(data[1]!)).toEqual([
    { href: '/remotes/onboarding/remoteEntry.js', as: 'script' },
    { href: '/releases/x/</script><script>alert(1)</script>', as: 'script' },
  ]);
  expect(html).not.toContain('<script>alert(1)');
});
