/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/jest.setup.js'],
  // Each file boots its own embedded database and API, work bound to one core: one worker per core
  // (jest's default leaves one core idle, which on a two-core CI machine is half of it).
  maxWorkers: '100%',
  // Jest 30's soft globals clean-up recurses forever when a global it soft-deleted is set again
  // (jest-util's setter calls itself): it failed whole test files at random. Nothing here relies on it.
  testEnvironmentOptions: { globalsCleanup: 'off' },
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  // cookie 2 and sanitize-html's parser (htmlparser2 and its dom* and entities packages) ship only as ES
  // modules; Node 20's jest needs them compiled to CommonJS like our code.
  transformIgnorePatterns: [
    '/node_modules/\\.pnpm/(?!(cookie|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)@)',
  ],
  // PGlite boots a WASM Postgres per test file: on a machine busy with other work that alone has taken
  // over 30 s. A hang still fails, two minutes later.
  testTimeout: 120000,
};
