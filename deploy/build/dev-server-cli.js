#!/usr/bin/env node
/**
 * `pnpm --filter <remote> dev`: serves the remote in the current folder alone, in the remote kit's dev
 * host, against the API at API_URL (default http://localhost:4000), on PORT (default 4100).
 */
const { createRequire } = require('node:module');
const path = require('node:path');
const WebpackDevServer = require('webpack-dev-server');
const { remoteDevWebpackConfig } = require('./dev-server');

async function main() {
  const dirname = process.cwd();
  const webpack = createRequire(path.join(dirname, 'package.json'))('webpack');
  const { devServer, ...config } = remoteDevWebpackConfig({ dirname });
  const server = new WebpackDevServer(devServer, webpack(config));
  await server.start();
  console.info(
    `The remote runs alone on http://${devServer.host}:${devServer.port}/ against the API at ${devServer.proxy[0].target}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
