import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the release command writes next to a remote's build (release.json). */
export interface ReleaseRecord {
  remote: string;
  version: string;
  /** The @coachforge/contracts version the build was made against (also in its mf-manifest.json). */
  contractsVersion: string;
  builtAt: string;
}

export const RELEASE_RECORD_FILE = 'release.json';

/** Versions become path segments and URLs: keep them to semver-like characters. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

export function assertVersionName(version: string): void {
  if (!VERSION.test(version) || version.includes('..'))
    throw new Error(`"${version}" is not a release version (letters, digits, . + _ - only)`);
}

export const releaseDir = (releasesDir: string, remote: string, version: string) =>
  join(releasesDir, remote, version);

/** The URL path a release is served under, by the web server and by nginx alike. */
export const releaseUrlPath = (remote: string, version: string) => `/releases/${remote}/${version}/`;

export function readReleaseRecord(releasesDir: string, remote: string, version: string): ReleaseRecord {
  assertVersionName(version);
  const path = join(releaseDir(releasesDir, remote, version), RELEASE_RECORD_FILE);
  if (!existsSync(path)) throw new Error(`There is no release ${version} of ${remote} (${path} is missing)`);
  return JSON.parse(readFileSync(path, 'utf8')) as ReleaseRecord;
}
