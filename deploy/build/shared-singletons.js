/**
 * The packages every build on the page shares as one instance (see DESIGN.md, Runtime composition).
 * Shell and remotes pass their own package.json so each declares the range it was built against;
 * Module Federation then loads one copy per page.
 */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // react-router is one instance as part of @coachforge/remote-kit, which exports the router remotes use
  // (decision 0244); rxjs is the shell's alone (the bus reaches remotes as an object on the PlatformContext).
  'styled-components',
  '@tanstack/react-query',
  'formik',
  'yup',
  'luxon',
  '@coachforge/contracts',
  '@coachforge/ui',
  // The design system's primitives keep page-wide state (open overlays, focus-visible): one copy.
  'react-aria-components',
  // Holds the React context every remote's hooks read: two copies would be two contexts.
  '@coachforge/remote-kit',
];

/**
 * The singletons the shell's own code imports, so the shell's copies are on every page before any remote
 * arrives (its mf-manifest.json lists them under `shared`). A remote's copies of these are fallbacks the
 * platform never fetches: they stay out of the remote's shared-libraries chunk (startup-files.js), which
 * holds only what the remote brings to the page itself. e2e shared-singletons.spec.ts fails when this list
 * and the shell disagree (a fallback would be fetched).
 */
const PROVIDED_BY_THE_SHELL = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'styled-components',
  '@tanstack/react-query',
  'yup',
  'luxon',
  '@coachforge/contracts',
  '@coachforge/ui',
];

/**
 * @param {{ dependencies?: Record<string, string> }} packageJson
 * @param {{ eager?: boolean }} [options] eager: the libraries are part of the build's entry file
 */
function sharedSingletons(packageJson, { eager = false } = {}) {
  const dependencies = packageJson.dependencies || {};
  const shared = {};
  for (const request of SHARED_SINGLETONS) {
    const packageName = request.startsWith('@')
      ? request.split('/').slice(0, 2).join('/')
      : request.split('/')[0];
    const range = dependencies[packageName];
    if (!range) continue;
    shared[request] = {
      singleton: true,
      eager,
      // workspace: ranges are not semver; the workspace package's own version stands in for them.
      requiredVersion: range.startsWith('workspace:') ? false : range,
    };
  }
  return shared;
}

module.exports = { SHARED_SINGLETONS, PROVIDED_BY_THE_SHELL, sharedSingletons };
