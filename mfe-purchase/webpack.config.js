const { remoteWebpackConfig } = require('@coachforge/build');

/** The purchase remote: its pages as single-spa lifecycles './app'. */
module.exports = (_env, argv) =>
  remoteWebpackConfig({
    dirname: __dirname,
    mode: argv.mode,
    name: 'purchase',
    exposes: { './app': './src/app/remote.tsx', './card-form-parcel': './src/app/card-form-parcel.tsx' },
  });
