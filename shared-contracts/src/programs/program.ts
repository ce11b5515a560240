import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { emailRule } from '../auth/field-rules';
import {
  MAX_ALLOWED_EMAILS,
  MAX_AVERAGE_DURATION_MINUTES,
  MAX_BUFFER_WEEKS,
  MAX_FIXED_WEEKS,
  MAX_PROGRAM_ATTACHMENTS,
  MAX_SESSIONS_PER_DAY,
  MAX_TRAINING_VISIBILITY_DAYS,
  MAX_TRIAL_DAYS,
  MAX_WAIVER_ATTACHMENTS,
  PROGRAM_DESCRIPTION_MAX_LENGTH,
  PROGRAM_TITLE_MAX_LENGTH,
  PROGRAM_URL_MAX_LENGTH,
  WAIVER_TEXT_MAX_LENGTH,
  WELCOME_MESSAGE_MAX_LENGTH,
} from '../limits/constants';
import { messages } from '../messages/catalogue';
import type { MediaKind, MediaState } from '../media/media-item';
import { planTypes, type PlanType } from './plan-types';
import type { PriceOption } from './price-option';

const m = messages.programs;
const v = messages.validation;

export const planStatuses = ['draft', 'published'] as const;
export type PlanStatus = (typeof planStatuses)[number];
export const planPricings = ['free', 'paid'] as const;
export type PlanPricing = (typeof planPricings)[number];

export const coverTypes = ['main', 'mobile_view', 'table_view', 'tiled_view'] as const;
export type CoverType = (typeof coverTypes)[number];

/**
 * What each cover type is cropped to (spec 02 section 3): the ratio the crop must have and the size the
 * browser exports (JPEG at COVER_JPEG_QUALITY). See docs/decisions/0047.
 */
export const coverCrops: Record<CoverType, { ratio: number; width: number; height: number }> = {
  main: { ratio: 1.94, width: 360, height: 186 },
  mobile_view: { ratio: 1, width: 500, height: 500 },
  table_view: { ratio: 1, width: 130, height: 130 },
  tiled_view: { ratio: 250 / 130, width: 250, height: 130 },
};
export const COVER_JPEG_QUALITY = 0.4;
export const COVER_MIN_CROP = { width: 2, height: 1 } as const;
/** How far a crop's ratio may stray from its cover type's ratio (rounding of whole pixels). */
export const COVER_RATIO_TOLERANCE = 0.03;

