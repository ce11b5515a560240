const { createRequire } = require('node:module');
const path = require('node:path');
const { baseWebpackConfig } = require('./webpack-base');

/** Where the dev host finds the API unless API_URL says otherwise (the API's own default port). */
const DEFAULT_API_URL = 'http://localhost:4000';

/**
 * `pnpm --filter <remote> dev`: the remote alone in a minimal host page on webpack-dev-server, against a
 * running API. The page is the remote kit's dev host (`@coachforge/remote-kit/dev`), which mounts
 * `src/app/remote.tsx` with a PlatformContext of its own; /api and /cable are proxied to the API so the
 * refresh cookie and the socket stay same-origin.
 *
 * @param {{ dirname: string, port?: number, apiUrl?: string }} options
 */
function remoteDevWebpackConfig({
  dirname,
  port = Number(process.env.PORT || 4100),
  apiUrl = process.env.API_URL || DEFAULT_API_URL,
}) {
  const requireFromRemote = createRequire(path.join(dirname, 'package.json'));
  const { DefinePlugin } = requireFromRemote('webpack');
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  const base = baseWebpackConfig({ dirname, mode: 'development' });
  const { name } = requireFromRemote('./package.json');
  return {
    ...base,
    devtool: 'eval-source-map',
    entry: { main: requireFromRemote.resolve('@coachforge/remote-kit/dev/entry') },
    output: { ...base.output, path: path.join(dirname, 'dist-dev'), publicPath: '/', clean: false },
    resolve: {
      ...base.resolve,
      alias: { 'coachforge-dev-remote$': path.join(dirname, 'src/app/remote.tsx') },
    },
    plugins: [
      new DefinePlugin({
        'process.env.COACHFORGE_RELEASE': JSON.stringify('dev'),
        __COACHFORGE_DEV_CLIENT__: JSON.stringify({
          id: process.env.WEB_CLIENT_ID || 'coachforge-web',
          secret: process.env.WEB_CLIENT_SECRET || 'coachforge-web-first-party',
        }),
      }),
      new HtmlWebpackPlugin({
        title: `${name} (dev)`,
        templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name} (dev)</title></head><body><main id="cf-dev-remote"></main></body></html>`,
      }),
    ],
    devServer: {
      port,
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      proxy: [{ context: ['/api', '/cable'], target: apiUrl, changeOrigin: true, ws: true }],
    },
  };
}

module.exports = { DEFAULT_API_URL, remoteDevWebpackConfig };
