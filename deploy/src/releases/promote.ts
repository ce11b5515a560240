import type { RemoteEntry } from '@coachforge/contracts';
import {
  liveManifestPath,
  readLiveManifest,
  writeJsonAtomically,
  type LiveManifest,
  type RemoteCatalogue,
} from './live-manifest';
import { readReleaseRecord, releaseUrlPath } from './release-folder';

function entryFor(releasesDir: string, base: RemoteEntry, version: string): RemoteEntry {
  const record = readReleaseRecord(releasesDir, base.name, version);
  return {
    ...base,
    manifest: `${releaseUrlPath(base.name, version)}mf-manifest.json`,
    version,
    contracts: `^${record.contractsVersion}`,
  };
}

function withEntry(live: LiveManifest, entry: RemoteEntry, history: string[]): LiveManifest {
  return {
    ...live,
    remotes: live.remotes.map((remote) => (remote.name === entry.name ? entry : remote)),
    history: { ...live.history, [entry.name]: history },
  };
}

function currentEntry(live: LiveManifest, remote: string): RemoteEntry {
  const entry = live.remotes.find((candidate) => candidate.name === remote);
  if (!entry)
    throw new Error(
      `No remote is called ${remote} (known: ${live.remotes.map((known) => known.name).join(', ')})`,
    );
  return entry;
}

/** Points one remote's manifest entry at one of its releases; every other line stays as it was. */
export function promote(
  releasesDir: string,
  catalogue: RemoteCatalogue,
  remote: string,
  version: string,
): RemoteEntry {
  const live = readLiveManifest(releasesDir, catalogue);
  const entry = entryFor(releasesDir, currentEntry(live, remote), version);
  const history = [...(live.history[remote] ?? []), version];
  writeJsonAtomically(liveManifestPath(releasesDir), withEntry(live, entry, history));
  return entry;
}

/** Points one remote back at the release it ran before its last promotion. */
export function rollback(releasesDir: string, catalogue: RemoteCatalogue, remote: string): RemoteEntry {
  const live = readLiveManifest(releasesDir, catalogue);
  const history = live.history[remote] ?? [];
  const previous = history.at(-2);
  if (!previous)
    throw new Error(
      `${remote} has no earlier promoted release to roll back to (history: ${history.join(', ') || 'none'})`,
    );
  const entry = entryFor(releasesDir, currentEntry(live, remote), previous);
  writeJsonAtomically(liveManifestPath(releasesDir), withEntry(live, entry, history.slice(0, -1)));
  return entry;
}
