/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  // Jest 30's soft globals clean-up recurses forever when a global it soft-deleted is set again
  // (jest-util's setter calls itself): it failed whole test files at random. Nothing here relies on it.
  testEnvironmentOptions: { globalsCleanup: 'off' },
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  // The calendar tests take a second or two on an idle machine and several while a build shares its two
  // cores; a margin, not a timing assertion.
  testTimeout: 15_000,
};
