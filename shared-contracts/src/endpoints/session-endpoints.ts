import {
  signInRequestSchema,
  type AccessTokenResponse,
  type ResumedSession,
  type SignInRequest,
} from '../auth/sign-in';
import { signUpRequestSchema, type SignUpRequest } from '../auth/sign-up';
import type { Theme } from '../entities/theme';
import type { Me } from '../entities/user';
import { defineEndpoint } from './define-endpoint';

/** Sign-up, sign-in, token refresh, sign-out, the current user and the theme (spec 01 section 7). */
export const sessionEndpoints = {
  themes: defineEndpoint<void, Theme>({ method: 'GET', path: 'themes', authenticated: false }),
  signUp: defineEndpoint<SignUpRequest, AccessTokenResponse>({
    method: 'POST',
    path: 'users/sign_up',
    authenticated: false,
    body: signUpRequestSchema,
  }),
  signIn: defineEndpoint<SignInRequest, AccessTokenResponse>({
    method: 'POST',
    path: 'users/sign_in',
    authenticated: false,
    body: signInRequestSchema,
  }),
  /**
   * Exchanges the HttpOnly refresh cookie for a new access token and rotates the cookie. Not in the
   * spec, which kept the token in local storage (see docs/decisions/0002-session-tokens.md).
   */
  refreshToken: defineEndpoint<void, AccessTokenResponse>({
    method: 'POST',
    path: 'users/token',
    authenticated: false,
  }),
  /**
   * The same exchange as a page starts, answered with the current user too: a signed-in page waited
   * for the token and then for users/me, one round trip after the other (decision 0265).
   */
  resumeSession: defineEndpoint<void, ResumedSession>({
    method: 'POST',
    path: 'users/session',
    authenticated: false,
  }),
  me: defineEndpoint<void, Me>({ method: 'GET', path: 'users/me', authenticated: true }),
  signOut: defineEndpoint<void, void>({
    method: 'DELETE',
    path: 'users/sign_out',
    authenticated: true,
    openToFormerMembers: true,
  }),
} as const;
