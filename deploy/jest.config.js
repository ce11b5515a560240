/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  // deploy/build is its own package with its own tests.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/build/'],
};
