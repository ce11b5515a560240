import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { messages } from '../messages/catalogue';
import { PASSWORD_MAX_LENGTH } from '../limits/constants';
import { emailRule, passwordRule } from './field-rules';
import { clientCredentialsSchema } from './sign-in';

const v = messages.validation;

const tokenRule = () => yup.string().trim().required(v.tokenRequired).max(200, v.tokenRequired);

/** A new password and its confirmation, on every form that sets one. */
export const newPasswordFormSchema = lazySchema(() =>
  yup.object({
    password: passwordRule(),
    password_confirmation: yup
      .string()
      .required(v.passwordsIdentical)
      .oneOf([yup.ref('password')], v.passwordsIdentical),
  }),
);
export type NewPasswordForm = yup.InferType<typeof newPasswordFormSchema>;

/** forgot_password form and POST users/password body. */
export const forgotPasswordSchema = lazySchema(() => yup.object({ email: emailRule() }));
export type ForgotPasswordRequest = yup.InferType<typeof forgotPasswordSchema>;

/** PUT users/password body (spec 01 section 7). */
export const resetPasswordRequestSchema = lazySchema(() =>
  newPasswordFormSchema.shape({ reset_password_token: tokenRule() }).concat(clientCredentialsSchema),
);
export type ResetPasswordRequest = yup.InferType<typeof resetPasswordRequestSchema>;

/** The change-password form of a signed-in person. */
export const changePasswordFormSchema = lazySchema(() =>
  newPasswordFormSchema.shape({
    current_password: yup
      .string()
      .required(v.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, v.tooLong(PASSWORD_MAX_LENGTH)),
  }),
);
export type ChangePasswordForm = yup.InferType<typeof changePasswordFormSchema>;

/** PATCH users/password body. */
export const changePasswordRequestSchema = lazySchema(() =>
  yup.object({ user: changePasswordFormSchema.required() }),
);
export type ChangePasswordRequest = yup.InferType<typeof changePasswordRequestSchema>;

/** POST users/confirm body. */
export const confirmEmailRequestSchema = lazySchema(() => yup.object({ confirmation_token: tokenRule() }));
export type ConfirmEmailRequest = yup.InferType<typeof confirmEmailRequestSchema>;
