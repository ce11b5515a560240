import { onUniqueViolation } from './unique-violation';

const violation = (constraint: string) =>
  Object.assign(new Error('duplicate key'), { code: '23505', constraint });

test('a refusal of the named unique index becomes the answer the check gives; anything else passes through', async () => {
  const taken = new Error('URL taken');
  await expect(
    onUniqueViolation(
      () => Promise.reject(violation('programs_custom_url')),
      'programs_custom_url',
      () => taken,
    ),
  ).rejects.toBe(taken);
  const other = violation('users_email_key');
  await expect(
    onUniqueViolation(
      () => Promise.reject(other),
      'programs_custom_url',
      () => taken,
    ),
  ).rejects.toBe(other);
  await expect(
    onUniqueViolation(
      () => Promise.resolve(7),
      'programs_custom_url',
      () => taken,
    ),
  ).resolves.toBe(7);
});
