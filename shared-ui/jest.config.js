/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  // The calendar tests take a second or two on an idle machine and several while a build shares its two
  // cores; a margin, not a timing assertion.
  testTimeout: 15_000,
};
