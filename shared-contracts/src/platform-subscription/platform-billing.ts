import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { PROFESSIONAL_BANDS } from '../limits/constants';
import type { PlatformPlanStatus } from './platform-plan-status';
import { billingIntervals, type BillingInterval, type PlatformPlanChoice } from './platform-plans';

/**
 * The account's platform plan as its billing page shows it: what Subscription (spec 01 section 3) has,
 * plus what paying for it needs. Times are ISO 8601 in UTC.
 */
export interface PlatformBilling {
  /** null: no plan chosen yet (a trial, or an account that never had one). */
  plan: PlatformPlanChoice | null;
  interval: BillingInterval | null;
  /** What the next period costs on the plan as it stands, in minor units of `currency`; null on FREE. */
  amount: number | null;
  currency: string;
  state: 'trialing' | 'active' | 'past_due' | 'canceled' | null;
  /** The plan's status (spec 01 section 3); null for an account that never had a plan or a trial. */
  status: PlatformPlanStatus | null;
  current_period_start: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  /** A downgrade waiting for the period end. */
  scheduled_plan: PlatformPlanChoice | null;
  trial_end_date: string | null;
  card: { brand: string; last4: string } | null;
  active_clients: number;
  extra_coaches: number;
}

/** A payment the bank wants confirmed (3-D Secure): the page confirms it, then asks the API to check it. */
export interface PendingPlatformPayment {
  invoice_id: number;
  client_secret: string;
}

/** What every change of plan answers. */
export interface PlatformPlanChangeResult {
  billing: PlatformBilling;
  pending_payment: PendingPlatformPayment | null;
}

export const platformInvoiceKinds = ['subscription', 'upgrade', 'annual_switch', 'renewal'] as const;
export type PlatformInvoiceKind = (typeof platformInvoiceKinds)[number];

/** One payment to the platform, listed under billing. */
export interface PlatformInvoice {
  id: number;
  kind: PlatformInvoiceKind;
  plan: PlatformPlanChoice;
  interval: BillingInterval;
  amount: number;
  currency: string;
  status: 'processing' | 'requires_action' | 'succeeded' | 'failed';
  period_start: string;
  period_end: string;
  created_at: string;
  card: { brand: string; last4: string } | null;
}

const paymentMethodId = lazySchema(() =>
  yup
    .string()
    .trim()
    .max(255)
    .matches(/^[A-Za-z0-9_]+$/),
);
const choiceSchema = lazySchema(() =>
  yup
    .mixed<PlatformPlanChoice>()
    .oneOf(['free', ...PROFESSIONAL_BANDS] as PlatformPlanChoice[])
    .required(),
);
const bandSchema = lazySchema(() =>
  yup
    .mixed<(typeof PROFESSIONAL_BANDS)[number]>()
    .oneOf([...PROFESSIONAL_BANDS])
    .required(),
);

export interface ChoosePlatformPlanRequest {
  plan: PlatformPlanChoice;
  interval: BillingInterval;
  payment_method_id?: string;
}
export const choosePlatformPlanSchema: yup.ObjectSchema<ChoosePlatformPlanRequest> = lazySchema(() =>
  yup.object({
    plan: choiceSchema,
    interval: yup.mixed<BillingInterval>().oneOf(billingIntervals).required(),
    payment_method_id: paymentMethodId.optional(),
  }),
);

export interface UpgradePlatformPlanRequest {
  plan: (typeof PROFESSIONAL_BANDS)[number];
  payment_method_id?: string;
}
export const upgradePlatformPlanSchema: yup.ObjectSchema<UpgradePlatformPlanRequest> = lazySchema(() =>
  yup.object({
    plan: bandSchema,
    payment_method_id: paymentMethodId.optional(),
  }),
);

export interface DowngradePlatformPlanRequest {
  plan: PlatformPlanChoice;
}
export const downgradePlatformPlanSchema: yup.ObjectSchema<DowngradePlatformPlanRequest> = lazySchema(() =>
  yup.object({
    plan: choiceSchema,
  }),
);

export interface PlatformPaymentRequest {
  payment_method_id?: string;
}
export const platformPaymentSchema: yup.ObjectSchema<PlatformPaymentRequest> = lazySchema(() =>
  yup.object({
    payment_method_id: paymentMethodId.optional(),
  }),
);
