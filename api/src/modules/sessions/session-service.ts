import { randomUUID, timingSafeEqual } from 'node:crypto';
import { messages } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import type { AuthenticatedIdentity } from '../../http/endpoint-route';
import { sessionRepository } from './session-repository';
import { hashToken, newTokenValue } from './token-secrets';

export interface IssuedTokens {
  accessToken: string;
  expiresIn: number;
  /** null when the cookie the browser holds stays good (an account switch keeps the sign-in's cookie). */
  refreshToken: string | null;
  refreshExpiresAt: Date | null;
}

const unauthorized = () => httpError(401, messages.auth.sessionExpired);

export function createSessionService({ db, config }: ApiContext) {
  const endedListeners: Array<(userId: number) => Promise<void> | void> = [];
  async function sessionsEnded(userId: number) {
    for (const listener of endedListeners) await listener(userId);
  }
  const accessExpiry = () => new Date(Date.now() + config.accessTokenSeconds * 1000);
  const refreshExpiry = () => new Date(Date.now() + config.refreshTokenDays * 24 * 3600 * 1000);

  async function issueAccessToken(
    tx: typeof db | Parameters<Parameters<typeof db.transaction>[0]>[0],
    userId: number,
    accountId: number,
    familyId: string,
  ): Promise<string> {
    const value = newTokenValue();
    await sessionRepository.insertAccessToken(tx, {
      hash: hashToken(value),
      userId,
      accountId,
      familyId,
      expiresAt: accessExpiry(),
    });
    return value;
  }

  return {
    async verifyClient(clientId: string, clientSecret: string): Promise<void> {
      const stored = await sessionRepository.findClientSecretHash(db, clientId);
      const given = Buffer.from(hashToken(clientSecret));
      if (!stored || !timingSafeEqual(Buffer.from(stored), given)) {
        throw httpError(401, messages.auth.invalidClient);
      }
    },

    async registerClient(clientId: string, secret: string, name: string): Promise<void> {
      await sessionRepository.upsertClient(db, clientId, hashToken(secret), name);
    },

    /** A new sign-in: a new token family. */
    async startSession(userId: number, accountId: number): Promise<IssuedTokens> {
      return db.transaction(async (tx) => {
        const familyId = randomUUID();
        const refreshToken = newTokenValue();
        const refreshExpiresAt = refreshExpiry();
        await sessionRepository.insertRefreshToken(tx, {
          hash: hashToken(refreshToken),
          userId,
          accountId,
          familyId,
          expiresAt: refreshExpiresAt,
        });
        const accessToken = await issueAccessToken(tx, userId, accountId, familyId);
        return { accessToken, expiresIn: config.accessTokenSeconds, refreshToken, refreshExpiresAt };
      });
    },

    /** Rotates a refresh token. Presenting an already-rotated one outside the grace window revokes the family. */
    async refresh(presented: string | undefined): Promise<IssuedTokens> {
      if (!presented) throw unauthorized();
      const outcome = await db.transaction(async (tx) => {
        const row = await sessionRepository.findRefreshTokenForUpdate(tx, hashToken(presented));
        if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) return null;
        // However often it is refreshed, a sign-in ends after the absolute lifetime: a stolen cookie
        // kept alive by refreshing still dies, and the person signs in again.
        const startedAt = await sessionRepository.familyStartedAt(tx, row.family_id);
        if (startedAt.getTime() + config.sessionMaxDays * 24 * 3600 * 1000 <= Date.now()) {
          await sessionRepository.revokeFamily(tx, row.family_id);
          return null;
        }
        if (row.rotated_at) {
          const sinceRotation = Date.now() - row.rotated_at.getTime();
          if (sinceRotation > config.refreshReuseGraceSeconds * 1000) {
            await sessionRepository.revokeFamily(tx, row.family_id);
            return 'reused' as const;
          }
          // Rotated a moment ago: another tab refreshing at the same time, or an exchange whose answer
          // never reached the browser (its page closed mid-request), so the browser may still hold only
          // this cookie. It gets a cookie of its own in the family; the successor stays good for a tab
          // that did receive it.
        } else {
          await sessionRepository.markRotated(tx, row.id);
        }
        const refreshToken = newTokenValue();
        const refreshExpiresAt = refreshExpiry();
        await sessionRepository.insertRefreshToken(tx, {
          hash: hashToken(refreshToken),
          userId: row.user_id,
          accountId: row.account_id,
          familyId: row.family_id,
          expiresAt: refreshExpiresAt,
        });
        const accessToken = await issueAccessToken(tx, row.user_id, row.account_id, row.family_id);
        return { accessToken, expiresIn: config.accessTokenSeconds, refreshToken, refreshExpiresAt };
      });
      if (outcome === null || outcome === 'reused') throw unauthorized();
      return outcome;
    },

    async authenticate(authorization: string | undefined): Promise<AuthenticatedIdentity> {
      const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '');
      if (!match?.[1]) throw unauthorized();
      const row = await sessionRepository.findAccessToken(db, hashToken(match[1]));
      if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) throw unauthorized();
      // An answer kept for this token (http/answer-cache.ts) is not given once the token has expired.
      db.tables.expiresAt(row.expires_at);
      return { userId: row.user_id, accountId: row.account_id, tokenId: row.id, member: row.member };
    },

    /**
     * Moves this sign-in to another account: a new access token for it, and the sign-in's refresh
     * tokens follow, so a reload of any tab opens the target account. Membership is the caller's check.
     */
    async switchAccount(tokenId: number, accountId: number): Promise<IssuedTokens> {
      return db.transaction(async (tx) => {
        const token = await sessionRepository.findAccessTokenById(tx, tokenId);
        if (!token) throw unauthorized();
        await sessionRepository.moveFamilyToAccount(tx, token.family_id, accountId);
        const accessToken = await issueAccessToken(tx, token.user_id, accountId, token.family_id);
        return {
          accessToken,
          expiresIn: config.accessTokenSeconds,
          refreshToken: null,
          refreshExpiresAt: null,
        };
      });
    },

    /** Sign-out ends every session of the identity, on every device (spec: "logged out from all accounts"). */
    async endAllSessions(userId: number): Promise<void> {
      await db.transaction((tx) => sessionRepository.revokeAllOfUser(tx, userId));
      await sessionsEnded(userId);
    },

    /** After a password change: every sign-in but the one that changed it ends, on every device. */
    async endOtherSessions(userId: number, keepTokenId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const kept = await sessionRepository.findAccessTokenById(tx, keepTokenId);
        await sessionRepository.revokeAllOfUserExceptFamily(tx, userId, kept?.family_id ?? null);
      });
      await sessionsEnded(userId);
    },

    /** Told whenever sessions of an identity end, so open sockets are checked again (realtime). */
    onSessionsEnded(listener: (userId: number) => Promise<void> | void): void {
      endedListeners.push(listener);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
