import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteEntry, RuntimeManifest } from '@coachforge/contracts';

/** deploy/remotes.json: which remotes exist, their titles and paths, and where a workspace build lives. */
export interface RemoteCatalogue {
  remotes: RemoteEntry[];
}

/**
 * The runtime manifest as deployed: one entry per remote, plus the versions each remote was promoted to,
 * in order, so rollback knows where to go back to. Kept in one file so one rename changes both.
 */
export interface LiveManifest {
  remotes: RemoteEntry[];
  history: Record<string, string[]>;
  /**
   * Present where a static server (nginx, a CDN) hands this very file to browsers as /remotes.json;
   * the deploy web server answers with its own.
   */
  webClient?: RuntimeManifest['webClient'];
}

export const LIVE_MANIFEST_FILE = 'remotes.json';

export const liveManifestPath = (releasesDir: string) => join(releasesDir, LIVE_MANIFEST_FILE);

/** Until the first promotion, the platform runs the workspace builds the catalogue points at. */
export function readLiveManifest(releasesDir: string, catalogue: RemoteCatalogue): LiveManifest {
  const path = liveManifestPath(releasesDir);
  if (!existsSync(path)) return { remotes: catalogue.remotes, history: {} };
  const live = JSON.parse(readFileSync(path, 'utf8')) as LiveManifest;
  // A remote added to the catalogue after the last promotion runs its workspace build.
  const known = new Set(live.remotes.map((remote) => remote.name));
  return {
    ...live,
    remotes: [...live.remotes, ...catalogue.remotes.filter((remote) => !known.has(remote.name))],
    history: live.history ?? {},
  };
}

/** Readers see the old file or the new one, never half of one: write beside it, then rename over it. */
export function writeJsonAtomically(path: string, data: unknown): void {
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(data, null, 2)}\n`);
  renameSync(temporary, path);
}
