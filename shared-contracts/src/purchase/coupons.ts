import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { messages } from '../messages/catalogue';
import type { Cadence } from '../programs/plan-types';

const m = messages.coupons;

export const couponDurations = ['once', 'repeating', 'forever'] as const;
export type CouponDuration = (typeof couponDurations)[number];

/** A coach's coupon (spec 02 section 3): percent off for once, N months or forever, with its limits. */
export interface Coupon {
  id: number;
  /** The code clients type at checkout, upper case. */
  name: string;
  percent_off: number;
  duration: CouponDuration;
  duration_in_months: number | null;
  max_redemptions: number | null;
  redemptions: number;
  /** YYYY-MM-DD, inclusive; null for no limit. */
  starts_on: string | null;
  ends_on: string | null;
  /** The one program it is assigned to; null for every program of the account. */
  program_id: number | null;
  archived: boolean;
}

const isoDay = () =>
  yup
    .string()
    .nullable()
    .default(null)
    .matches(/^\d{4}-\d{2}-\d{2}$/, { message: m.dateInvalid, excludeEmptyString: true });

/** POST coach/coupons: a new coupon. Discount and duration never change afterwards (decision 0160). */
export const couponRequestSchema = lazySchema(() =>
  yup.object({
    name: yup
      .string()
      .trim()
      .required(m.codeRequired)
      .matches(/^[A-Za-z0-9_-]{3,40}$/, m.codeInvalid)
      .transform((value: string) => value.toUpperCase()),
    percent_off: yup
      .number()
      .typeError(m.percentInvalid)
      .integer(m.percentInvalid)
      .min(1, m.percentInvalid)
      .max(100, m.percentInvalid)
      .required(m.percentInvalid),
    duration: yup
      .mixed<CouponDuration>()
      .oneOf(couponDurations, m.durationInvalid)
      .required(m.durationInvalid),
    duration_in_months: yup
      .number()
      .nullable()
      .default(null)
      .typeError(m.monthsInvalid)
      .integer(m.monthsInvalid)
      .min(1, m.monthsInvalid)
      .max(36, m.monthsInvalid)
      .when('duration', {
        is: 'repeating',
        then: (rule) => rule.required(m.monthsInvalid),
        otherwise: (rule) => rule.transform(() => null),
      }),
    max_redemptions: yup
      .number()
      .nullable()
      .default(null)
      .typeError(m.redemptionsInvalid)
      .integer(m.redemptionsInvalid)
      .min(1, m.redemptionsInvalid)
      .max(1_000_000, m.redemptionsInvalid),
    starts_on: isoDay(),
    ends_on: isoDay().test('after-start', m.endBeforeStart, function (value) {
      const start = this.parent.starts_on as string | null;
      return !value || !start || value >= start;
    }),
    program_id: yup.number().nullable().default(null).typeError(m.programInvalid).integer().positive(),
  }),
);
export type CouponRequest = yup.InferType<typeof couponRequestSchema>;

/** POST plans/:plan_id/coupon: what a code takes off the chosen price, before paying. */
export const couponCheckRequestSchema = lazySchema(() =>
  yup.object({
    code: yup.string().trim().required(m.invalid).max(40, m.invalid),
    price_option_id: yup.number().typeError(m.invalid).integer().positive().required(m.invalid),
  }),
);
export type CouponCheckRequest = yup.InferType<typeof couponCheckRequestSchema>;

export interface CouponCheck {
  code: string;
  percent_off: number;
  duration: CouponDuration;
  duration_in_months: number | null;
  /** The first payment after the discount, in minor units of `currency`. */
  first_amount: number;
  amount_before_discount: number;
  currency: string;
}

/** An amount after a percentage off, in minor units, rounded half up (decision 0160). */
export const discountedAmount = (amount: number, percentOff: number) =>
  Math.round((amount * (100 - percentOff)) / 100);

/** How many months one period of each cadence lasts, to count the periods an N-month coupon covers. */
const monthsPerPeriod: Record<Cadence, number> = {
  weekly: 12 / 52,
  biweekly: 12 / 26,
  four_weekly: 12 / 13,
  monthly: 1,
  bimonthly: 2,
  quarterly: 3,
  biannual: 6,
  yearly: 12,
  one_off: 1,
};

/**
 * The periods a coupon lowers, counted from the first: once covers one, forever all (null), N months the
 * periods that begin within N months of the first — 4 monthly payments, or 18 weekly ones, for 4 months.
 */
export function discountedPeriods(
  coupon: Pick<Coupon, 'duration' | 'duration_in_months'>,
  cadence: Cadence,
): number | null {
  if (coupon.duration === 'forever') return null;
  if (coupon.duration === 'once' || cadence === 'one_off') return 1;
  return Math.ceil((coupon.duration_in_months ?? 1) / monthsPerPeriod[cadence] - 1e-9);
}
