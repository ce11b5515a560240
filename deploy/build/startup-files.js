/**
 * What a page fetches before it can show anything, in as few files as it can use them, and known ahead of
 * time so nothing waits for something else to name it (decision 0246):
 *
 * - the shell's shared libraries are part of its entry file (eager, shared-singletons.js): it needs all
 *   of them to start;
 * - a remote's shared libraries that the shell does not provide (the forms library, the remote kit) are
 *   one chunk, `shared-libraries.<hash>.js`, instead of a chunk per package: they load together with its
 *   `./app`;
 * - a remote writes `mf-startup.json` beside its mf-manifest.json: the files each exposed module loads to
 *   start and the shared packages it takes from the page. The web servers name, in the first HTML, the
 *   files of the remote that serves the URL asked for (deploy/src/remote-preloads.ts), and the shell asks
 *   for them as soon as it runs.
 */

/** The one chunk of a build's shared libraries. */
const SHARED_LIBRARIES_CHUNK = 'shared-libraries';

/** Written beside mf-manifest.json by every remote build. */
const STARTUP_FILE = 'mf-startup.json';

/** The share key a chunk group is loaded for, when Module Federation made it to hold a shared package. */
function shareKeyOf(origin) {
  const module = origin.module;
  if (!module) return null;
  if (module.type === 'provide-module') return module._name;
  if (module.type === 'consume-shared-module') return module.options.shareKey;
  return null;
}

/**
 * The splitChunks group that puts every shared package `wanted` (by share key), and what it imports, into
 * one chunk. A chunk qualifies when it exists only to hold such packages; features' own lazy chunks never
 * do, so nothing a page loads later is pulled forward. The packages' own shared imports (consume modules,
 * which carry no code) stay where they were: the federation resolves a chunk's shared imports before the
 * chunk counts as loaded, so a chunk holding both a package and an import of it would wait for itself.
 *
 * @param {(shareKey: string) => boolean} wanted
 */
function sharedLibrariesCacheGroup(wanted) {
  return {
    name: SHARED_LIBRARIES_CHUNK,
    chunks: (chunk) => {
      const groups = [...chunk.groupsIterable];
      const keys = groups.flatMap((group) => group.origins.map(shareKeyOf));
      return groups.length > 0 && keys.length > 0 && keys.every((key) => key !== null && wanted(key));
    },
    test: (module) => module.type !== 'consume-shared-module',
    enforce: true,
    priority: 100,
  };
}

/** The JavaScript files of a chunk group, in load order. */
const javascriptOf = (group) =>
  group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/**
 * Writes mf-startup.json: for each exposed module, the files its chunk group loads and the share keys of
 * the shared packages it consumes before it runs (the federation loads those from whichever build
 * provides them on the page; the remote's own copies are listed in mf-manifest.json's `shared`).
 */
class StartupFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StartupFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const exposes = {};
          for (const group of compilation.chunkGroups) {
            const origin = group.origins.find((o) => o.module?.constructor.name === 'ContainerEntryModule');
            if (!origin) continue;
            const name = String(origin.loc?.name ?? '').replace(/^\.\//, '');
            const shared = new Set();
            for (const chunk of group.chunks)
              for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
                if (module.type === 'consume-shared-module') shared.add(module.options.shareKey);
            exposes[name] = { js: javascriptOf(group), shared: [...shared].sort() };
          }
          compilation.emitAsset(
            STARTUP_FILE,
            new sources.RawSource(`${JSON.stringify({ exposes }, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = {
  STARTUP_FILE,
  sharedLibrariesCacheGroup,
  StartupFilesPlugin,
};
