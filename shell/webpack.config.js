const { shellWebpackConfig } = require('@coachforge/build');

/**
 * The shell is a Module Federation host with no compile-time remotes: it learns where remotes are
 * from the runtime manifest, so deploying a remote never rebuilds the shell.
 */
module.exports = (_env, argv) =>
  shellWebpackConfig({
    dirname: __dirname,
    mode: argv.mode,
    entry: './src/index.ts',
    template: './src/index.html',
    publicDir: './public',
  });
