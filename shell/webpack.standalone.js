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
  // The first script of a signed-in page (decision 0274), which the web server writes into it (decision 0275).
  standaloneScriptWebpackConfig({
    dirname: __dirname,
    mode: argv.mode,
    entry: './src/app/drawn-header-starter.ts',
    filename: 'drawn-header-starter.js',
  }),
];
