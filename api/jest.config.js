/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  // cookie 2 and sanitize-html's parser (htmlparser2 and its dom* and entities packages) ship only as ES
  // modules; Node 20's jest needs them compiled to CommonJS like our code.
  transformIgnorePatterns: [
    '/node_modules/\\.pnpm/(?!(cookie|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)@)',
  ],
  // PGlite boots a WASM Postgres per test file; give it room on a busy CI machine.
  testTimeout: 30000,
};
