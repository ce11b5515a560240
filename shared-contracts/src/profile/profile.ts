import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { personNameRule } from '../auth/field-rules';
import { landingPageAttributesSchema, type LandingPageAttributes } from '../coach-admin/public-page';
import { genders, type Gender } from '../entities/user';
import { MIN_SIGN_UP_AGE, PASSWORD_MAX_LENGTH, TAG_MANAGER_ID_PATTERN } from '../limits/constants';
import { messages } from '../messages/catalogue';
import { currencyRule } from '../currency/currencies';
import { wireBirthdateRule } from './birthdate';

const v = messages.validation;

/** ISO 3166-1 alpha-2; the API also checks it against its country list. */
export const countryRule = () =>
  yup
    .string()
    .trim()
    .required(v.countryRequired)
    .matches(/^[A-Z]{2}$/, v.countryRequired);

const optionalCode = (max: number) =>
  yup
    .string()
    .trim()
    .max(max, v.tooLong(max))
    .transform((value: string) => (value === '' ? undefined : value));

/** The coach questions of sign-up (spec 01 section 2.2; the questions themselves are not shown). */
export const coachQuestions = {
  coaching_focus: {
    label: 'What do you coach?',
    options: ['Strength', 'Endurance', 'CrossFit / functional fitness', 'HYROX', 'General fitness', 'Other'],
  },
  client_count: {
    label: 'How many clients do you coach today?',
    options: ['None yet', '1-5', '6-25', '26-75', 'More than 75'],
  },
  heard_from: {
    label: 'How did you hear about Coachforge?',
    options: ['Search engine', 'Social media', 'A friend or colleague', 'An event', 'Other'],
  },
} as const;
export type CoachQuestion = keyof typeof coachQuestions;

const answerRule = (question: CoachQuestion) =>
  yup
    .string()
    .required(v.birthdatePartRequired)
    .oneOf([...coachQuestions[question].options], v.birthdatePartRequired);

export const coachQuestionsSchema = lazySchema(() =>
  yup.object({
    coaching_focus: answerRule('coaching_focus'),
    client_count: answerRule('client_count'),
    heard_from: answerRule('heard_from'),
  }),
);
export type CoachQuestionsAnswers = yup.InferType<typeof coachQuestionsSchema>;

/**
 * POST users/me body (spec 01 section 7): profile fields, or `user.trial_start`, or the coach
 * questions, which complete registration (registration_step 'questions').
 */
export const profileUpdateRequestSchema = lazySchema(() =>
  yup.object({
    first_name: personNameRule(v.firstNameRequired).optional().default(undefined),
    last_name: personNameRule(v.lastNameRequired).optional().default(undefined),
    country: countryRule().optional().default(undefined),
    state: optionalCode(10).nullable(),
    currency: currencyRule()
      .transform((value: string) => (value === '' ? undefined : value))
      .nullable(),
    birthdate: wireBirthdateRule(MIN_SIGN_UP_AGE).nullable(),
    gender: yup.mixed<Gender>().oneOf(genders, v.birthdatePartRequired).nullable(),
    user: yup.object({ trial_start: yup.boolean() }).default(undefined),
    coach_questions: coachQuestionsSchema.default(undefined),
    landing_page_attributes: landingPageAttributesSchema,
  }),
);
export interface ProfileUpdateRequest {
  first_name?: string;
  last_name?: string;
  country?: string;
  state?: string | null;
  currency?: string | null;
  /** YYYY-MM-DD */
  birthdate?: string | null;
  gender?: Gender | null;
  user?: { trial_start?: boolean };
  coach_questions?: CoachQuestionsAnswers;
  /** The current account's page, for a coach (id must be the account's). */
  landing_page_attributes?: LandingPageAttributes;
}

/** PATCH users/private body: the login identity's own fields (spec 01 section 7). */
export const privateUpdateRequestSchema = lazySchema(() =>
  yup.object({
    private: yup
      .object({
        first_name: personNameRule(v.firstNameRequired).optional().default(undefined),
        last_name: personNameRule(v.lastNameRequired).optional().default(undefined),
        country: countryRule().optional().default(undefined),
        state: optionalCode(10).nullable(),
        platform_currency: yup.mixed<'GBP' | 'USD' | 'EUR'>().oneOf(['GBP', 'USD', 'EUR']).nullable(),
        birthdate: wireBirthdateRule(MIN_SIGN_UP_AGE).nullable(),
        gender: yup.mixed<Gender>().oneOf(genders).nullable(),
        weight: yup.mixed<'kg' | 'lb'>().oneOf(['kg', 'lb']),
        length: yup.mixed<'cm' | 'in'>().oneOf(['cm', 'in']),
        landing_page_attributes: landingPageAttributesSchema.optional(),
      })
      .required(),
  }),
);
export type PrivateUpdateRequest = yup.InferType<typeof privateUpdateRequestSchema>;

/** The profile setup step of coach sign-up. */
export const profileSetupFormSchema = lazySchema(() =>
  yup.object({
    first_name: personNameRule(v.firstNameRequired),
    last_name: personNameRule(v.lastNameRequired),
    country: countryRule(),
    state: yup.string().default(''),
  }),
);
export type ProfileSetupForm = yup.InferType<typeof profileSetupFormSchema>;

/** How each gender is shown to the person choosing it. */
export const genderLabels: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  not_said: 'Prefer not to say',
};

/** The client's profile page and the profile completion modal: names, country and a gender (required). */
export const clientProfileFormSchema = lazySchema(() =>
  profileSetupFormSchema.shape({
    gender: yup.mixed<Gender>().required(v.genderRequired).oneOf(genders, v.genderRequired),
  }),
);
export type ClientProfileForm = yup.InferType<typeof clientProfileFormSchema>;

/** Account (business) name: required, fewer than 50 characters, no forbidden characters. */
export const accountNameRule = () => personNameRule(v.accountNameRequired).min(1, v.accountNameRequired);

/** Delete-account confirmation: the person types DELETE. */
export const deleteAccountFormSchema = lazySchema(() =>
  yup.object({
    confirmation: yup.string().required(v.deleteConfirmation).oneOf(['DELETE'], v.deleteConfirmation),
    /** Someone at an unlocked device must not be able to delete the account: the password is asked again. */
    password: yup
      .string()
      .required(v.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, v.currentPasswordRequired),
  }),
);
export type DeleteAccountForm = yup.InferType<typeof deleteAccountFormSchema>;

/** Google Tag Manager container id: GTM- and 5 to 10 uppercase letters or digits. */
export const tagManagerFormSchema = lazySchema(() =>
  yup.object({
    tag_manager_id: yup
      .string()
      .trim()
      .required(v.tagManagerInvalid)
      .matches(TAG_MANAGER_ID_PATTERN, v.tagManagerInvalid),
  }),
);
export type TagManagerForm = yup.InferType<typeof tagManagerFormSchema>;
