import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { publicPageLinkKinds, type PublicPageLinks } from '../coach-admin/public-page';
import { checklistSteps, type ChecklistStep } from '../endpoints/frame-endpoints';
import { taxStates, type TaxState } from '../settings/settings';
import { accountKinds, type AccountKind } from './account';
import { subscriptionSchema, type Subscription } from './subscription';
import { themeSchema, type Theme } from './theme';

/** 'user' is a client (athlete); the spec's wire value is kept. */
export const userRoles = ['user', 'coach'] as const;
export type UserRole = (typeof userRoles)[number];

export const stripeAccountTypes = ['custom', 'standard'] as const;
export type StripeAccountType = (typeof stripeAccountTypes)[number];

export const genders = ['male', 'female', 'other', 'not_said'] as const;
export type Gender = (typeof genders)[number];

/**
 * The account's public page as users/me carries it (spec 01 section 3: landing_page (id, title, social
 * links)). Its id is the account's: one page per account (docs/decisions/0208).
 */
export interface LandingPage {
  id: number;
  title: string | null;
  links: PublicPageLinks;
}

/**
 * The user as the current account sees it (spec 01 section 3). For a coach who switched to a
 * business account, id and names are the account's; `private` in users/me is the login identity.
 */
export interface CurrentUser {
  id: number;
  role: UserRole;
  account_kind: AccountKind;
  account_role: 'owner' | 'coach' | null;
  is_account_owner: boolean;
  full_name: string;
  first_name: string;
  last_name: string;
  title: string | null;
  avatar_url: string | null;
  email: string;
  country: string | null;
  state: string | null;
  currency: string | null;
  platform_currency: string | null;
  /** DD/MM/YYYY */
  birthdate: string | null;
  gender: Gender | null;
  /** Unix seconds. */
  created_at: number;
  custom_url: string | null;
  popup_storage: string[];
  hide_checklist: boolean;
  registration_step: string | null;
  has_new_notifications: boolean;
  has_unread_chat_messages: boolean;
  /** The payment-provider account type; 'custom' unlocks the dashboard (spec 01 section 2.3). */
  stripe_account_type: StripeAccountType | null;
  /** The account takes card charges through its payment provider (spec 02 section 3, plan owner). */
  stripe_connect_charges_enabled: boolean;
  /** Tax collection on the account's sales (spec 01 section 4, docs/decisions/0206). */
  tax_state: TaxState;
  /** The onboarding checklist's steps done (spec 03 section 4.4). */
  check_list_info: { completed: ChecklistStep[] };
  /** The account is HYROX-affiliated: it sees the HYROX templates (spec 01 section 6). */
  hyrox: boolean;
  /** The header offers the switch account modal: a coach, or an identity in more than one account. */
  show_account: boolean;
  /** Who to ask when the account is a business the person does not own; null in an account they own. */
  brand_owner_email: string | null;
  brand_owner_full_name: string | null;
  /** The account's own page; null for a client (docs/decisions/0208). */
  landing_page: LandingPage | null;
  subscription: Subscription | null;
}

/** The login identity (private user). */
export interface PrivateUser {
  id: number;
  role: UserRole;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  avatar_url: string | null;
  country: string | null;
  state: string | null;
  platform_currency: string | null;
  birthdate: string | null;
  gender: Gender | null;
  weight_unit: 'kg' | 'lb';
  length_unit: 'cm' | 'in';
  registration_step: string | null;
}

/** GET users/me */
export interface Me {
  current: CurrentUser;
  private: PrivateUser;
  theme: Theme;
}

const nullableString = () => yup.string().nullable().defined();

export const currentUserSchema: yup.ObjectSchema<CurrentUser> = lazySchema(() =>
  yup.object({
    id: yup.number().required(),
    role: yup.mixed<UserRole>().oneOf(userRoles).required(),
    account_kind: yup.mixed<AccountKind>().oneOf(accountKinds).required(),
    account_role: yup.mixed<'owner' | 'coach'>().oneOf(['owner', 'coach']).nullable().defined(),
    is_account_owner: yup.boolean().required(),
    full_name: yup.string().required(),
    first_name: yup.string().required(),
    last_name: yup.string().required(),
    title: nullableString(),
    avatar_url: nullableString(),
    email: yup.string().required(),
    country: nullableString(),
    state: nullableString(),
    currency: nullableString(),
    platform_currency: nullableString(),
    birthdate: nullableString(),
    gender: yup.mixed<Gender>().oneOf(genders).nullable().defined(),
    created_at: yup.number().required(),
    custom_url: nullableString(),
    popup_storage: yup.array(yup.string().required()).required(),
    hide_checklist: yup.boolean().required(),
    registration_step: nullableString(),
    has_new_notifications: yup.boolean().required(),
    has_unread_chat_messages: yup.boolean().required(),
    stripe_account_type: yup.mixed<StripeAccountType>().oneOf(stripeAccountTypes).nullable().defined(),
    stripe_connect_charges_enabled: yup.boolean().required(),
    tax_state: yup.mixed<TaxState>().oneOf(taxStates).required(),
    check_list_info: yup
      .object({
        completed: yup.array(yup.mixed<ChecklistStep>().oneOf(checklistSteps).required()).required(),
      })
      .required(),
    hyrox: yup.boolean().required(),
    show_account: yup.boolean().required(),
    brand_owner_email: nullableString(),
    brand_owner_full_name: nullableString(),
    landing_page: yup
      .object({
        id: yup.number().required(),
        title: nullableString(),
        links: yup
          .object(Object.fromEntries(publicPageLinkKinds.map((kind) => [kind, nullableString()])))
          .required() as unknown as yup.ObjectSchema<PublicPageLinks>,
      })
      .nullable()
      .defined()
      .default(null),
    subscription: subscriptionSchema.nullable().defined(),
  }),
);

export const privateUserSchema: yup.ObjectSchema<PrivateUser> = lazySchema(() =>
  yup.object({
    id: yup.number().required(),
    role: yup.mixed<UserRole>().oneOf(userRoles).required(),
    email: yup.string().required(),
    first_name: yup.string().required(),
    last_name: yup.string().required(),
    full_name: yup.string().required(),
    avatar_url: nullableString(),
    country: nullableString(),
    state: nullableString(),
    platform_currency: nullableString(),
    birthdate: nullableString(),
    gender: yup.mixed<Gender>().oneOf(genders).nullable().defined(),
    weight_unit: yup.mixed<'kg' | 'lb'>().oneOf(['kg', 'lb']).required(),
    length_unit: yup.mixed<'cm' | 'in'>().oneOf(['cm', 'in']).required(),
    registration_step: nullableString(),
  }),
);

export const meSchema: yup.ObjectSchema<Me> = lazySchema(() =>
  yup.object({
    current: currentUserSchema.required(),
    private: privateUserSchema.required(),
    theme: themeSchema.required(),
  }),
);
