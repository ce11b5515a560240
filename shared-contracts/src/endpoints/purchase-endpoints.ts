import {
  checkPaymentRequestSchema,
  couponCheckRequestSchema,
  couponRequestSchema,
  type Coupon,
  type CouponCheck,
  type CouponCheckRequest,
  type CouponRequest,
  purchasePlanRequestSchema,
  retryPaymentRequestSchema,
  type BillingEntry,
  type BillingPurchase,
  type CheckPaymentRequest,
  type ClientMembership,
  type MyProgram,
  type PublicPlan,
  type PurchasePlanRequest,
  type PurchaseResult,
  type Receipt,
  type RescheduleInfo,
  type RescheduleRequest,
  rescheduleRequestSchema,
  switchPriceRequestSchema,
  type SwitchPriceRequest,
  type RetryPaymentRequest,
} from '../purchase';
import { defineEndpoint } from './define-endpoint';

/**
 * The public program page (spec 02 section 7). Open to everyone; a signed-in viewer's token, when sent,
 * tells the API who is looking (their membership, whether they may buy, whether they own it).
 */
export const purchaseEndpoints = {
  getPublicPlan: defineEndpoint<void, PublicPlan>({
    method: 'GET',
    path: 'plans/:plan_id/public',
    authenticated: false,
  }),
  /** A stable address of a published program's cover: redirects to the current image (open graph uses it). */
  publicPlanCover: defineEndpoint<void, void>({
    method: 'GET',
    path: 'plans/:plan_id/covers/:cover_type',
    authenticated: false,
  }),

  /**
   * Buying and subscribing (spec 02 sections 4 and 7), for the signed-in client. The client's own
   * membership is found by the program and the caller: another client's is never reached (404).
   */
  purchasePlan: defineEndpoint<PurchasePlanRequest, PurchaseResult>({
    method: 'POST',
    path: 'stripe/plan/:plan_id/buy',
    authenticated: true,
    body: purchasePlanRequestSchema,
  }),
  /** Pays what an incomplete or past-due membership owes; may answer requires_action (3-D Secure). */
  retryPayment: defineEndpoint<RetryPaymentRequest, PurchaseResult>({
    method: 'POST',
    path: 'stripe/plan/:plan_id/retry',
    authenticated: true,
    body: retryPaymentRequestSchema,
  }),
  /** After the card form confirmed a payment that required action: reads it and moves the membership. */
  checkPayment: defineEndpoint<CheckPaymentRequest, PurchaseResult>({
    method: 'POST',
    path: 'stripe/plan/:plan_id/retry/check',
    authenticated: true,
    body: checkPaymentRequestSchema,
  }),
  /** Every payment the client made or tried, newest first (billing_history). */
  billingHistory: defineEndpoint<void, BillingEntry[]>({
    method: 'GET',
    path: 'user/billing/history',
    authenticated: true,
  }),
  /** What a coupon code takes off the chosen price, shown before paying (422 "Coupon is invalid"). */
  checkCoupon: defineEndpoint<CouponCheckRequest, CouponCheck>({
    method: 'POST',
    path: 'plans/:plan_id/coupon',
    authenticated: true,
    body: couponCheckRequestSchema,
  }),
  /** The account's coupons (coach_profile_coupons): the owner's, as money is theirs. */
  coupons: defineEndpoint<void, Coupon[]>({
    method: 'GET',
    path: 'coach/coupons',
    authenticated: true,
  }),
  createCoupon: defineEndpoint<CouponRequest, Coupon>({
    method: 'POST',
    path: 'coach/coupons',
    authenticated: true,
    closedWhileBlocked: true,
    body: couponRequestSchema,
  }),
  /** Deactivates a coupon: no new redemptions; memberships that redeemed it keep their discount. */
  archiveCoupon: defineEndpoint<void, Coupon>({
    method: 'DELETE',
    path: 'coach/coupons/:coupon_id',
    authenticated: true,
  }),
  /** Reschedule (spec 02 section 7): a Fixed Length program not started yet moves to another first day. */
  rescheduleInfo: defineEndpoint<void, RescheduleInfo>({
    method: 'GET',
    path: 'plans/:plan_id/re_add_info',
    authenticated: true,
  }),
  reschedule: defineEndpoint<RescheduleRequest, ClientMembership>({
    method: 'POST',
    path: 'plans/:plan_id/re_add_schedule',
    authenticated: true,
    body: rescheduleRequestSchema,
  }),
  /** The programs the client paid for, newest first (billing › purchases). */
  billingPurchases: defineEndpoint<void, BillingPurchase[]>({
    method: 'GET',
    path: 'user/billing/purchases',
    authenticated: true,
  }),
  /** One successful payment's receipt, the client's own only (404 otherwise); the page draws its PDF. */
  receipt: defineEndpoint<void, Receipt>({
    method: 'GET',
    path: 'user/billing/receipts/:charge_id',
    authenticated: true,
  }),
  /** The client's programs across every coach; query list active (default) or past. */
  myPrograms: defineEndpoint<void, MyProgram[]>({
    method: 'GET',
    path: 'athlete/plans',
    authenticated: true,
  }),
  myMembership: defineEndpoint<void, ClientMembership>({
    method: 'GET',
    path: 'athlete/plans/:plan_id/membership',
    authenticated: true,
  }),
  /** Cancel subscription: a paid period runs to its end; anything else (trial, unpaid) ends now. */
  cancelSubscription: defineEndpoint<void, ClientMembership>({
    method: 'DELETE',
    path: 'stripe/plan/:plan_id/unsubscribe',
    authenticated: true,
  }),
  /** Ends the membership at once, whatever was paid (decision 0122). */
  cancelMembershipNow: defineEndpoint<void, ClientMembership>({
    method: 'POST',
    path: 'athlete/plans/:plan_id/cancel_now',
    authenticated: true,
  }),
  /** Clears cancel_at_period_end (spec 02 section 4: Resume subscription). */
  resumeSubscription: defineEndpoint<void, ClientMembership>({
    method: 'POST',
    path: 'athlete/plans/:plan_id/resume_subscribe',
    authenticated: true,
  }),
  /** Switches a running subscription to another price option from its next period (decision 0144). */
  switchPrice: defineEndpoint<SwitchPriceRequest, ClientMembership>({
    method: 'POST',
    path: 'athlete/plans/:plan_id/switch',
    authenticated: true,
    body: switchPriceRequestSchema,
  }),
  /** Cancels a switch that has not happened yet: the subscription renews at its current price. */
  cancelPriceSwitch: defineEndpoint<void, ClientMembership>({
    method: 'DELETE',
    path: 'athlete/plans/:plan_id/switch',
    authenticated: true,
  }),
};
