import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Feature folders of a remote may use shared code and the app may use features, never the other way round. */
const remoteBoundaries = (remote) => ({
  files: [`${remote}/src/**/*.{ts,tsx}`],
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          { target: `./${remote}/src/features`, from: `./${remote}/src/app/app.tsx` },
          { target: `./${remote}/src/features`, from: `./${remote}/src/app/lifecycles.tsx` },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '**/coverage/**', 'e2e/test-results/**'] },
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
  ...['shell', ...readdirSync('.').filter((folder) => folder.startsWith('mfe-'))].map(remoteBoundaries),
);
