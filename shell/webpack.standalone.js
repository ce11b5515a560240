const { standaloneScriptWebpackConfig } = require('@coachforge/build');

/** The shell's scripts that run without it, built after it into its dist. */
module.exports = (_env, argv) => [
  // The calendar's service worker (decision 0112).
  standaloneScriptWebpackConfig({
    dirname: __dirname,
    mode: argv.mode,
    entry: './src/features/offline/service-worker.ts',
    filename: 'service-worker.js',
    target: 'webworker',
  }),
  // The one script of a page the web server drew (decision 0253): it starts the shell when the visitor acts.
  standaloneScriptWebpackConfig({
    dirname: __dirname,
    mode: argv.mode,
    entry: './src/features/drawn-page/starter.ts',
    filename: 'drawn-page-starter.js',
  }),
];
