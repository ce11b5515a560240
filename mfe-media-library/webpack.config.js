const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseWebpackConfig } = require('@coachforge/contracts/federation/webpack-base');
const { sharedSingletons } = require('@coachforge/contracts/federation/shared-singletons');
const packageJson = require('./package.json');

/**
 * A remote: it exposes single-spa lifecycles as './app' and a mf-manifest.json that the runtime
 * manifest points at. It also exposes the library dialog as a single-spa parcel
 * ('./media-library-parcel') that the shell opens for any remote. Never eager; shares the page's singletons.
 */
module.exports = (_env, argv) => {
  const base = baseWebpackConfig({ dirname: __dirname, mode: argv.mode });
  return {
    ...base,
    entry: {},
    output: { ...base.output, publicPath: 'auto', uniqueName: 'coachforge_media_library' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'media_library',
        filename: 'remoteEntry.js',
        exposes: {
          './app': './src/app/lifecycles.tsx',
          './media-library-parcel': './src/app/parcel.tsx',
        },
        shared: sharedSingletons(packageJson),
        manifest: true,
        dts: false,
      }),
    ],
  };
};
