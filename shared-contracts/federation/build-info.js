/**
 * What a remote's build records about itself in its mf-manifest.json (metaData.buildInfo), so the
 * shell can refuse a remote built against another major version of the contracts before running it.
 * CommonJS so webpack configs can require it.
 */
const contractsPackage = require('../package.json');

/** The release a build belongs to; the release command sets it, a plain `pnpm build` is 'workspace'. */
const RELEASE_ENV = 'COACHFORGE_RELEASE';

function releaseName() {
  return process.env[RELEASE_ENV] || 'workspace';
}

/** `manifest.additionalData` for ModuleFederationPlugin: adds contractsVersion and release to buildInfo. */
function recordBuildInfo({ stats }) {
  stats.metaData.buildInfo = {
    ...stats.metaData.buildInfo,
    contractsVersion: contractsPackage.version,
    release: releaseName(),
  };
  return stats;
}

module.exports = { RELEASE_ENV, releaseName, recordBuildInfo };
