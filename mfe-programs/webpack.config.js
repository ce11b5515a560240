const { remoteWebpackConfig } = require('@coachforge/build');

/** The programs remote: its pages as single-spa lifecycles './app'. */
module.exports = (_env, argv) =>
  remoteWebpackConfig({
    dirname: __dirname,
    mode: argv.mode,
    name: 'programs',
    exposes: { './app': './src/app/remote.tsx' },
  });
