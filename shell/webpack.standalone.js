const { standaloneScriptWebpackConfig } = require('@coachforge/build');

/**
 * A script named by its content leaves its earlier builds in the shell's dist, where the web server looks
 * for it by name: those go, and nothing else of the dist.
 */
const withoutEarlierCopies = (config, name) => ({
  ...config,
  output: { ...config.output, clean: { keep: (asset) => !name.test(asset) } },
});

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
  /**
   * The first script of a signed-in page (decision 0274): it draws the header the app last drew and then runs
   * the shell's entry. Named by its content, so a returning person's browser has it without asking; the web
   * server finds its name once (deploy/src/session-cookie.ts).
   */
  withoutEarlierCopies(
    standaloneScriptWebpackConfig({
      dirname: __dirname,
      mode: argv.mode,
      entry: './src/app/drawn-header-starter.ts',
      filename: 'drawn-header-starter.[contenthash:8].js',
    }),
    /^drawn-header-starter\./,
  ),
];
