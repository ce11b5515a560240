import { lazySchema } from '../schema/lazy-schema';
import {
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  forgotPasswordSchema,
  resetPasswordRequestSchema,
  type ChangePasswordRequest,
  type ConfirmEmailRequest,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '../auth/password';
import type { Me } from '../entities/user';
import {
  deleteAccountFormSchema,
  privateUpdateRequestSchema,
  profileUpdateRequestSchema,
  type DeleteAccountForm,
  type PrivateUpdateRequest,
  type ProfileUpdateRequest,
} from '../profile/profile';
import type { Settings, TaxState } from '../settings/settings';
import * as yup from 'yup';
import { defineEndpoint } from './define-endpoint';

/** PATCH users/popup_storage body: a popup the person has seen. */
export const popupStorageRequestSchema = lazySchema(() =>
  yup.object({
    popup_name: yup
      .string()
      .trim()
      .required()
      .matches(/^[a-z0-9_-]{1,60}$/),
  }),
);
export type PopupStorageRequest = yup.InferType<typeof popupStorageRequestSchema>;

/** The welcome popup after sign-up (spec 01 section 2.2, /success). */
export const SIGN_UP_WELCOME_POPUP = 'sign_up_welcome';

/** An answer that only carries a sentence to show. */
export interface MessageResponse {
  message: string;
}

/** Email confirmation, passwords, profile, tax and reference data (spec 01 section 7). */
export const userAccountEndpoints = {
  confirmEmail: defineEndpoint<ConfirmEmailRequest, MessageResponse>({
    method: 'POST',
    path: 'users/confirm',
    authenticated: false,
    body: confirmEmailRequestSchema,
  }),
  requestPasswordReset: defineEndpoint<ForgotPasswordRequest, MessageResponse>({
    method: 'POST',
    path: 'users/password',
    authenticated: false,
    body: forgotPasswordSchema,
  }),
  /** Sets the new password; the person then signs in with it (docs/decisions/0009-mail-and-tokens.md). */
  resetPassword: defineEndpoint<ResetPasswordRequest, MessageResponse>({
    method: 'PUT',
    path: 'users/password',
    authenticated: false,
    body: resetPasswordRequestSchema,
  }),
  changePassword: defineEndpoint<ChangePasswordRequest, MessageResponse>({
    method: 'PATCH',
    path: 'users/password',
    authenticated: true,
    body: changePasswordRequestSchema,
  }),
  updateMe: defineEndpoint<ProfileUpdateRequest, Me>({
    method: 'POST',
    path: 'users/me',
    authenticated: true,
    body: profileUpdateRequestSchema,
  }),
  updatePrivate: defineEndpoint<PrivateUpdateRequest, Me>({
    method: 'PATCH',
    path: 'users/private',
    authenticated: true,
    body: privateUpdateRequestSchema,
  }),
  /** Not named by the spec, which only shows the DELETE confirmation form. */
  deleteAccount: defineEndpoint<DeleteAccountForm, MessageResponse>({
    method: 'DELETE',
    path: 'users/me',
    authenticated: true,
    body: deleteAccountFormSchema,
  }),
  taxOn: defineEndpoint<void, { tax_state: TaxState }>({
    method: 'POST',
    path: 'users/tax/on',
    authenticated: true,
  }),
  taxOff: defineEndpoint<void, { tax_state: TaxState }>({
    method: 'POST',
    path: 'users/tax/off',
    authenticated: true,
  }),
  popupStorage: defineEndpoint<PopupStorageRequest, Me>({
    method: 'PATCH',
    path: 'users/popup_storage',
    authenticated: true,
    body: popupStorageRequestSchema,
  }),
  /** Multipart, field `user[avatar]`: the current account's picture. */
  uploadAvatar: defineEndpoint<FormData, Me>({ method: 'POST', path: 'users/avatar', authenticated: true }),
  /** Multipart, field `user[avatar]`: the login identity's own picture. */
  uploadPrivateAvatar: defineEndpoint<FormData, Me>({
    method: 'POST',
    path: 'users/private_avatar',
    authenticated: true,
  }),
  settings: defineEndpoint<void, Settings>({ method: 'GET', path: 'settings', authenticated: false }),
} as const;
