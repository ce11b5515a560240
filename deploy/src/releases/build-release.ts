import { spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { remoteWorkspaceDir } from '../paths';
import { assertVersionName, RELEASE_RECORD_FILE, releaseDir, type ReleaseRecord } from './release-folder';

interface MfManifest {
  metaData: { buildInfo: { contractsVersion?: string; release?: string } };
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

function makeReadOnly(path: string): void {
  for (const name of readdirSync(path)) {
    const child = join(path, name);
    if (statSync(child).isDirectory()) makeReadOnly(child);
    else chmodSync(child, 0o444);
  }
}

/** A default version that sorts by time and never repeats: the package version plus a UTC stamp. */
export function defaultReleaseVersion(remote: string, now = new Date()): string {
  const { version } = JSON.parse(readFileSync(join(remoteWorkspaceDir(remote), 'package.json'), 'utf8')) as {
    version: string;
  };
  return `${version}-${now
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 14)}`;
}

/** Turns a finished build folder into the release: record, read-only, then one rename into place. */
function seal(building: string, target: string, remote: string, version: string): ReleaseRecord {
  const manifest = JSON.parse(readFileSync(join(building, 'mf-manifest.json'), 'utf8')) as MfManifest;
  const contractsVersion = manifest.metaData.buildInfo.contractsVersion;
  if (!contractsVersion) throw new Error(`${remote}'s build does not record its contracts version`);
  const record: ReleaseRecord = { remote, version, contractsVersion, builtAt: new Date().toISOString() };
  writeFileSync(join(building, RELEASE_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
  makeReadOnly(building);
  renameSync(building, target);
  return record;
}

function prepare(releasesDir: string, remote: string, version: string) {
  assertVersionName(version);
  const target = releaseDir(releasesDir, remote, version);
  if (existsSync(target))
    throw new Error(`Release ${version} of ${remote} exists already; releases never change`);
  mkdirSync(join(releasesDir, remote), { recursive: true });
  return { target, building: join(releasesDir, remote, `.building-${version}-${process.pid}`) };
}

/**
 * Builds one remote, on its own, into <releasesDir>/<remote>/<version>/. A release never changes once
 * written: an existing version is refused and the files are made read-only. The build goes to a
 * temporary folder first, so a failed build leaves no half release behind.
 */
export async function buildRelease(
  releasesDir: string,
  remote: string,
  version: string,
): Promise<ReleaseRecord> {
  const workspace = remoteWorkspaceDir(remote);
  if (!existsSync(join(workspace, 'webpack.config.js')))
    throw new Error(`No remote ${remote} at ${workspace}`);
  const { target, building } = prepare(releasesDir, remote, version);
  try {
    await run('pnpm', ['exec', 'webpack', '--mode', 'production', '--output-path', building], workspace, {
      ...process.env,
      COACHFORGE_RELEASE: version,
    });
    return seal(building, target, remote, version);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

/**
 * Takes a remote built elsewhere (another team's repository, installing the contracts from the registry)
 * as a release: the same immutable folder, the same record, read from the build's own mf-manifest.json.
 */
export function importRelease(releasesDir: string, remote: string, version: string, buildDir: string) {
  if (!existsSync(join(buildDir, 'mf-manifest.json')))
    throw new Error(`${buildDir} holds no mf-manifest.json`);
  const { target, building } = prepare(releasesDir, remote, version);
  try {
    cpSync(buildDir, building, { recursive: true });
    return seal(building, target, remote, version);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}
