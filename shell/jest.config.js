/** @type {import('jest').Config} */
module.exports = {
  // Component tests render and click through whole pages; on a busy CI machine that can outlast jest's 5 s.
  testTimeout: 20_000,
  testEnvironment: 'jsdom',
  // Jest 30's soft globals clean-up recurses forever when a global it soft-deleted is set again
  // (jest-util's setter calls itself): it failed whole test files at random. Nothing here relies on it.
  testEnvironmentOptions: { globalsCleanup: 'off' },
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
