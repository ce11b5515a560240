/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Jest 30's soft globals clean-up recurses forever when a global it soft-deleted is set again
  // (jest-util's setter calls itself): it failed whole test files at random. Nothing here relies on it.
  testEnvironmentOptions: { globalsCleanup: 'off' },
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  // deploy/build is its own package with its own tests.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/build/'],
  // The API these tests start reaches ES-module-only packages (cookie 2, sanitize-html's parser): compiled
  // to CommonJS like our code, as the API's own jest config does.
  transformIgnorePatterns: [
    '/node_modules/\\.pnpm/(?!(cookie|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)@)',
  ],
};
