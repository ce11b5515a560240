const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin } = require('webpack');
const { sharedSingletons } = require('@coachforge/contracts/federation/shared-singletons');
const { recordBuildInfo, releaseName } = require('@coachforge/contracts/federation/build-info');
const packageJson = require('./package.json');

/**
 * A remote: it exposes single-spa lifecycles as './app' and a mf-manifest.json that the runtime
 * manifest points at. It is never eager and shares the page's singletons.
 */
module.exports = (_env, argv) => ({
  entry: {},
  mode: argv.mode ?? 'production',
  devtool: 'source-map',
  output: {
    path: path.resolve(__dirname, 'dist'),
    publicPath: 'auto',
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:8].js',
    uniqueName: 'coachforge_onboarding',
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.js'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2020',
            },
          },
        },
      },
    ],
  },
  plugins: [
    new ModuleFederationPlugin({
      name: 'onboarding',
      filename: 'remoteEntry.js',
      exposes: { './app': './src/app/lifecycles.tsx' },
      shared: sharedSingletons(packageJson),
      manifest: { additionalData: recordBuildInfo },
      dts: false,
    }),
    new DefinePlugin({ 'process.env.COACHFORGE_RELEASE': JSON.stringify(releaseName()) }),
  ],
  performance: { hints: false },
});
