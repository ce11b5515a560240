import type { Queryable } from '../../db/database';

export interface RefreshTokenRow {
  id: number;
  family_id: string;
  user_id: number;
  account_id: number;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
}

export interface AccessTokenRow {
  id: number;
  user_id: number;
  account_id: number;
  expires_at: Date;
  revoked_at: Date | null;
  /** Whether the identity still belongs to the account the token acts as. */
  member: boolean;
}

export const sessionRepository = {
  async findClientSecretHash(db: Queryable, clientId: string): Promise<string | null> {
    const rows = await db.query<{ secret_hash: string }>(
      'SELECT secret_hash FROM oauth_clients WHERE client_id = $1',
      [clientId],
    );
    return rows[0]?.secret_hash ?? null;
  },

  async upsertClient(db: Queryable, clientId: string, secretHash: string, name: string): Promise<void> {
    await db.query(
      `INSERT INTO oauth_clients (client_id, secret_hash, name) VALUES ($1, $2, $3)
       ON CONFLICT (client_id) DO UPDATE SET secret_hash = EXCLUDED.secret_hash, name = EXCLUDED.name`,
      [clientId, secretHash, name],
    );
  },

  async insertAccessToken(
    db: Queryable,
    token: { hash: string; userId: number; accountId: number; familyId: string; expiresAt: Date },
  ): Promise<void> {
    await db.query(
      `INSERT INTO access_tokens (token_hash, user_id, account_id, family_id, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [token.hash, token.userId, token.accountId, token.familyId, token.expiresAt],
    );
  },

  async insertRefreshToken(
    db: Queryable,
    token: { hash: string; userId: number; accountId: number; familyId: string; expiresAt: Date },
  ): Promise<void> {
    await db.query(
      `INSERT INTO refresh_tokens (token_hash, user_id, account_id, family_id, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [token.hash, token.userId, token.accountId, token.familyId, token.expiresAt],
    );
  },

  async findAccessToken(db: Queryable, hash: string): Promise<AccessTokenRow | null> {
    const rows = await db.query<AccessTokenRow>(
      `SELECT t.id::int, t.user_id::int, t.account_id::int, t.expires_at, t.revoked_at,
              EXISTS (SELECT 1 FROM memberships m WHERE m.account_id = t.account_id AND m.user_id = t.user_id)
                AS member
       FROM access_tokens t WHERE t.token_hash = $1`,
      [hash],
    );
    return rows[0] ?? null;
  },

  async findAccessTokenById(
    db: Queryable,
    id: number,
  ): Promise<{ user_id: number; family_id: string } | null> {
    const rows = await db.query<{ user_id: number; family_id: string }>(
      'SELECT user_id::int, family_id FROM access_tokens WHERE id = $1 AND revoked_at IS NULL',
      [id],
    );
    return rows[0] ?? null;
  },

  async moveFamilyToAccount(db: Queryable, familyId: string, accountId: number): Promise<void> {
    await db.query('UPDATE refresh_tokens SET account_id = $2 WHERE family_id = $1 AND revoked_at IS NULL', [
      familyId,
      accountId,
    ]);
  },

  /** Locks the row so two refreshes of the same token cannot both rotate it. */
  async findRefreshTokenForUpdate(db: Queryable, hash: string): Promise<RefreshTokenRow | null> {
    const rows = await db.query<RefreshTokenRow>(
      `SELECT id::int, family_id, user_id::int, account_id::int, expires_at, rotated_at, revoked_at
       FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
      [hash],
    );
    return rows[0] ?? null;
  },

  async markRotated(db: Queryable, id: number): Promise<void> {
    await db.query('UPDATE refresh_tokens SET rotated_at = now() WHERE id = $1', [id]);
  },

  async revokeFamily(db: Queryable, familyId: string): Promise<void> {
    await db.query(
      'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
      [familyId],
    );
    await db.query(
      'UPDATE access_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
      [familyId],
    );
  },

  async familyStartedAt(db: Queryable, familyId: string): Promise<Date> {
    const rows = await db.query<{ started_at: Date }>(
      'SELECT min(created_at) AS started_at FROM refresh_tokens WHERE family_id = $1',
      [familyId],
    );
    return new Date(rows[0]!.started_at);
  },

  async revokeAllOfUserExceptFamily(
    db: Queryable,
    userId: number,
    keepFamilyId: string | null,
  ): Promise<void> {
    for (const table of ['refresh_tokens', 'access_tokens']) {
      await db.query(
        `UPDATE ${table} SET revoked_at = now()
         WHERE user_id = $1 AND revoked_at IS NULL AND family_id IS DISTINCT FROM $2::uuid`,
        [userId, keepFamilyId],
      );
    }
  },

  async revokeAllOfUser(db: Queryable, userId: number): Promise<void> {
    await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
      userId,
    ]);
    await db.query('UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
      userId,
    ]);
  },
};
