import argon2 from 'argon2';
import { hashCost, hashPassword, verifyPassword } from './passwords';

test('outside the test suite passwords are hashed with argon2id at the library defaults (64 MiB, 3 passes)', () => {
  for (const env of [{}, { NODE_ENV: 'production', API_TEST_CHEAP_PASSWORD_HASHES: 'yes' }])
    expect(hashCost(env)).toEqual({ type: argon2.argon2id });
});

test('a hash made at either cost verifies, and a wrong password does not', async () => {
  const full = await argon2.hash('strong-password', hashCost({}));
  expect(full).toMatch(/^\$argon2id\$v=19\$m=65536,p=\d+,t=3\$/);
  expect(await verifyPassword(full, 'strong-password')).toBe(true);
  const suite = await hashPassword('strong-password');
  expect(suite).toMatch(/^\$argon2id\$v=19\$m=1024,p=\d+,t=1\$/);
  expect(await verifyPassword(suite, 'strong-password')).toBe(true);
  expect(await verifyPassword(suite, 'wrong-password')).toBe(false);
});
