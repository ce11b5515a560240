const { remoteWebpackConfig } = require('@coachforge/build');

/**
 * The media library remote: the resources pages as './app', and the library dialog as a single-spa
 * parcel ('./media-library-parcel') that the shell opens for any remote.
 */
module.exports = (_env, argv) =>
  remoteWebpackConfig({
    dirname: __dirname,
    mode: argv.mode,
    name: 'media_library',
    exposes: {
      './app': './src/app/remote.tsx',
      './media-library-parcel': './src/app/media-library-parcel.tsx',
    },
  });
