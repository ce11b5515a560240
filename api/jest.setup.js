// The suite signs up thousands of users: it hashes their passwords at a test-only cost (see
// src/modules/users/passwords.ts). The server itself never reads this setting outside jest.
process.env.API_TEST_CHEAP_PASSWORD_HASHES = 'yes';
