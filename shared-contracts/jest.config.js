/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Jest 30's soft globals clean-up recurses forever when a global it soft-deleted is set again
  // (jest-util's setter calls itself): it failed whole test files at random. Nothing here relies on it.
  testEnvironmentOptions: { globalsCleanup: 'off' },
  transform: { '^.+\\.tsx?$': ['@swc/jest'] },
};
