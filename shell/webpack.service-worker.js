const { serviceWorkerWebpackConfig } = require('@coachforge/build');

/** The calendar's service worker (decision 0112), built after the shell into its dist. */
module.exports = (_env, argv) =>
  serviceWorkerWebpackConfig({
    dirname: __dirname,
    mode: argv.mode,
    entry: './src/features/offline/service-worker.ts',
    filename: 'service-worker.js',
  });
