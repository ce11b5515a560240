import argon2, { type HashOptions } from 'argon2';
import { cpus } from 'node:os';

/**
 * At most this many hashes at once; the rest queue. Each argon2 hash holds 64 MiB and a core for a
 * moment, so a burst of sign-ins cannot exhaust the process's memory or starve every other request.
 */
let slots = Number(process.env.CONCURRENT_PASSWORD_HASHES ?? Math.max(2, cpus().length));
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (slots > 0) slots -= 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else slots += 1;
  }
}

/**
 * argon2id with the library's defaults (64 MiB, 3 passes), per OWASP's password storage guidance.
 * The API's own test suite (and only it: see jest.setup.js) hashes with 1 MiB and one pass, because it
 * signs up thousands of users and the full cost alone took a third of its time. A hash records its own
 * cost, so verifying is unaffected either way.
 */
export function hashCost(env: NodeJS.ProcessEnv = process.env): HashOptions {
  if (env.NODE_ENV === 'test' && env.API_TEST_CHEAP_PASSWORD_HASHES === 'yes')
    return { type: argon2.argon2id, memoryCost: 1024, timeCost: 1 };
  return { type: argon2.argon2id };
}

export const hashPassword = (password: string) => inTurn(() => argon2.hash(password, hashCost()));

let decoyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still spends the same time on a decoy, so response
 * time does not tell whether an email is registered.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    const decoy = await decoyHash;
    await inTurn(() => argon2.verify(decoy, password));
    return false;
  }
  return inTurn(() => argon2.verify(storedHash, password));
}

/** How many hashes may run now, for tests of the queue. */
export const freePasswordHashSlots = () => slots;
