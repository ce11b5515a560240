import { resolve } from 'node:path';
import { readCatalogue, releasesDirFrom } from '../paths';
import { buildRelease, defaultReleaseVersion, importRelease } from './build-release';
import { readLiveManifest } from './live-manifest';
import { promote, rollback } from './promote';

const USAGE = `Usage:
  release REMOTE [VERSION]   build REMOTE into an immutable release folder (VERSION defaults to <package version>-<UTC stamp>)
  import REMOTE VERSION DIR  take a build made elsewhere (DIR holds its mf-manifest.json) as a release
  promote REMOTE VERSION     serve that release of REMOTE from the next page load on
  rollback REMOTE            go back to the release REMOTE ran before its last promotion
  list                       what each remote runs now and what it ran before
Releases and the live manifest live in RELEASES_DIR (default .data/releases).`;

async function main(argv: string[]) {
  const [command, remote, version, buildDir] = argv;
  const releasesDir = releasesDirFrom();
  switch (command) {
    case 'release': {
      if (!remote) throw new Error(USAGE);
      const record = await buildRelease(releasesDir, remote, version ?? defaultReleaseVersion(remote));
      console.log(
        `Released ${record.remote} ${record.version} (contracts ${record.contractsVersion}). Promote it with: promote ${record.remote} ${record.version}`,
      );
      return;
    }
    case 'import': {
      if (!remote || !version || !buildDir) throw new Error(USAGE);
      const record = importRelease(releasesDir, remote, version, resolve(buildDir));
      console.log(`Imported ${record.remote} ${record.version} (contracts ${record.contractsVersion})`);
      return;
    }
    case 'promote': {
      if (!remote || !version) throw new Error(USAGE);
      const entry = promote(releasesDir, readCatalogue(), remote, version);
      console.log(`${entry.name} now runs ${entry.version} (${entry.manifest})`);
      return;
    }
    case 'rollback': {
      if (!remote) throw new Error(USAGE);
      const entry = rollback(releasesDir, readCatalogue(), remote);
      console.log(`${entry.name} rolled back to ${entry.version} (${entry.manifest})`);
      return;
    }
    case 'list': {
      const live = readLiveManifest(releasesDir, readCatalogue());
      for (const entry of live.remotes)
        console.log(
          `${entry.name.padEnd(18)} ${entry.version.padEnd(28)} ${entry.manifest}   history: ${(live.history[entry.name] ?? []).join(' → ') || '-'}`,
        );
      return;
    }
    default:
      throw new Error(USAGE);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
