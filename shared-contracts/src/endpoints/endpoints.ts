import { signInRequestSchema, type AccessTokenResponse, type SignInRequest } from '../auth/sign-in';
import { signUpRequestSchema, type SignUpRequest } from '../auth/sign-up';
import type { Theme } from '../entities/theme';
import type { Me } from '../entities/user';
import { defineEndpoint } from './define-endpoint';

/** Every API call the platform makes, by name. */
export const endpoints = {
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
  me: defineEndpoint<void, Me>({ method: 'GET', path: 'users/me', authenticated: true }),
  signOut: defineEndpoint<void, void>({ method: 'DELETE', path: 'users/sign_out', authenticated: true }),
} as const;

export type EndpointName = keyof typeof endpoints;

/** The refresh cookie is sent only to the refresh and sign-out calls. */
export const REFRESH_COOKIE_NAME = 'cf_refresh';
export const REFRESH_COOKIE_PATH = '/api/users';