export interface CropCoordinates {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ProgramCover {
  cover_type: CoverType;
  crop_ratio: number;
  coordinates: CropCoordinates | null;
  media: { id: number; type: MediaKind; state: MediaState; title: string };
}

/**
 * A file of the account's media library attached to a program or its waiver (spec 02 sections 2 and 3,
 * decision 0220), as the coach's editor lists it.
 */
export interface ProgramAttachment {
  /** The media item's id. */
  id: number;
  title: string;
  kind: MediaKind;
  /** Bytes, for an uploaded file; null for a video link. */
  file_size: number | null;
  content_type: string | null;
}

export interface PlanWaiver {
  show: boolean;
  text: string;
  /** Media ids of the account's library, in the order the client sees them. */
  attachments: number[];
  /** The same files, named, in that order (an item deleted from the library is left out). */
  attachment_items: ProgramAttachment[];
}

/** A program as its coach sees it (spec 02 section 3, Plan, with the program settings). */
export interface Program {
  id: number;
  account_id: number;
  title: string;
  plan_type: PlanType;
  plan_status: PlanStatus;
  archive: boolean;
  plan_pricing: PlanPricing;
  /** Sanitised HTML. */
  description: string;
  level: number | null;
  average_duration: number | null;
  weeks_duration: number | null;
  sections_duration: number | null;
  sessions_per_day: number;
  /** Fixed Length: how many weeks. */
  weeks: number | null;
  trial_days: number;
  launch_date: string | null;
  plan_max_buffer: number | null;
  custom_url: string | null;
  skip_sales_page: boolean;
  welcome_message: string;
  plan_waiver: PlanWaiver;
  /** Days ahead a client sees their training; null means unlimited. */
  training_visibility_days: number | null;
  /** True: public; false: private, open only to allowed_emails. */
  accessibility: boolean;
  allowed_emails: string[];
  storefront_visible: boolean;
  performance_notifications: boolean;
  /** Price options, sorted by the fixed cadence order; archived ones included and flagged. */
  original_price: PriceOption[];
  covers: ProgramCover[];
  /** Files listed under Attachments on the public page, in order (decision 0220). */
  attachments: ProgramAttachment[];
  /** Clients counted on the program now (not pending, not past). */
  clients_count: number;
  /** Fixed Length: clients who ever got it (the FREE plan allows 5 downloads a program); null otherwise. */
  downloads_count: number | null;
  /** Why the type cannot change, or null when it can. */
  type_locked_reason: string | null;
  /** Set up by the platform (the seeded product): its type is fixed. */
  seeded: boolean;
  created_at: string;
  published_at: string | null;
}

/** Custom program URL (spec 02 section 5): letters, digits, - and _, not only digits. Empty means none. */
export const customUrlRule = () =>
  yup
    .string()
    .trim()
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value))
    .max(PROGRAM_URL_MAX_LENGTH, v.tooLong(PROGRAM_URL_MAX_LENGTH))
    .matches(/^[A-Za-z0-9_-]+$/, { message: m.urlCharacters, excludeEmptyString: true })
    .test('not-only-digits', m.urlOnlyDigits, (value) => !value || !/^\d+$/.test(value));

const wholeNumber = (min: number, max: number) =>
  yup
    .number()
    .typeError(m.wholeNumber(min, max))
    .integer(m.wholeNumber(min, max))
    .min(min, m.wholeNumber(min, max))
    .max(max, m.wholeNumber(min, max));

const titleRule = () =>
  yup.string().trim().max(PROGRAM_TITLE_MAX_LENGTH, v.tooLong(PROGRAM_TITLE_MAX_LENGTH));

const planTypeRule = () => yup.mixed<PlanType>().oneOf(planTypes, m.typeInvalid);

const isoDate = () =>
  yup
    .string()
    .nullable()
    .matches(/^\d{4}-\d{2}-\d{2}$/, { message: m.dateInvalid, excludeEmptyString: true })
    .test('real-date', m.dateInvalid, (value) => {
      if (!value) return true;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    });

/** POST coach/plans: a draft of the chosen type. */
export const createProgramRequestSchema = lazySchema(() =>
  yup.object({
    plan_type: planTypeRule().required(m.typeRequired),
    title: titleRule().required(m.titleRequired),
  }),
);
export type CreateProgramRequest = yup.InferType<typeof createProgramRequestSchema>;

/** PATCH coach/plans/:plan_id: main info (create_plan_main_info / edit main). Absent fields stay. */
export const updateProgramRequestSchema = lazySchema(() =>
  yup.object({
    title: titleRule().min(1, m.titleRequired),
    plan_type: planTypeRule(),
    description: yup.string().max(PROGRAM_DESCRIPTION_MAX_LENGTH, v.tooLong(PROGRAM_DESCRIPTION_MAX_LENGTH)),
    level: yup
      .number()
      .nullable()
      .typeError(m.levelRange)
      .integer(m.levelRange)
      .min(1, m.levelRange)
      .max(5, m.levelRange),
    average_duration: wholeNumber(1, MAX_AVERAGE_DURATION_MINUTES).nullable(),
    weeks_duration: wholeNumber(1, 7).nullable(),
    sections_duration: wholeNumber(1, 1000).nullable(),
    sessions_per_day: yup
      .number()
      .typeError(m.sessionsPerDayInvalid(MAX_SESSIONS_PER_DAY))
      .integer(m.sessionsPerDayInvalid(MAX_SESSIONS_PER_DAY))
      .min(1, m.sessionsPerDayInvalid(MAX_SESSIONS_PER_DAY))
      .max(MAX_SESSIONS_PER_DAY, m.sessionsPerDayInvalid(MAX_SESSIONS_PER_DAY)),
  }),
);
export type UpdateProgramRequest = yup.InferType<typeof updateProgramRequestSchema>;

