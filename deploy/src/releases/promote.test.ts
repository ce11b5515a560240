import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemoteEntry } from '@coachforge/contracts';
import { liveManifestPath, readLiveManifest, type RemoteCatalogue } from './live-manifest';
import { promote, rollback } from './promote';

const entry = (name: string): RemoteEntry => ({
  name,
  title: name,
  manifest: `/remotes/${name}/mf-manifest.json`,
  version: '0.1.0',
  activeWhen: [`/${name}`],
  contracts: '^0.1.0',
});
const catalogue: RemoteCatalogue = { remotes: [entry('onboarding'), entry('programs')] };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'coachforge-releases-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function fakeRelease(remote: string, version: string, contractsVersion = '0.1.0') {
  mkdirSync(join(dir, remote, version), { recursive: true });
  writeFileSync(
    join(dir, remote, version, 'release.json'),
    JSON.stringify({ remote, version, contractsVersion, builtAt: '2026-01-01T00:00:00Z' }),
  );
}

const live = () => readLiveManifest(dir, catalogue);
const onboarding = () => live().remotes.find((remote) => remote.name === 'onboarding')!;

test('before any promotion the platform runs the workspace builds of the catalogue', () => {
  expect(live().remotes).toEqual(catalogue.remotes);
});

test('promote changes only that remote’s entry and records the contracts it was built against', () => {
  fakeRelease('onboarding', '0.2.0', '0.3.0');
  promote(dir, catalogue, 'onboarding', '0.2.0');
  expect(onboarding()).toEqual({
    ...entry('onboarding'),
    manifest: '/releases/onboarding/0.2.0/mf-manifest.json',
    version: '0.2.0',
    contracts: '^0.3.0',
  });
  expect(live().remotes.find((remote) => remote.name === 'programs')).toEqual(entry('programs'));
  // Written by rename: no temporary file is left beside the manifest.
  expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  expect(JSON.parse(readFileSync(liveManifestPath(dir), 'utf8')).history).toEqual({ onboarding: ['0.2.0'] });
});

test('rollback returns to the release that ran before the last promotion, one step at a time', () => {
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) fakeRelease('onboarding', version);
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) promote(dir, catalogue, 'onboarding', version);
  expect(rollback(dir, catalogue, 'onboarding').version).toBe('1.1.0');
  expect(onboarding().version).toBe('1.1.0');
  expect(rollback(dir, catalogue, 'onboarding').version).toBe('1.0.0');
  expect(() => rollback(dir, catalogue, 'onboarding')).toThrow(/no earlier promoted release/);
  expect(onboarding().version).toBe('1.0.0');
});

test('promoting a version that was never released, or an unknown remote, changes nothing', () => {
  expect(() => promote(dir, catalogue, 'onboarding', '9.9.9')).toThrow(/no release 9.9.9 of onboarding/);
  expect(() => promote(dir, catalogue, 'onboarding', '../../etc')).toThrow(/not a release version/);
  fakeRelease('billing', '1.0.0');
  expect(() => promote(dir, catalogue, 'billing', '1.0.0')).toThrow(/No remote is called billing/);
  expect(live().remotes).toEqual(catalogue.remotes);
});
