export { buildRelease, defaultReleaseVersion, importRelease } from './build-release';
export {
  LIVE_MANIFEST_FILE,
  liveManifestPath,
  readLiveManifest,
  writeJsonAtomically,
  type LiveManifest,
  type RemoteCatalogue,
} from './live-manifest';
export { promote, rollback } from './promote';
export { readReleaseRecord, releaseUrlPath, type ReleaseRecord } from './release-folder';
