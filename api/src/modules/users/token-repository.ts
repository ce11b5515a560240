import type { Queryable } from '../../db/database';
import { hashToken, newTokenValue } from '../sessions';

export type TokenPurpose = 'confirm' | 'reset_password';

/** Single-use mailed tokens: only the hash is stored; the value exists only in the mail. */
export const tokenRepository = {
  async issue(db: Queryable, userId: number, purpose: TokenPurpose, validHours: number): Promise<string> {
    const value = newTokenValue();
    await db.query(
      `INSERT INTO user_tokens (token_hash, user_id, purpose, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(hours => $4::int))`,
      [hashToken(value), userId, purpose, validHours],
    );
    return value;
  },

  /** Uses the token once: the user id when it was valid, unused and unexpired, otherwise null. */
  async consume(db: Queryable, value: string, purpose: TokenPurpose): Promise<number | null> {
    const rows = await db.query<{ user_id: number }>(
      `UPDATE user_tokens SET used_at = now()
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
       RETURNING user_id::int`,
      [hashToken(value), purpose],
    );
    const userId = rows[0]?.user_id ?? null;
    if (userId !== null) {
      // Any other outstanding link of the same kind stops working too.
      await db.query(
        `UPDATE user_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
        [userId, purpose],
      );
    }
    return userId;
  },
};
