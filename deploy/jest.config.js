/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  // deploy/build is its own package with its own tests.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/build/'],
  // The API these tests start reaches ES-module-only packages (cookie 2, sanitize-html's parser): compiled
  // to CommonJS like our code, as the API's own jest config does.
  transformIgnorePatterns: [
    '/node_modules/\\.pnpm/(?!(cookie|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)@)',
  ],
};
