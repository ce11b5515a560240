const { remoteWebpackConfig } = require('@coachforge/build');

/** The onboarding remote: sign-in, sign-up and every onboarding page, as single-spa lifecycles './app'. */
module.exports = (_env, argv) =>
  remoteWebpackConfig({
    dirname: __dirname,
    mode: argv.mode,
    name: 'onboarding',
    exposes: { './app': './src/app/remote.tsx' },
  });
