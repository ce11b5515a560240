import {
  ENDED_PURCHASE_STATES,
  addDays,
  clientToday,
  discountedAmount,
  discountedPeriods,
  messages,
  type CouponCheck,
  type CouponCheckRequest,
  startOfClientDay,
  type BillingDetails,
  type PurchasePlanRequest,
  type PurchaseResult,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import type { PaymentMethod, PaymentProvider } from '../payment-provider';
import type { ChargeService } from '../payments';
import { keepBillingOf } from './card-billing';
import { cardRepository } from './card-repository';
import { acceptWaiverIfNeeded } from './waivers';
import { redeemCoupon, usableCoupon } from '../coupons';
import { publicProgramReader, type JoinLimits } from '../programs';
import type { BillingSchedule } from './billing';
import type { MembershipTransitions } from './membership-transition';
import { chargePeriod, type ChargeOutcome } from './period-charge';
import { presentMembership, presentResult } from './purchase-presenter';
import { purchaseRepository, type PurchaseMembershipRow } from './purchase-repository';
import { planPurchase, type PurchasePlan } from './purchase-rules';

const m = messages.purchase;
const DAY_MS = 86_400_000;

/** The card's refusal in words the client can act on, under the field they change. */
export function cardRefusal(outcome: ChargeOutcome) {
  const code = outcome.kind === 'failed' ? outcome.code : null;
  const message =
    code === 'insufficient_funds'
      ? messages.payments.insufficientFunds
      : code === 'generic_decline' || code === 'card_declined'
        ? messages.payments.cardDeclined
        : code === 'provider_refused'
          ? m.paymentMethodInvalid
          : messages.payments.cardError;
  return httpError(422, message, { payment_method_id: [message] });
}

/**
 * Where a returning client's schedule starts (decision 0123): restart begins again on the chosen day;
 * continue picks up where they stopped, so the start moves forward by the days they had trained.
 */
function resumedStart(row: PurchaseMembershipRow, startDay: string, request: PurchasePlanRequest) {
  if (request.resume_type !== 'continue' || !row.start_day || !row.canceled_at) return startDay;
  const trained = Math.max(
    0,
    Math.floor((row.canceled_at.getTime() - Date.parse(`${row.start_day}T00:00:00Z`)) / DAY_MS),
  );
  return addDays(startDay, -trained);
}

/** The provider's record of the card the browser sent (read before any transaction); unknown ids are refused. */
export async function paymentMethodOf(
  provider: PaymentProvider,
  id: string | null | undefined,
): Promise<PaymentMethod | null> {
  if (!id) return null;
  const method = await provider.retrievePaymentMethod(id);
  if (!method) throw httpError(422, m.paymentMethodInvalid, { payment_method_id: [m.paymentMethodInvalid] });
  return method;
}

/**
 * The card a client paid with is kept for the coach, so they find it under their payment methods: only a
 * card that paid (or was accepted for a trial), never one the bank refused. Its billing address goes with it.
 */
export async function keepCardOf(
  db: Queryable,
  userId: number,
  accountId: number,
  method: PaymentMethod | null,
  billing: BillingDetails | null = null,
) {
  if (method) await cardRepository.remember(db, { userId, accountId, method, billing });
}

/**
 * Buying a program (spec 02 section 4): a free program is granted, a one-off price charged once, a
 * recurring price subscribed to with the program's trial (first charge at start + trial_days).
 */
export function createPurchaseService(
  { db, clock }: ApiContext,
  {
    charges,
    billing,
    joinLimits,
    provider,
    transitions: { applyEvent },
  }: {
    charges: ChargeService;
    billing: BillingSchedule;
    joinLimits: JoinLimits;
    provider: PaymentProvider;
    transitions: MembershipTransitions;
  },
) {
  /** The client's membership in init, made or restarted; refused when they already have the program. */
  async function prepare(
    tx: Queryable,
    plan: PurchasePlan,
    userId: number,
    request: PurchasePlanRequest,
    method: PaymentMethod | null,
  ) {
    const programId = plan.found.program.id;
    let row = await purchaseRepository.findOwn(tx, programId, userId, true);
    if (row?.is_blocked) throw httpError(403, messages.clients.blocked);
    await acceptWaiverIfNeeded(tx, plan.found, userId, request);
    // Anyone not already part-way through this purchase is a newcomer to the coach's plan limits.
    if (row?.state !== 'init')
      await joinLimits.check(tx, plan.found.program.account_id, {
        program: plan.found.program,
        count: 1,
        exceptUserId: userId,
      });
    if (row && ['pending', 'invited'].includes(row.state as string)) {
      // Added by hand or invited: the purchase is how they join, so the row starts its purchase here.
      await tx.query(
        `UPDATE plan_memberships SET state = 'init', billing = $2, joined_at = now() WHERE id = $1`,
        [row.id, plan.billing],
      );
      row = await purchaseRepository.findById(tx, row.id, true);
    } else if (row && (ENDED_PURCHASE_STATES as readonly string[]).includes(row.state)) {
      const restarted = await applyEvent(tx, row, { type: 'restarted', billing: plan.billing });
      if (!restarted.ok) throw httpError(409, m.alreadyMember);
      row = await purchaseRepository.update(tx, row.id, {
        purchase_seq: row.purchase_seq + 1,
        payment_attempts: 0,
        start_day: resumedStart(row, plan.startDay, request),
      });
    } else if (row && (row.state !== 'init' || row.billing !== plan.billing)) {
      throw httpError(409, m.alreadyMember);
    }
    row ??= await purchaseRepository.create(tx, {
      programId,
      accountId: plan.found.program.account_id,
      userId,
      billing: plan.billing,
    });
    if (!row) throw httpError(409, m.alreadyMember);
    if (method && !(await purchaseRepository.claimPaymentMethod(tx, method.id, userId)))
      throw httpError(422, m.paymentMethodInvalid, { payment_method_id: [m.paymentMethodInvalid] });
    const startDay =
      row.start_day && row.state === 'init' && request.resume_type === 'continue'
        ? row.start_day
        : plan.startDay;
    return purchaseRepository.update(tx, row.id, {
      price_option_id: plan.price?.id ?? null,
      start_day: startDay,
      // The last day moves with the first (a client who continues keeps the length of the program).
      end_day: plan.endDay
        ? addDays(plan.endDay, Math.round((Date.parse(startDay) - Date.parse(plan.startDay)) / DAY_MS))
        : null,
      time_zone: plan.timeZone,
      payment_method_id: request.payment_method_id ?? null,
    });
  }

  /**
   * Redeems the coupon the client typed (decision 0160): the membership keeps its percent for the periods
   * the coupon covers. A retry of the same purchase keeps the coupon it already redeemed.
   */
  async function withCoupon(
    tx: Queryable,
    row: PurchaseMembershipRow,
    plan: PurchasePlan,
    request: PurchasePlanRequest,
    userId: number,
  ): Promise<PurchaseMembershipRow> {
    const code = request.coupon?.trim();
    if (!code) return row;
    if (!plan.price) throw httpError(422, messages.coupons.invalid, { coupon: [messages.coupons.invalid] });
    if (row.coupon_code === code.toUpperCase()) return row;
    const coupon = await redeemCoupon(tx, {
      accountId: plan.found.program.account_id,
      programId: plan.found.program.id,
      code,
      userId,
      today: clientToday(clock.now().toISOString(), plan.timeZone),
      membershipId: row.id,
    });
    const periods = discountedPeriods(coupon, plan.price.duration);
    return purchaseRepository.update(tx, row.id, {
      coupon_id: coupon.id,
      discount_percent: coupon.percent_off,
      discount_until_period: periods === null ? null : row.period + periods,
    });
  }

  /** A free program, or a subscription that starts with a trial or later: nothing to charge today. */
  async function withoutCharge(tx: Queryable, row: PurchaseMembershipRow, plan: PurchasePlan) {
    if (plan.billing === 'free') {
      const applied = await applyEvent(tx, row, {
        type: plan.startsLater ? 'start_scheduled' : 'free_granted',
      });
      if (plan.startsLater) await billing.schedule.startDay(tx, applied.membership);
      if (plan.endDay) await billing.schedule.endDay(tx, applied.membership);
      return applied.membership;
    }
    const trialDays = plan.found.program.trial_days;
    const start = plan.startsLater ? new Date(startOfClientDay(plan.startDay, plan.timeZone)) : clock.now();
    const anchor = new Date(start.getTime() + trialDays * DAY_MS);
    const dated = await purchaseRepository.update(tx, row.id, {
      billing_anchor: anchor,
      trial_end: trialDays > 0 ? anchor : null,
      current_period_end: anchor,
    });
    const applied = await applyEvent(tx, dated, {
      type: plan.startsLater ? 'start_scheduled' : 'trial_started',
    });
    if (plan.startsLater) await billing.schedule.startDay(tx, applied.membership);
    await billing.schedule.chargeDue(tx, applied.membership, 0, anchor);
    return applied.membership;
  }

  return {
    /** POST plans/:plan_id/coupon: what the code takes off the chosen price, before the client pays. */
    async checkCoupon(userId: number, planId: number, request: CouponCheckRequest): Promise<CouponCheck> {
      const invalid = () => httpError(422, messages.coupons.invalid, { coupon: [messages.coupons.invalid] });
      const found = await publicProgramReader.find(db, String(planId));
      const price = await purchaseRepository.priceOption(db, request.price_option_id);
      if (
        !found ||
        found.program.plan_status !== 'published' ||
        !price ||
        price.program_id !== found.program.id ||
        price.archived
      )
        throw invalid();
      const coupon = await usableCoupon(db, {
        accountId: found.program.account_id,
        programId: found.program.id,
        code: request.code,
        userId,
        today: clientToday(clock.now().toISOString(), 'UTC'),
      });
      return {
        code: coupon.name,
        percent_off: coupon.percent_off,
        duration: coupon.duration,
        duration_in_months: coupon.duration_in_months,
        first_amount: discountedAmount(price.amount, coupon.percent_off),
        amount_before_discount: price.amount,
        currency: price.currency,
      };
    },

    async buy(userId: number, planId: number, request: PurchasePlanRequest): Promise<PurchaseResult> {
      const plan = await planPurchase(db, planId, userId, request, clock.now());
      const chargeNow =
        plan.billing === 'one_off' ||
        (plan.billing === 'recurring' && plan.found.program.trial_days === 0 && !plan.startsLater);
      const method = await paymentMethodOf(provider, request.payment_method_id);
      const row = await db
        .transaction(async (tx) => {
          const prepared = await withCoupon(
            tx,
            await prepare(tx, plan, userId, request, method),
            plan,
            request,
            userId,
          );
          if (chargeNow)
            return plan.billing === 'recurring'
              ? purchaseRepository.update(tx, prepared.id, { billing_anchor: clock.now() })
              : prepared;
          return withoutCharge(tx, prepared, plan);
        })
        .catch(async (error: unknown) => {
          await joinLimits.announce(error);
          throw error;
        });
      await keepBillingOf(provider, method, request.billing_details);
      const keepCard = () => keepCardOf(db, userId, row.account_id, method, request.billing_details ?? null);
      if (!chargeNow || row.state !== 'init') {
        await keepCard();
        return presentResult(presentMembership(row, plan.price));
      }

      const outcome = await chargePeriod({ db, charges }, row, plan.price!, {
        paymentMethodId: row.payment_method_id!,
        attempt: 'first',
        description: plan.found.program.title,
      });
      if (!outcome)
        return presentResult(presentMembership((await purchaseRepository.findById(db, row.id))!, plan.price));
      const settled = await db.transaction(async (tx) => {
        const locked = (await purchaseRepository.findById(tx, row.id, true))!;
        if (locked.purchase_seq !== row.purchase_seq) return locked;
        const after = await billing.settle(tx, locked, outcome, {
          cadence: plan.price!.duration,
          startsLater: plan.startsLater,
        });
        const paid = after.applied.membership;
        if (after.applied.ok && plan.billing === 'one_off' && paid.paid_period === 0) {
          if (plan.startsLater) await billing.schedule.startDay(tx, paid);
          if (plan.endDay) await billing.schedule.endDay(tx, paid);
        }
        return paid;
      });
      if (outcome.kind === 'failed') throw cardRefusal(outcome);
      await keepCard();
      return presentResult(
        presentMembership(settled, plan.price),
        outcome.kind === 'requires_action' && settled.state === 'incomplete'
          ? { clientSecret: outcome.clientSecret, intentId: outcome.intentId }
          : null,
      );
    },
  };
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;
