/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  // cookie 2 ships only as ES modules; Node 20's jest needs it compiled to CommonJS like our code.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!cookie@)'],
  // PGlite boots a WASM Postgres per test file; give it room on a busy CI machine.
  testTimeout: 30000,
};
