/**
 * @coachforge/build: how the shell and every remote are built (webpack + Module Federation base, the
 * page's shared singletons, what a build records about itself). A devDependency, never imported by code
 * that runs in the browser.
 */
const { RELEASE_ENV, releaseName, contractsVersionOf, buildInfoRecorder } = require('./build-info');
const { SHARED_SINGLETONS, sharedSingletons } = require('./shared-singletons');
const {
  baseWebpackConfig,
  remoteWebpackConfig,
  shellWebpackConfig,
  standaloneScriptWebpackConfig,
} = require('./webpack-base');
const { DEFAULT_API_URL, remoteDevWebpackConfig } = require('./dev-server');

module.exports = {
  RELEASE_ENV,
  releaseName,
  contractsVersionOf,
  buildInfoRecorder,
  SHARED_SINGLETONS,
  sharedSingletons,
  baseWebpackConfig,
  remoteWebpackConfig,
  shellWebpackConfig,
  standaloneScriptWebpackConfig,
  DEFAULT_API_URL,
  remoteDevWebpackConfig,
};
