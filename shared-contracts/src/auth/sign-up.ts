import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { messages } from '../messages/catalogue';
import { emailRule, passwordRule, personNameRule } from './field-rules';
import { clientCredentialsSchema } from './sign-in';

const v = messages.validation;

/** The sign-up roles of this form: a coach or a client ('user' on the wire). */
export const signUpRoles = ['coach', 'user'] as const;
export type SignUpRole = (typeof signUpRoles)[number];

/** What the person types on the sign-up form. */
export const signUpFormSchema = lazySchema(() =>
  yup.object({
    first_name: personNameRule(v.firstNameRequired),
    last_name: personNameRule(v.lastNameRequired),
    email: emailRule(),
    password: passwordRule(),
    password_confirmation: yup
      .string()
      .required(v.passwordsIdentical)
      .oneOf([yup.ref('password')], v.passwordsIdentical),
    terms: yup.boolean().required(v.termsRequired).oneOf([true], v.termsRequired),
  }),
);
export type SignUpForm = yup.InferType<typeof signUpFormSchema>;

/** POST users/sign_up body. */
export const signUpRequestSchema = lazySchema(() =>
  signUpFormSchema
    .shape({
      role: yup.mixed<SignUpRole>().oneOf(signUpRoles, v.roleInvalid).required(v.roleInvalid),
    })
    .concat(clientCredentialsSchema),
);
export type SignUpRequest = yup.InferType<typeof signUpRequestSchema>;
