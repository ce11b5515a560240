import {
  REFRESH_COOKIE_NAME,
  REFRESH_COOKIE_PATH,
  SIGNED_IN_COOKIE_NAME,
  type AccessTokenResponse,
} from '@coachforge/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedTokens } from './session-service';

/**
 * The refresh token lives only in this cookie: HttpOnly (no page script reads it), Secure, SameSite
 * Strict (no cross-site request carries it) and scoped to the user calls that need it.
 */
const cookieOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'strict' as const,
  path: REFRESH_COOKIE_PATH,
};
/**
 * Only says that a session exists (the web server sends such a visitor the app itself, decision 0253): Lax,
 * so a visitor coming from a link on another site is still recognised, and on every path of the site.
 */
const signedInCookieOptions = { httpOnly: true, secure: true, sameSite: 'lax' as const, path: '/' };

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE_NAME];
}

/** Sets the rotated cookie (when there is one) and answers the access token. */
export function sendTokens(reply: FastifyReply, tokens: IssuedTokens): AccessTokenResponse {
  if (tokens.refreshToken && tokens.refreshExpiresAt) {
    reply.setCookie(REFRESH_COOKIE_NAME, tokens.refreshToken, {
      ...cookieOptions,
      expires: tokens.refreshExpiresAt,
    });
    reply.setCookie(SIGNED_IN_COOKIE_NAME, '1', {
      ...signedInCookieOptions,
      expires: tokens.refreshExpiresAt,
    });
  }
  reply.header('cache-control', 'no-store');
  return { access_token: tokens.accessToken, token_type: 'Bearer', expires_in: tokens.expiresIn };
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE_NAME, cookieOptions);
  reply.clearCookie(SIGNED_IN_COOKIE_NAME, signedInCookieOptions);
}
