import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { messages } from '../messages/catalogue';
import { checkoutBillingSchema } from '../payments/cards';
import type { CancelReason, MembershipState } from '../programs/program-client';
import type { Cadence } from '../programs/plan-types';

const m = messages.purchase;

/** Resume choices after a cancellation (spec 02 section 4): start the schedule again, or go on from where it stopped. */
export const resumeTypes = ['restart', 'continue'] as const;
export type ResumeType = (typeof resumeTypes)[number];

/** A payment method made by the card form (Stripe's pm_…): an opaque id, never a card number. */
const paymentMethodRule = () =>
  yup
    .string()
    .trim()
    .max(255, m.paymentMethodInvalid)
    .matches(/^[A-Za-z0-9_]+$/, { message: m.paymentMethodInvalid, excludeEmptyString: true });

/** A real day, YYYY-MM-DD. */
const isoDayRule = () =>
  yup
    .string()
    .trim()
    .test(
      'iso-day',
      m.startDateInvalid,
      (value) =>
        value === undefined ||
        (/^\d{4}-\d{2}-\d{2}$/.test(value) &&
          new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value),
    );

/** The browser's IANA time zone: "today" is the client's, not the server's. */
const timeZoneRule = () =>
  yup
    .string()
    .trim()
    .max(64, m.timeZoneInvalid)
    .test('time-zone', m.timeZoneInvalid, (value) => {
      if (value === undefined || value === '') return true;
      try {
        new Intl.DateTimeFormat('en', { timeZone: value });
        return true;
      } catch {
        return false;
      }
    });

/**
 * POST stripe/plan/:plan_id/buy: get a free program, buy a one-off price option or subscribe to a
 * recurring one. Only ids and a date travel: the server prices the purchase from its own records.
 */
export const purchasePlanRequestSchema = lazySchema(() =>
  yup.object({
    price_option_id: yup
      .number()
      .typeError(m.priceOptionUnavailable)
      .integer(m.priceOptionUnavailable)
      .positive(m.priceOptionUnavailable)
      .max(Number.MAX_SAFE_INTEGER, m.priceOptionUnavailable),
    start_date: isoDayRule(),
    time_zone: timeZoneRule(),
    payment_method_id: paymentMethodRule(),
    resume_type: yup.mixed<ResumeType>().oneOf(resumeTypes, m.resumeTypeInvalid),
    /** The waiver accepted with the box ticked, signed with the client's name (decision 0161). */
    waiver: yup
      .object({
        accepted: yup
          .boolean()
          .oneOf([true], messages.purchase.waiverRequired)
          .required(messages.purchase.waiverRequired),
        full_name: yup
          .string()
          .trim()
          .required(messages.purchase.waiverNameRequired)
          .max(120, messages.purchase.waiverNameRequired),
      })
      .optional()
      .default(undefined),
    /** A coupon code of the program's coach; checked and priced by the server (decision 0160). */
    coupon: yup.string().trim().max(40, messages.coupons.invalid),
    /** The billing address typed with a new card (decision 0175); kept with the card at the provider. */
    billing_details: checkoutBillingSchema.optional().default(undefined),
  }),
);
export type PurchasePlanRequest = yup.InferType<typeof purchasePlanRequestSchema>;

/** POST stripe/plan/:plan_id/retry: pay what is owed now, with the card on file or a new one. */
export const retryPaymentRequestSchema = lazySchema(() =>
  yup.object({
    payment_method_id: paymentMethodRule(),
    /** With a new card: its billing address (decision 0175). */
    billing_details: checkoutBillingSchema.optional().default(undefined),
  }),
);
export type RetryPaymentRequest = yup.InferType<typeof retryPaymentRequestSchema>;

/** POST stripe/plan/:plan_id/retry/check: the payment the cardholder confirmed (3-D Secure). */
export const checkPaymentRequestSchema = lazySchema(() =>
  yup.object({
    intent: yup
      .string()
      .trim()
      .required(m.intentRequired)
      .max(255, m.intentRequired)
      .matches(/^[A-Za-z0-9_]+$/, m.intentRequired),
  }),
);
export type CheckPaymentRequest = yup.InferType<typeof checkPaymentRequestSchema>;

/** The client's own membership of a program, as the purchase calls answer it. */
export interface ClientMembership {
  id: number;
  plan_id: number;
  state: MembershipState;
  cancel_at_period_end: boolean;
  canceled_by: CancelReason | null;
  /** YYYY-MM-DD in the client's time zone. */
  start_day: string | null;
  end_day: string | null;
  /** ISO moment: the trial's end, when there is a trial. */
  trial_end: string | null;
  /** ISO moment the current period ends (the next charge of a subscription). */
  current_period_end: string | null;
  plan_price: { amount: number; currency: string; duration: Cadence } | null;
  /** The price option the subscription switches to at its next period, when the client asked for one. */
  pending_price_option_id: number | null;
}

/** POST athlete/plans/:plan_id/switch: another live price option of the program, from the next period. */
export const switchPriceRequestSchema = lazySchema(() =>
  yup.object({
    price_option_id: yup
      .number()
      .typeError(m.priceOptionRequired)
      .integer(m.priceOptionRequired)
      .positive(m.priceOptionRequired)
      .required(m.priceOptionRequired),
  }),
);
export type SwitchPriceRequest = yup.InferType<typeof switchPriceRequestSchema>;

/** What a buy, retry or check answers: the membership and, for 3-D Secure, what the card form confirms. */
export interface PurchaseResult {
  membership: ClientMembership;
  requires_action: boolean;
  payment_intent_client_secret: string | null;
  /** The payment the card form confirms, sent back to the check call. */
  payment_intent_id: string | null;
}

/** GET plans/:plan_id/re_add_info: the program's current start and the first day it may move to. */
export interface RescheduleInfo {
  /** YYYY-MM-DD */
  start_current_schedule: string | null;
  min_available_date: string;
}

/** POST plans/:plan_id/re_add_schedule: the new first day (decision 0162). */
export const rescheduleRequestSchema = lazySchema(() =>
  yup.object({
    date: isoDayRule().required(m.startDateRequired),
  }),
);
export type RescheduleRequest = yup.InferType<typeof rescheduleRequestSchema>;
