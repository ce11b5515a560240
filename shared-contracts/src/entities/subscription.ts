import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';

/** Platform subscription of an account (spec 01 section 3). */
export const subscriptionStates = [
  'trialing',
  'active',
  'past_due',
  'incomplete',
  'incomplete_expired',
  'canceled',
  'unpaid',
] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];

export interface PlatformPlan {
  id: number;
  /** 'free', or 'professional_band_<max clients>' for PROFESSIONAL. */
  product_kind: string;
  max_clients: number | null;
}

export interface Subscription {
  plan: PlatformPlan | null;
  scheduled_plan: PlatformPlan | null;
  active: boolean;
  free_usage: boolean;
  free_plan: boolean;
  state: SubscriptionState | null;
  cancel_at_period_end: boolean;
  active_clients: number;
  active_sub_clients: number;
  trial: boolean;
  /** The moment the trial ends, ISO 8601 in UTC ('2026-04-14T15:45:00.000Z'); shown in the viewer's time zone. */
  trial_end_date: string | null;
  /** 'YYYY-MM-DD HH:mm:ss Z' */
  next_payment_date: string | null;
}

const planSchema = lazySchema(() =>
  yup.object({
    id: yup.number().required(),
    product_kind: yup.string().required(),
    max_clients: yup.number().nullable().defined(),
  }),
);

export const subscriptionSchema: yup.ObjectSchema<Subscription> = lazySchema(() =>
  yup.object({
    plan: planSchema.nullable().defined(),
    scheduled_plan: planSchema.nullable().defined(),
    active: yup.boolean().required(),
    free_usage: yup.boolean().required(),
    free_plan: yup.boolean().required(),
    state: yup.mixed<SubscriptionState>().oneOf(subscriptionStates).nullable().defined(),
    cancel_at_period_end: yup.boolean().required(),
    active_clients: yup.number().required(),
    active_sub_clients: yup.number().required(),
    trial: yup.boolean().required(),
    trial_end_date: yup.string().nullable().defined(),
    next_payment_date: yup.string().nullable().defined(),
  }),
);
