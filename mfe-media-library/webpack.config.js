const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('@coachforge/contracts/federation/shared-singletons');
const packageJson = require('./package.json');

/**
 * A remote: it exposes single-spa lifecycles as './app' and a mf-manifest.json that the runtime
 * manifest points at. It also exposes the library dialog as a single-spa parcel
 * ('./media-library-parcel') that the shell opens for any remote. It is never eager and shares the page's singletons.
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
    uniqueName: 'coachforge_media_library',
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
  performance: { hints: false },
});
