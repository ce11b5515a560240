import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe. */
export const newTokenValue = () => randomBytes(32).toString('base64url');

/** Tokens are high-entropy, so a fast hash suffices to make a stolen table useless. */
export const hashToken = (value: string) => createHash('sha256').update(value).digest('hex');
