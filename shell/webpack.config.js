const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseWebpackConfig } = require('@coachforge/contracts/federation/webpack-base');
const { sharedSingletons } = require('@coachforge/contracts/federation/shared-singletons');
const packageJson = require('./package.json');

/**
 * The shell is a Module Federation host with no compile-time remotes: it learns where remotes are
 * from the runtime manifest, so deploying a remote never rebuilds the shell.
 */
module.exports = (_env, argv) => {
  const base = baseWebpackConfig({ dirname: __dirname, mode: argv.mode });
  return {
    ...base,
    entry: './src/index.ts',
    output: { ...base.output, publicPath: '/' },
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
  };
};
