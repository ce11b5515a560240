const { remoteWebpackConfig } = require('@coachforge/build');

/** The feed and chat remote: its pages as single-spa lifecycles './app'. */
module.exports = (_env, argv) =>
  remoteWebpackConfig({
    dirname: __dirname,
    mode: argv.mode,
    name: 'feed_chat',
    exposes: { './app': './src/app/remote.tsx' },
  });
