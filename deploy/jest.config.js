/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  // deploy/build is its own package with its own tests.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/build/'],
  // The API these tests start uses packages that ship only as ES modules (see api/jest.config.js).
  transformIgnorePatterns: [
    '/node_modules/\\.pnpm/(?!(cookie|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)@)',
  ],
};
