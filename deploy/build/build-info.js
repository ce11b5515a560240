const { createRequire } = require('node:module');
const path = require('node:path');

/**
 * What a build records about itself in its mf-manifest.json (metaData.buildInfo), so the shell can
 * refuse a remote built against another major version of the contracts before running it.
 */

/** The release a build belongs to; the release command sets it, a plain `pnpm build` is 'workspace'. */
const RELEASE_ENV = 'COACHFORGE_RELEASE';

function releaseName() {
  return process.env[RELEASE_ENV] || 'workspace';
}

/** The @coachforge/contracts version the package in `dirname` builds against (its own install). */
function contractsVersionOf(dirname) {
  const requireFromPackage = createRequire(path.join(dirname, 'package.json'));
  return requireFromPackage('@coachforge/contracts/package.json').version;
}

/**
 * `manifest.additionalData` for ModuleFederationPlugin: adds contractsVersion and release to buildInfo.
 *
 * @param {string} dirname the folder of the remote being built
 */
function buildInfoRecorder(dirname) {
  const contractsVersion = contractsVersionOf(dirname);
  return ({ stats }) => {
    stats.metaData.buildInfo = {
      ...stats.metaData.buildInfo,
      contractsVersion,
      release: releaseName(),
    };
    return stats;
  };
}

module.exports = { RELEASE_ENV, releaseName, contractsVersionOf, buildInfoRecorder };
