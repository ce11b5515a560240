import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { themePaletteSchema, type Theme, type ThemePalette } from '../entities/theme';
import { customisationMessages } from '../messages/customisation';

const m = customisationMessages.customisation;

/**
 * Sub-domain rules (decision 0185): one DNS label of 3 to 30 lower-case letters, digits and hyphens that
 * neither starts nor ends with a hyphen, and none of the names the platform keeps for itself.
 */
export const SUB_DOMAIN_MIN_LENGTH = 3;
export const SUB_DOMAIN_MAX_LENGTH = 30;
export const SUB_DOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
export const RESERVED_SUB_DOMAINS: readonly string[] = [
  'www',
  'api',
  'app',
  'apps',
  'admin',
  'administrator',
  'assets',
  'auth',
  'billing',
  'blog',
  'cable',
  'cdn',
  'coach',
  'coachforge',
  'dashboard',
  'dev',
  'docs',
  'email',
  'ftp',
  'help',
  'imap',
  'localhost',
  'mail',
  'media',
  'ns1',
  'ns2',
  'onboarding',
  'pop',
  'public',
  'releases',
  'remotes',
  'root',
  'smtp',
  'staging',
  'static',
  'status',
  'support',
  'test',
  'user',
];

/** The longest custom domain a DNS name may be (RFC 1035). */
export const CUSTOM_DOMAIN_MAX_LENGTH = 253;
/** Two or more labels of letters, digits and inner hyphens, ending in a letter-only top-level label. */
const CUSTOM_DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export interface SubDomainForm {
  sub_domain_name: string;
}

export const subDomainFormSchema: yup.ObjectSchema<SubDomainForm> = lazySchema(() =>
  yup.object({
    sub_domain_name: yup
      .string()
      .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
      .required(m.subDomainRequired)
      .min(SUB_DOMAIN_MIN_LENGTH, m.subDomainLength(SUB_DOMAIN_MIN_LENGTH, SUB_DOMAIN_MAX_LENGTH))
      .max(SUB_DOMAIN_MAX_LENGTH, m.subDomainLength(SUB_DOMAIN_MIN_LENGTH, SUB_DOMAIN_MAX_LENGTH))
      .matches(SUB_DOMAIN_PATTERN, m.subDomainCharacters)
      .test('not-reserved', m.subDomainReserved, (value) => !value || !RESERVED_SUB_DOMAINS.includes(value)),
  }),
);

export interface CustomDomainForm {
  domain: string;
}

export const customDomainFormSchema: yup.ObjectSchema<CustomDomainForm> = lazySchema(() =>
  yup.object({
    domain: yup
      .string()
      .transform((value: unknown) =>
        typeof value === 'string' ? value.trim().toLowerCase().replace(/\.$/, '') : value,
      )
      .required(m.customDomainRequired)
      .max(CUSTOM_DOMAIN_MAX_LENGTH, m.customDomainInvalid)
      .matches(CUSTOM_DOMAIN_PATTERN, m.customDomainInvalid),
  }),
);

export interface WebThemeForm {
  web_theme: ThemePalette;
}

export const webThemeFormSchema: yup.ObjectSchema<WebThemeForm> = lazySchema(() =>
  yup.object({
    web_theme: themePaletteSchema.required(),
  }),
);

export interface AppThemeForm {
  mobile_light_theme: ThemePalette;
  mobile_dark_theme: ThemePalette;
}

export const appThemeFormSchema: yup.ObjectSchema<AppThemeForm> = lazySchema(() =>
  yup.object({
    mobile_light_theme: themePaletteSchema.required(),
    mobile_dark_theme: themePaletteSchema.required(),
  }),
);

/** A custom domain is 'pending' until its DNS record points at the platform (decision 0186). */
export const customDomainStatuses = ['pending', 'verified'] as const;
export type CustomDomainStatus = (typeof customDomainStatuses)[number];

export interface CustomDomain {
  domain: string;
  status: CustomDomainStatus;
  /** The DNS record the coach creates: `domain` CNAME `target`. */
  record: { type: 'CNAME'; name: string; target: string };
  verified_at: string | null;
  checked_at: string | null;
  /** Why the last check did not verify it, in words for the coach. */
  check_error: string | null;
}

/** The account's web address (spec 01 section 2.3, customisation-web-address). */
export interface WebAddress {
  /** The platform's own domain the sub-domain lives under (PLATFORM_DOMAIN). */
  platform_domain: string;
  sub_domain_name: string | null;
  /** Where the account's pages open on the sub-domain, or null without one. */
  sub_domain_url: string | null;
  custom_domain: CustomDomain | null;
}

/** The app icon's review (spec 03 section 4.6): in review after upload, then approved or declined. */
export const appIconStatuses = ['in_review', 'approved', 'declined'] as const;
export type AppIconStatus = (typeof appIconStatuses)[number];

export interface AppIconDeclineReason {
  title: string;
  description: string;
}

export interface AppIcon {
  url: string;
  status: AppIconStatus;
  uploaded_at: string;
  reviewed_at: string | null;
}

/** GET coach/coach_icon (spec 01 section 7): the icon and, once declined, why. */
export interface CoachIcon {
  icon: AppIcon | null;
  decline_reasons: AppIconDeclineReason[];
}

/** An operator's review of an account's app icon. */
export interface AppIconReview {
  decision: 'approved' | 'declined';
  reasons: AppIconDeclineReason[];
}

export const APP_ICON_REASONS_MAX = 10;
export const APP_ICON_REASON_TEXT_MAX = 500;

export const appIconReviewSchema: yup.ObjectSchema<AppIconReview> = lazySchema(() =>
  yup.object({
    decision: yup.mixed<'approved' | 'declined'>().oneOf(['approved', 'declined']).required(),
    reasons: yup
      .array(
        yup.object({
          title: yup.string().trim().required().max(APP_ICON_REASON_TEXT_MAX),
          description: yup.string().trim().defined().max(APP_ICON_REASON_TEXT_MAX),
        }),
      )
      .max(APP_ICON_REASONS_MAX)
      .required()
      .when('decision', {
        is: 'declined',
        then: (schema) => schema.min(1, m.declineNeedsReason),
      }),
  }),
);

/** Everything the customisation pages show, read by any coach of the account. */
export interface Customisation {
  theme: Theme;
  web_address: WebAddress;
  app_icon: AppIcon | null;
  /** PROFESSIONAL or a running trial: white label may be changed (spec 01 section 6). */
  allowed: boolean;
  /** Only the account's owner changes it (decision 0184). */
  can_edit: boolean;
}

/** The largest logo or app icon file accepted. */
export const THEME_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * How the page server (deploy) learns an address's account: the theme and logo it sends in the first
 * HTML. Unauthenticated; the host is the one the browser asked for.
 */
export interface HostTheme {
  account_id: number;
  full_name: string;
  theme: Theme;
}
