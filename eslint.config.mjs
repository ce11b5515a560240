import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * The architecture's boundaries (docs/decisions/0025-lint-boundaries.md), checked by `pnpm lint`:
 * remotes never import each other or the shell, the shell never imports a remote, the contracts import
 * nothing of ours, the API imports no browser code, a feature (or an API module) is reached by others only
 * through its index, a feature never imports its remote's app. Import cycles are found by
 * dependency-cruiser (.dependency-cruiser.cjs), which also counts type-only imports.
 */
const packages = readdirSync('.').filter((folder) => existsSync(`${folder}/package.json`));
const remotes = packages.filter((folder) => folder.startsWith('mfe-'));
const browserPackages = packages.filter((folder) =>
  ['shell', 'shared-ui', 'shared-remote-kit', ...remotes].includes(folder),
);
const subfolders = (folder) =>
  existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];

/** Others reach `<root>/<unit>` only through its index: features of a remote or the shell, modules of the API. */
const onlyThroughIndex = (root, what) =>
  subfolders(root).map((unit) => ({
    target: subfolders(root)
      .filter((other) => other !== unit)
      .map((other) => `./${root}/${other}`),
    from: `./${root}/${unit}`,
    except: ['./index.ts', './index.tsx'],
    message: `Import ${what} ${unit} through its index.`,
  }));

const boundaryZones = [
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: ['./shell', ...remotes.filter((other) => other !== remote).map((other) => `./${other}`)],
    message:
      'Remotes never import each other or the shell: use the contracts (named routes, parcels, bus events).',
  })),
  {
    target: './shell',
    from: remotes.map((remote) => `./${remote}`),
    message: 'The shell never imports a remote: it loads remotes at runtime from the manifest.',
  },
  {
    target: './shared-contracts',
    from: packages.filter((folder) => folder !== 'shared-contracts').map((folder) => `./${folder}`),
    message: 'The contracts import nothing of ours.',
  },
  {
    target: './api',
    from: browserPackages.map((folder) => `./${folder}`),
    message: 'The API imports no browser code.',
  },
  ...['shell', ...remotes].flatMap((folder) => [
    ...onlyThroughIndex(`${folder}/src/features`, 'the feature'),
    // The app wires the features together; a feature never imports anything of the app.
    {
      target: `./${folder}/src/features`,
      from: `./${folder}/src/app`,
      message: "A feature never imports its remote's app: the direction is shared → features → app.",
    },
  ]),
  ...onlyThroughIndex('api/src/modules', 'the API module'),
];

/** Browser libraries the API must not import (resolved packages, not paths). */
const browserOnlyImports = [
  'react',
  'react-dom',
  'styled-components',
  'single-spa',
  'single-spa-react',
  '@coachforge/ui',
  '@coachforge/remote-kit',
];

/** The build tooling runs in webpack configs and scripts, never in the browser. */
const buildToolingOnly = {
  group: ['@coachforge/build', '@coachforge/build/*'],
  message: '@coachforge/build is build tooling: import it from webpack configs and scripts only.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      // Code that breaks the boundaries on purpose, linted by the boundaries' own test.
      '**/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['deploy/src/**/*.ts', 'api/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
      // Installed packages are never parsed: the boundaries are about our own sources.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: browserOnlyImports.map((name) => ({ name, message: 'The API imports no browser code.' })),
          patterns: [
            {
              group: browserOnlyImports.map((name) => `${name}/*`),
              message: 'The API imports no browser code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@coachforge/*'], message: 'The contracts import nothing of ours.' }] },
      ],
    },
  },
  {
    files: [...remotes.map((remote) => `${remote}/**/*.{ts,tsx}`)],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              message:
                'Import the router from @coachforge/remote-kit: its one shared instance holds the router (decision 0244).',
            },
          ],
          patterns: [
            {
              group: ['@coachforge/mfe-*', '@coachforge/shell', '@coachforge/shell/*'],
              message: 'Remotes never import each other or the shell: use the contracts.',
            },
            buildToolingOnly,
          ],
        },
      ],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}', 'shared-remote-kit/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [buildToolingOnly] }] },
  },
);
