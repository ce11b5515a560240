import type { Me } from '../entities/user';
import type { HeaderAnswers } from '../endpoints/frame-endpoints';
import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { emailRule, passwordRule } from './field-rules';

/** What the person types on the sign-in form. */
export const signInFormSchema = lazySchema(() =>
  yup.object({
    email: emailRule(),
    password: passwordRule(),
  }),
);
export type SignInForm = yup.InferType<typeof signInFormSchema>;

/**
 * The sign-in button's intent: a press on the page the web server drew is pressed again on the app's
 * button that says the same (decision 0254).
 */
export const SIGN_IN_FORM_INTENT = 'sign-in';
/** The forgot-password link's: pressed on the app's link, it carries the email typed (decision 0254). */
export const FORGOT_PASSWORD_INTENT = 'forgot-password';

/** First-party application credentials sent with sign-in and sign-up (spec 01 section 7). */
export const clientCredentialsSchema = lazySchema(() =>
  yup.object({
    client_id: yup.string().required().max(100),
    client_secret: yup.string().required().max(200),
  }),
);
export type ClientCredentials = yup.InferType<typeof clientCredentialsSchema>;

/** POST users/sign_in body. */
export const signInRequestSchema = lazySchema(() => signInFormSchema.concat(clientCredentialsSchema));
export type SignInRequest = yup.InferType<typeof signInRequestSchema>;

/** Answer of sign-in, sign-up and token refresh. The refresh token travels only as an HttpOnly cookie. */
export interface AccessTokenResponse {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds until the access token expires. */
  expires_in: number;
}

/**
 * Answer of POST users/session: a new access token and, in the same round trip, who is signed in
 * (decision 0265). `me` is absent when the session acts as an account the person was removed from, or the
 * user could not be read: users/me then answers why (418 sends them on).
 */
export interface ResumedSession extends AccessTokenResponse {
  me?: Me;
  /**
   * With `me`: what the header first shows, which the page's first paint waits for, in the same round trip
   * rather than one more after it (decision 0270). Absent when it could not be read: the header asks.
   */
  header?: HeaderAnswers;
}
