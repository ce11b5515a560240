const { createRequire } = require('node:module');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { buildInfoRecorder, releaseName } = require('./build-info');
const { PROVIDED_BY_THE_SHELL, sharedSingletons } = require('./shared-singletons');
const { sharedLibrariesCacheGroup, StartupFilesPlugin } = require('./startup-files');

/**
 * Every text asset also written gzip- and brotli-compressed beside itself, at the highest levels, once at
 * build time: the web servers (`pnpm start`'s and nginx) send those files as they are, so no request
 * pays for compression and nothing goes out uncompressed.
 */
function precompressedAssets() {
  const test = /\.(js|json|html|css|svg|webmanifest)$/;
  return [
    new CompressionPlugin({
      test,
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      filename: '[path][base].gz',
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      filename: '[path][base].br',
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/**
 * JavaScript minified by swc rather than webpack's default, terser: terser was about 60% of every
 * production build (the programs remote: 73 s, 31 s unminified) for files within 1% of the same size.
 */
function swcMinimizer() {
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: { compress: { passes: 2 }, mangle: true },
  });
}

/**
 * React Router's production build in a production build: its package names only its development build
 * (remix-run/react-router#12532), which checks and warns as it matches routes; on the coach's programs
 * list, matching the programs remote's routes was a task of 20 ms on a desktop, 80 ms on a phone. The
 * files have the same names in both folders; each folder's index imports its own chunks.
 */
function reactRouterProductionBuild(mode) {
  const entryFile = /[\\/]react-router[\\/]dist[\\/]development[\\/](index|dom-export)\.mjs$/;
  const folder = /([\\/]react-router[\\/]dist[\\/])development(?=[\\/]|$)/g;
  const name = 'ReactRouterProductionBuild';
  return mode === 'production'
    ? [
        {
          apply: (compiler) =>
            compiler.hooks.normalModuleFactory.tap(name, (factory) =>
              factory.hooks.afterResolve.tap(name, ({ createData }) => {
                if (!entryFile.test(createData.resource ?? '')) return;
                // The folder too, where the file's own imports are looked for.
                for (const key of ['resource', 'request', 'userRequest', 'context'])
                  if (typeof createData[key] === 'string')
                    createData[key] = createData[key].replace(folder, '$1production');
              }),
            ),
        },
      ]
    : [];
}

/**
 * What every Coachforge build (shell and remotes) compiles the same way: TypeScript and JSX through swc,
 * source maps, hashed chunk names, minified by swc. Each build adds its own entry, output names and
 * federation plugin.
 *
 * @param {{ dirname: string, mode?: string }} options
 */
function baseWebpackConfig({ dirname, mode = 'production' }) {
  return {
    mode,
    devtool: 'source-map',
    output: {
      path: path.resolve(dirname, 'dist'),
      // Entry files keep fixed names (the federation runtime cannot hash them) and are served no-cache;
      // every other chunk is content-hashed and cached for a year.
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
    optimization: { minimizer: [swcMinimizer()] },
    plugins: reactRouterProductionBuild(mode),
    performance: { hints: false },
  };
}

/**
 * A whole remote: single-spa lifecycles and parcels exposed through Module Federation, a mf-manifest.json
 * that records the contracts version and release it was built from, the page's singletons shared and
 * never eager. webpack and the federation plugin come from the remote's own dependencies.
 *
 * @param {{ dirname: string, mode?: string, name: string, exposes: Record<string, string> }} options
 */
function remoteWebpackConfig({ dirname, mode, name, exposes }) {
  const requireFromRemote = createRequire(path.join(dirname, 'package.json'));
  const { DefinePlugin } = requireFromRemote('webpack');
  const { ModuleFederationPlugin } = requireFromRemote('@module-federation/enhanced/webpack');
  const base = baseWebpackConfig({ dirname, mode });
  return {
    ...base,
    entry: {},
    output: { ...base.output, publicPath: 'auto', uniqueName: `coachforge_${name}` },
    optimization: {
      ...base.optimization,
      splitChunks: {
        // What the remote brings to the page itself; its copies of the shell's libraries stay apart.
        cacheGroups: {
          sharedLibraries: sharedLibrariesCacheGroup((key) => !PROVIDED_BY_THE_SHELL.includes(key)),
        },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons(requireFromRemote('./package.json')),
        manifest: { additionalData: buildInfoRecorder(dirname) },
        dts: false,
        // The federation runtime is the shell's (it provides it below): not downloaded again with every
        // remote's entry (decision 0258).
        experiments: { externalRuntime: true },
      }),
      new DefinePlugin({ 'process.env.COACHFORGE_RELEASE': JSON.stringify(releaseName()) }),
      new StartupFilesPlugin(),
      ...base.plugins,
      ...precompressedAssets(),
    ],
  };
}

/**
 * The shell: a Module Federation host with no compile-time remotes (it learns where remotes are from the
 * runtime manifest, so deploying a remote never rebuilds the shell), sharing the same singletons. Files
 * of `publicDir` are copied as they are (the web app manifest, icons).
 *
 * @param {{ dirname: string, mode?: string, entry: string, template: string, publicDir?: string }} options
 */
function shellWebpackConfig({ dirname, mode, entry, template, publicDir }) {
  const requireFromShell = createRequire(path.join(dirname, 'package.json'));
  const { ModuleFederationPlugin } = requireFromShell('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = requireFromShell('html-webpack-plugin');
  const extras = [];
  if (publicDir) {
    const CopyWebpackPlugin = requireFromShell('copy-webpack-plugin');
    extras.push(new CopyWebpackPlugin({ patterns: [{ from: publicDir }] }));
  }
  const base = baseWebpackConfig({ dirname, mode });
  return {
    ...base,
    entry,
    resolve: {
      ...base.resolve,
      alias: {
        ...base.resolve?.alias,
        // The plugin that hands the shell's federation runtime to the remotes asks for it with require();
        // the ES module the shell's own federation already runs is the same one, so it is not bundled twice.
        '@module-federation/runtime-tools/runtime-core$': createRequire(
          requireFromShell.resolve('@module-federation/enhanced/webpack'),
        )
          .resolve('@module-federation/runtime-tools/runtime-core')
          .replace(/\.cjs$/, '.js'),
      },
    },
    output: {
      ...base.output,
      publicPath: '/',
      // The page names its entry (html-webpack-plugin), so even the entry is content-hashed and cached for
      // good. The federation runtime asks for the entry's name before its content is hashed, only to learn
      // its folder: any name in the same folder answers it.
      filename: ({ chunk }) => (chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js'),
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(requireFromShell('./package.json'), { eager: true }),
        shareStrategy: 'loaded-first',
        experiments: { asyncStartup: true, provideExternalRuntime: true },
        dts: false,
      }),
      new HtmlWebpackPlugin({ template }),
      ...extras,
      ...base.plugins,
      ...precompressedAssets(),
    ],
  };
}

/**
 * A script built on its own after the shell into the shell's dist: one file at a fixed name (served
 * no-cache, so a new one is found on the next visit), no federation, no split chunks. The calendar's
 * service worker (`target: 'webworker'`) and the starter of server-drawn pages (decision 0253) are such.
 *
 * @param {{ dirname: string, mode?: string, entry: string, filename: string, target?: string }} options
 */
function standaloneScriptWebpackConfig({ dirname, mode, entry, filename, target = 'web' }) {
  const base = baseWebpackConfig({ dirname, mode });
  return {
    ...base,
    entry,
    target,
    devtool: false,
    output: { ...base.output, filename, clean: false },
    optimization: { ...base.optimization, splitChunks: false, runtimeChunk: false },
  };
}

module.exports = {
  baseWebpackConfig,
  reactRouterProductionBuild,
  remoteWebpackConfig,
  shellWebpackConfig,
  standaloneScriptWebpackConfig,
};
