const { remoteWebpackConfig } = require('@coachforge/build');

/** The coach account remote: its pages as single-spa lifecycles './app'. */
module.exports = (_env, argv) =>
  remoteWebpackConfig({
    dirname: __dirname,
    mode: argv.mode,
    name: 'coach_admin',
    exposes: { './app': './src/app/remote.tsx' },
  });
