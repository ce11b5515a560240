import type { AccessTokenResponse } from '@coachforge/contracts';

/**
 * Holds the access token in this page's memory only: never in storage a script or extension can read
 * later. A reload gets a new one from the HttpOnly refresh cookie.
 */
export function createTokenKeeper() {
  let current: { authorization: string; expiresAt: number } | null = null;
  return {
    set(answer: AccessTokenResponse) {
      current = {
        authorization: `${answer.token_type} ${answer.access_token}`,
        expiresAt: Date.now() + answer.expires_in * 1000,
      };
    },
    clear() {
      current = null;
    },
    authorization: () => current?.authorization ?? null,
    /** The bare token, for the realtime socket's query string. */
    accessToken: () => current?.authorization.split(' ')[1] ?? null,
    /** Milliseconds until expiry, or null without a token. */
    expiresIn: () => (current ? current.expiresAt - Date.now() : null),
  };
}

export type TokenKeeper = ReturnType<typeof createTokenKeeper>;