/** PATCH coach/plans/:plan_id/settings: the program settings of spec 02 section 3. */
export const programSettingsRequestSchema = lazySchema(() =>
  yup.object({
    plan_pricing: yup.mixed<PlanPricing>().oneOf(planPricings),
    trial_days: wholeNumber(0, MAX_TRIAL_DAYS),
    custom_url: customUrlRule(),
    skip_sales_page: yup.boolean(),
    welcome_message: yup.string().max(WELCOME_MESSAGE_MAX_LENGTH, v.tooLong(WELCOME_MESSAGE_MAX_LENGTH)),
    plan_waiver: yup
      .object({
        show: yup.boolean().required(),
        text: yup.string().max(WAIVER_TEXT_MAX_LENGTH, v.tooLong(WAIVER_TEXT_MAX_LENGTH)).default(''),
        attachments: yup
          .array(yup.number().integer().positive().required())
          .max(MAX_WAIVER_ATTACHMENTS)
          .default([]),
      })
      .default(undefined),
    training_visibility_days: wholeNumber(1, MAX_TRAINING_VISIBILITY_DAYS).nullable(),
    accessibility: yup.boolean(),
    allowed_emails: yup.array(emailRule()).max(MAX_ALLOWED_EMAILS),
    storefront_visible: yup.boolean(),
    performance_notifications: yup.boolean(),
  }),
);
export type ProgramSettingsRequest = yup.InferType<typeof programSettingsRequestSchema>;

/** PATCH coach/plans/:plan_id/schedule: what the schedule builder keeps on the program itself. */
export const programScheduleRequestSchema = lazySchema(() =>
  yup.object({
    launch_date: isoDate(),
    weeks: wholeNumber(1, MAX_FIXED_WEEKS).nullable(),
    plan_max_buffer: wholeNumber(0, MAX_BUFFER_WEEKS).nullable(),
  }),
);
export type ProgramScheduleRequest = yup.InferType<typeof programScheduleRequestSchema>;

/** PUT coach/plans/:plan_id/covers: one cover of a type, from a media item of the account. */
export const programCoverRequestSchema = lazySchema(() =>
  yup.object({
    cover_type: yup.mixed<CoverType>().oneOf(coverTypes).required(),
    media_id: yup.number().typeError(v.wrongType('a number')).integer().positive().required(),
    coordinates: yup
      .object({
        x: yup.number().min(0).required(),
        y: yup.number().min(0).required(),
        width: yup.number().min(COVER_MIN_CROP.width).required(),
        height: yup.number().min(COVER_MIN_CROP.height).required(),
      })
      .nullable()
      .default(null),
  }),
);
export type ProgramCoverRequest = yup.InferType<typeof programCoverRequestSchema>;

/**
 * PUT coach/plans/:plan_id/attachments: the program's attachments, all of them in their order (adding,
 * removing and moving one is sending the new list). Media items of the account's own library.
 */
export const programAttachmentsRequestSchema = lazySchema(() =>
  yup.object({
    media_ids: yup
      .array(yup.number().typeError(v.wrongType('a number')).integer().positive().required())
      .max(MAX_PROGRAM_ATTACHMENTS, m.tooManyAttachments(MAX_PROGRAM_ATTACHMENTS))
      .required(),
  }),
);
export type ProgramAttachmentsRequest = yup.InferType<typeof programAttachmentsRequestSchema>;

/** True when a crop has the ratio its cover type asks for. */
export function cropFits(coverType: CoverType, coordinates: CropCoordinates): boolean {
  const wanted = coverCrops[coverType].ratio;
  return Math.abs(coordinates.width / coordinates.height / wanted - 1) <= COVER_RATIO_TOLERANCE;
}
