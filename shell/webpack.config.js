const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('@coachforge/contracts/federation/shared-singletons');
const packageJson = require('./package.json');

/**
 * The shell is a Module Federation host with no compile-time remotes: it learns where remotes are
 * from the runtime manifest, so deploying a remote never rebuilds the shell.
 */
module.exports = (_env, argv) => ({
  entry: './src/index.ts',
  mode: argv.mode ?? 'production',
  devtool: 'source-map',
  output: {
    path: path.resolve(__dirname, 'dist'),
    publicPath: '/',
    // The entry keeps a fixed name (the federation runtime cannot hash it); it is served no-cache.
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:8].js',
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
      name: 'shell',
      remotes: {},
      shared: sharedSingletons(packageJson),
      shareStrategy: 'loaded-first',
      experiments: { asyncStartup: true },
      dts: false,
    }),
    new HtmlWebpackPlugin({ template: './src/index.html' }),
  ],
  performance: { hints: false },
});
