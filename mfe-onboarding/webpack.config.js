const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseWebpackConfig } = require('@coachforge/contracts/federation/webpack-base');
const { sharedSingletons } = require('@coachforge/contracts/federation/shared-singletons');
const packageJson = require('./package.json');

/**
 * A remote: it exposes single-spa lifecycles as './app' and a mf-manifest.json that the runtime
 * manifest points at. It is never eager and shares the page's singletons.
 */
module.exports = (_env, argv) => {
  const base = baseWebpackConfig({ dirname: __dirname, mode: argv.mode });
  return {
    ...base,
    entry: {},
    output: { ...base.output, publicPath: 'auto', uniqueName: 'coachforge_onboarding' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'onboarding',
        filename: 'remoteEntry.js',
        exposes: { './app': './src/app/lifecycles.tsx' },
        shared: sharedSingletons(packageJson),
        manifest: true,
        dts: false,
      }),
    ],
  };
};
