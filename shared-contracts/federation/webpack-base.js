const path = require('node:path');

/**
 * What every Coachforge build (shell and remotes) compiles the same way: TypeScript and JSX through swc,
 * source maps, hashed chunk names. Each build adds its own entry, output names and federation plugin.
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
    performance: { hints: false },
  };
}

module.exports = { baseWebpackConfig };
