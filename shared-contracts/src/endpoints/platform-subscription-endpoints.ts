import {
  choosePlatformPlanSchema,
  downgradePlatformPlanSchema,
  platformPaymentSchema,
  upgradePlatformPlanSchema,
  type ChoosePlatformPlanRequest,
  type DowngradePlatformPlanRequest,
  type PlatformBilling,
  type PlatformInvoice,
  type PlatformPaymentRequest,
  type PlatformPlanChangeResult,
  type UpgradePlatformPlanRequest,
} from '../platform-subscription/platform-billing';
import { defineEndpoint } from './define-endpoint';

/**
 * The account's platform plan, self-serve at every step (spec 01 sections 3 and 4). The spec shows only
 * GET subscribe; these calls sit under it (docs/decisions/0152). All are the account owner's: another
 * member is refused (403). None is closed while blocked: a blocked account pays here to open again.
 */
export const platformSubscriptionEndpoints = {
  platformBilling: defineEndpoint<void, PlatformBilling>({
    method: 'GET',
    path: 'subscribe/billing',
    authenticated: true,
  }),
  /** From a trial, FREE, a cancelled plan or none: FREE at once, or a band paid now. */
  choosePlatformPlan: defineEndpoint<ChoosePlatformPlanRequest, PlatformPlanChangeResult>({
    method: 'POST',
    path: 'subscribe/choose',
    authenticated: true,
    body: choosePlatformPlanSchema,
  }),
  /** A bigger band at once, the difference charged for the rest of the period. */
  upgradePlatformPlan: defineEndpoint<UpgradePlatformPlanRequest, PlatformPlanChangeResult>({
    method: 'POST',
    path: 'subscribe/upgrade',
    authenticated: true,
    body: upgradePlatformPlanSchema,
  }),
  /** A smaller band or FREE from the period end, when the account fits it. */
  downgradePlatformPlan: defineEndpoint<DowngradePlatformPlanRequest, PlatformPlanChangeResult>({
    method: 'POST',
    path: 'subscribe/downgrade',
    authenticated: true,
    body: downgradePlatformPlanSchema,
  }),
  cancelPlatformPlan: defineEndpoint<void, PlatformPlanChangeResult>({
    method: 'POST',
    path: 'subscribe/cancel',
    authenticated: true,
  }),
  /** Undoes a cancellation or a scheduled downgrade; a plan already ended starts again, paid now. */
  resumePlatformPlan: defineEndpoint<PlatformPaymentRequest, PlatformPlanChangeResult>({
    method: 'POST',
    path: 'subscribe/resume',
    authenticated: true,
    body: platformPaymentSchema,
  }),
  /** Monthly to annual: a year from now, less what is left of the month paid for. */
  switchPlatformPlanToAnnual: defineEndpoint<PlatformPaymentRequest, PlatformPlanChangeResult>({
    method: 'POST',
    path: 'subscribe/annual',
    authenticated: true,
    body: platformPaymentSchema,
  }),
  platformInvoices: defineEndpoint<void, PlatformInvoice[]>({
    method: 'GET',
    path: 'subscribe/invoices',
    authenticated: true,
  }),
  /** After the bank's confirmation (3-D Secure): the payment is read again and the change applied. */
  confirmPlatformInvoice: defineEndpoint<void, PlatformPlanChangeResult>({
    method: 'POST',
    path: 'subscribe/invoices/:invoice_id/confirm',
    authenticated: true,
  }),
} as const;
