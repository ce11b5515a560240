import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import type { AccountKind } from '../entities/account';
import type { PlanType } from '../programs/plan-types';

/** The storefront shows at most this many coaches and programs (spec 02 section 2). */
export const STOREFRONT_TOP_COACHES = 4;
export const STOREFRONT_TOP_PROGRAMS = 4;
/** Fewer published programs than this and the coach is told to add more (spec 02 section 2). */
export const STOREFRONT_RECOMMENDED_PROGRAMS = 2;
/** The full lists (public-page-plans, public-page-coaches) stop here. */
export const STOREFRONT_LIST_LIMIT = 100;
export const PUBLIC_PAGE_TITLE_MAX = 120;
export const PUBLIC_PAGE_ABOUT_MAX = 3000;
export const PUBLIC_PAGE_LINK_MAX = 300;

/** The social links a coach may show on the public page (landing_page social links, spec 01 section 3). */
export const publicPageLinkKinds = ['website', 'instagram', 'facebook', 'youtube', 'tiktok'] as const;
export type PublicPageLinkKind = (typeof publicPageLinkKinds)[number];
export type PublicPageLinks = Record<PublicPageLinkKind, string | null>;
/** How each link is named, on the page and in its editor. */
export const publicPageLinkLabels: Record<PublicPageLinkKind, string> = {
  website: 'Website',
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** The short-link letters of the account kinds: c(private), b(rand), g(ym), t(eam) (spec 01 section 2.4). */
export const SHORT_LINK_TYPES = ['c', 'b', 'g', 't'] as const;
export type ShortLinkType = (typeof SHORT_LINK_TYPES)[number];

/** The short-link letter of an account kind. */
export const shortLinkTypeOf = (kind: AccountKind): ShortLinkType =>
  kind === 'private' ? 'c' : (kind[0] as ShortLinkType);

/** What the coach writes on the public page: stored as plain text and shown as text. */
export interface PublicPageContent {
  /** The heading; the account's name when null. */
  title: string | null;
  /** Plain text; line breaks are kept when shown. */
  about: string;
  links: PublicPageLinks;
}

export interface StorefrontCoach {
  id: number;
  full_name: string;
  avatar_url: string | null;
  /** The owner of the account. */
  owner: boolean;
}

export interface StorefrontProgram {
  id: number;
  title: string;
  custom_url: string | null;
  plan_type: PlanType;
  plan_pricing: 'free' | 'paid';
  /** A stable address of its main cover (or another), or null when it has none. */
  cover_url: string | null;
  /** The first 160 characters of the description, as text. */
  summary: string;
}

/** GET public_pages/:user_id — the account's storefront: its content, top coaches and programs. */
export interface PublicPage {
  account: {
    id: number;
    account_kind: AccountKind;
    full_name: string;
    avatar_url: string | null;
    custom_url: string | null;
  };
  /** The short link's path, e.g. /c/42 or /b/my-brand. */
  short_link: string;
  content: PublicPageContent;
  /** The top coaches and programs, at most STOREFRONT_TOP_COACHES and STOREFRONT_TOP_PROGRAMS. */
  coaches: StorefrontCoach[];
  programs: StorefrontProgram[];
  coaches_total: number;
  programs_total: number;
  /** The signed-in viewer may edit this page (the account's owner acting as it). */
  can_edit: boolean;
}

const link = lazySchema(() =>
  yup
    .string()
    .trim()
    .max(PUBLIC_PAGE_LINK_MAX)
    .matches(/^https:\/\/[^\s<>"]+$/, {
      message: 'Use a full address starting with https://',
      excludeEmptyString: true,
    })
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value)),
);

const pageTitle = lazySchema(() =>
  yup
    .string()
    .trim()
    .max(PUBLIC_PAGE_TITLE_MAX)
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value)),
);

export const publicPageContentSchema: yup.ObjectSchema<PublicPageContent> = lazySchema(() =>
  yup
    .object({
      title: pageTitle,
      about: yup.string().max(PUBLIC_PAGE_ABOUT_MAX).default(''),
      links: yup
        .object({
          website: link,
          instagram: link,
          facebook: link,
          youtube: link,
          tiktok: link,
        })
        .noUnknown()
        .required(),
    })
    .noUnknown(),
);

/**
 * landing_page_attributes of POST users/me (id, title, links) and PATCH users/private (links) (spec 01
 * section 7): a change to the account's own page, whose id is the account's (docs/decisions/0208). Only
 * what is sent changes; an empty link removes it.
 */
export interface LandingPageAttributes {
  id?: number;
  title?: string | null;
  links?: Partial<PublicPageLinks>;
}
const partialLink = lazySchema(() => link.default(undefined));
export const landingPageAttributesSchema = lazySchema(() =>
  yup
    .object({
      id: yup.number().integer().positive().max(Number.MAX_SAFE_INTEGER),
      title: pageTitle.default(undefined),
      links: yup
        .object({
          website: partialLink,
          instagram: partialLink,
          facebook: partialLink,
          youtube: partialLink,
          tiktok: partialLink,
        })
        .noUnknown()
        .default(undefined),
    })
    .noUnknown()
    .default(undefined),
);

/** ?user_type= on GET public_pages/:user_id: the short link's letter, checked against the account kind. */
export const publicPageQuerySchema = lazySchema(() =>
  yup.object({ user_type: yup.string().oneOf(SHORT_LINK_TYPES).optional() }).noUnknown(),
);
