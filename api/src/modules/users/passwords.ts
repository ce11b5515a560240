import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes), per OWASP's password storage guidance. */
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

let decoyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still spends the same time on a decoy, so response
 * time does not tell whether an email is registered.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await argon2.verify(await decoyHash, password);
    return false;
  }
  return argon2.verify(storedHash, password);
}
