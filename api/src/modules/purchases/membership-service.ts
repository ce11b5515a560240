import {
  messages,
  type BillingPurchase,
  type CheckPaymentRequest,
  type RescheduleInfo,
  type RescheduleRequest,
  addDays,
  clientToday,
  type ClientMembership,
  type PurchaseResult,
  type RetryPaymentRequest,
  type SwitchPriceRequest,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/database';
import { automationSalesOf, zapierOwnedReader } from '../automations';
import { myProgramsOf } from '../programs';
import { httpError } from '../../http/http-error';
import type { Mailer } from '../mail';
import { billingHistoryOf, receiptOf, type ChargeRow, type ChargeService } from '../payments';
import type { BillingSchedule, Settled } from './billing';
import { membershipNotFound, type MembershipTransitions } from './membership-transition';
import { chargePeriod, type ChargeOutcome } from './period-charge';
import { notifyPayment } from './purchase-mails';
import { presentMembership, presentResult } from './purchase-presenter';
import { purchaseRepository, type PurchaseMembershipRow } from './purchase-repository';
import { keepBillingOf } from './card-billing';
import { cardRefusal, keepCardOf, paymentMethodOf } from './purchase-service';
import type { PaymentProvider } from '../payment-provider';

const m = messages.purchase;

/**
 * The client's own membership after the purchase: reading it, paying what it owes (retry and the check
 * after 3-D Secure), cancelling and resuming. Every call finds the membership by the program and the
 * signed-in client, so another client's membership answers 404 as if it did not exist.
 */
export function createMembershipService(
  { db, config, clock }: ApiContext,
  {
    charges,
    billing,
    mailer,
    provider,
    transitions: { applyClientEvent },
  }: {
    charges: ChargeService;
    billing: BillingSchedule;
    mailer: Mailer;
    provider: PaymentProvider;
    transitions: MembershipTransitions;
  },
) {
  const own = async (userId: number, planId: number) => {
    const row = await purchaseRepository.findOwn(db, planId, userId);
    if (!row || !row.purchased) throw membershipNotFound();
    return row;
  };
  /**
   * A Zapier account bills its clients elsewhere (decision 0170): subscription management is not offered
   * here, and cancelling only when its zaps carry the cancellation to that system.
   */
  const zapierRefusal = async (tx: Queryable, accountId: number, what: 'cancel' | 'manage') => {
    const sales = await automationSalesOf(tx, accountId);
    if (!sales.zapier_account) return;
    if (what === 'cancel' && sales.zaps_connected) return;
    throw httpError(409, what === 'cancel' ? m.cancelWithCoach : m.managedByCoach);
  };
  const priceOf = (row: PurchaseMembershipRow) =>
    row.price_option_id ? purchaseRepository.priceOption(db, row.price_option_id) : Promise.resolve(null);
  const present = async (row: PurchaseMembershipRow) => presentMembership(row, await priceOf(row));

  /** Applies a payment the client made now, tells client and coach when it brings a past-due one back. */
  async function settleOwn(row: PurchaseMembershipRow, outcome: ChargeOutcome): Promise<PurchaseResult> {
    const price = await priceOf(row);
    const settled: Settled | null = await db.transaction(async (tx) => {
      const locked = (await purchaseRepository.findById(tx, row.id, true))!;
      if (locked.purchase_seq !== row.purchase_seq || locked.period !== row.period) return null;
      // The page's check call and the provider's webhook may both bring one payment: applied once.
      if (row.pending_charge_id !== null && locked.pending_charge_id !== row.pending_charge_id) return null;
      return billing.settle(tx, locked, outcome, { cadence: price?.duration ?? 'one_off' });
    });
    for (const notice of settled?.notices ?? []) await notifyPayment(db, mailer, config.appUrl, row, notice);
    if (outcome.kind === 'failed') throw cardRefusal(outcome);
    const after = (await purchaseRepository.findById(db, row.id))!;
    return presentResult(
      presentMembership(after, price),
      outcome.kind === 'requires_action'
        ? { clientSecret: outcome.clientSecret, intentId: outcome.intentId }
        : null,
    );
  }

  return {
    billingHistory: (userId: number) => billingHistoryOf(db, userId),

    receipt: (userId: number, chargeId: number) => receiptOf(db, userId, chargeId),

    /** Billing › purchases: what the client paid for, with the price and card of each. */
    async purchases(userId: number): Promise<BillingPurchase[]> {
      const rows = await purchaseRepository.purchasesOf(db, userId);
      const zapierOf = zapierOwnedReader(db);
      const zapier = await Promise.all(rows.map((row) => zapierOf(row.account_id)));
      return rows.map((row, index) => ({
        program: {
          id: row.program_id,
          title: row.title,
          custom_url: row.custom_url,
          owner_name: row.owner_name,
          zapier: zapier[index]!,
        },
        membership: presentMembership(
          row,
          row.amount !== null && row.currency && row.duration
            ? {
                id: row.price_option_id!,
                program_id: row.program_id,
                amount: row.amount,
                currency: row.currency,
                duration: row.duration,
                archived: false,
              }
            : null,
        ),
        card: row.brand && row.last4 ? { brand: row.brand, last4: row.last4 } : null,
      }));
    },

    /** The client's programs across every coach (my programs), active or past. */
    myPrograms: (userId: number, list: unknown) =>
      myProgramsOf(db, userId, list, clock.now().toISOString().slice(0, 10), zapierOwnedReader(db)),

    async read(userId: number, planId: number): Promise<ClientMembership> {
      return present(await own(userId, planId));
    },

    /** POST stripe/plan/:id/retry: pays what an incomplete or past-due membership owes now. */
    async retry(userId: number, planId: number, request: RetryPaymentRequest): Promise<PurchaseResult> {
      const newCard = await paymentMethodOf(provider, request.payment_method_id);
      const row = await db.transaction(async (tx) => {
        const locked = await purchaseRepository.findOwn(tx, planId, userId, true);
        if (!locked || !locked.purchased) throw membershipNotFound();
        if (locked.state !== 'incomplete' && locked.state !== 'past_due')
          throw httpError(409, m.nothingToPay);
        const method = request.payment_method_id || locked.payment_method_id;
        if (!method)
          throw httpError(422, m.paymentMethodRequired, { payment_method_id: [m.paymentMethodRequired] });
        if (!(await purchaseRepository.claimPaymentMethod(tx, method, userId)))
          throw httpError(422, m.paymentMethodInvalid, { payment_method_id: [m.paymentMethodInvalid] });
        // Each retry by hand is a new attempt (a new key): the card may have changed since the last.
        return purchaseRepository.update(tx, locked.id, {
          payment_method_id: method,
          payment_attempts: locked.payment_attempts + 1,
        });
      });
      const price = await priceOf(row);
      if (!price) throw httpError(409, m.nothingToPay);
      await keepBillingOf(provider, newCard, request.billing_details);
      const outcome = await chargePeriod({ db, charges }, row, price, {
        paymentMethodId: row.payment_method_id!,
        attempt: `manual-${row.payment_attempts}`,
        description: `Membership ${row.id}, period ${row.period + 1}`,
      });
      if (!outcome) throw httpError(409, m.nothingToPay);
      if (outcome.kind !== 'failed')
        await keepCardOf(db, userId, row.account_id, newCard, request.billing_details ?? null);
      return settleOwn(row, outcome);
    },

    /** POST stripe/plan/:id/retry/check: the cardholder confirmed; the payment is read from the provider. */
    async check(userId: number, planId: number, request: CheckPaymentRequest): Promise<PurchaseResult> {
      const row = await own(userId, planId);
      if (!row.pending_charge_id) {
        // The provider's webhook may have applied this payment first: the page is told it went through.
        const settled = await charges.refreshPayment(request.intent);
        if (settled?.user_id === userId && settled.program_id === planId && settled.status === 'succeeded')
          return presentResult(await present(row));
        throw httpError(409, m.nothingToPay);
      }
      const charge = await charges.check(row.pending_charge_id);
      if (!charge || charge.provider_payment_id !== request.intent)
        throw httpError(422, m.intentUnknown, { intent: [m.intentUnknown] });
      if (charge.status === 'requires_action') {
        const intent = { clientSecret: null, intentId: request.intent };
        return presentResult(await present(row), intent);
      }
      const outcome: ChargeOutcome =
        charge.status === 'succeeded'
          ? { kind: 'succeeded', chargeId: charge.id }
          : { kind: 'failed', chargeId: charge.id, code: charge.failure_code };
      return settleOwn(row, outcome);
    },

    /**
     * The provider settled a payment the client was confirming (3-D Secure) while no page asked, e.g. the
     * tab was closed after the bank's answer: applied as the page's check call would have.
     */
    async settleFromProvider(charge: ChargeRow): Promise<void> {
      if (charge.status !== 'succeeded' && charge.status !== 'failed') return;
      const row = await purchaseRepository.findByPendingCharge(db, charge.id);
      if (!row) return;
      const outcome: ChargeOutcome =
        charge.status === 'succeeded'
          ? { kind: 'succeeded', chargeId: charge.id }
          : { kind: 'failed', chargeId: charge.id, code: charge.failure_code };
      await settleOwn(row, outcome).catch((error: unknown) => {
        // A refused card is the client's answer to relay on the page, not a failure of the webhook.
        if (outcome.kind !== 'failed') throw error;
      });
    },

    /** GET plans/:id/re_add_info: where the program starts now and the first day it may move to. */
    async rescheduleInfo(userId: number, planId: number): Promise<RescheduleInfo> {
      const row = await own(userId, planId);
      return {
        start_current_schedule: row.start_day,
        min_available_date: clientToday(clock.now().toISOString(), row.time_zone),
      };
    },

    /**
     * POST plans/:id/re_add_schedule (decision 0162): a Fixed Length program that has not started moves to
     * another first day, not before the client's today; its last day moves with it, and the start and end
     * jobs follow the new days.
     */
    async reschedule(userId: number, planId: number, request: RescheduleRequest): Promise<ClientMembership> {
      const row = await db.transaction(async (tx) => {
        const locked = await purchaseRepository.findOwn(tx, planId, userId, true);
        if (!locked || !locked.purchased) throw membershipNotFound();
        const [program] = await tx.query<{ plan_type: string }>(
          'SELECT plan_type FROM programs WHERE id = $1',
          [planId],
        );
        if (program?.plan_type !== 'fixed' || locked.state !== 'scheduled' || !locked.start_day)
          throw httpError(409, m.cannotReschedule);
        const today = clientToday(clock.now().toISOString(), locked.time_zone);
        if (request.date < today) throw httpError(422, m.startDateInPast, { date: [m.startDateInPast] });
        const shift = Math.round((Date.parse(request.date) - Date.parse(locked.start_day)) / 86_400_000);
        const moved = await purchaseRepository.update(tx, locked.id, {
          start_day: request.date,
          end_day: locked.end_day ? addDays(locked.end_day, shift) : null,
        });
        await billing.schedule.startDay(tx, moved);
        if (moved.end_day && moved.billing !== 'recurring') await billing.schedule.endDay(tx, moved);
        return moved;
      });
      return present(row);
    },

    /** Cancel subscription: a paid, running subscription ends at its period end; anything else ends now. */
    async cancel(userId: number, planId: number): Promise<ClientMembership> {
      const row = await db.transaction(async (tx) => {
        const locked = await purchaseRepository.findOwn(tx, planId, userId, true);
        if (!locked || !locked.purchased) throw membershipNotFound();
        await zapierRefusal(tx, locked.account_id, 'cancel');
        const atPeriodEnd =
          locked.billing === 'recurring' && (locked.state === 'active' || locked.state === 'trialing');
        return applyClientEvent(
          tx,
          locked,
          atPeriodEnd ? { type: 'cancel_at_period_end' } : { type: 'cancel_now', by: 'athlete' },
          m.cannotCancel,
          clock.now(),
        );
      });
      return present(row);
    },

    async cancelNow(userId: number, planId: number): Promise<ClientMembership> {
      const row = await db.transaction(async (tx) => {
        const locked = await purchaseRepository.findOwn(tx, planId, userId, true);
        if (!locked || !locked.purchased) throw membershipNotFound();
        await zapierRefusal(tx, locked.account_id, 'cancel');
        return applyClientEvent(
          tx,
          locked,
          { type: 'cancel_now', by: 'athlete' },
          m.cannotCancel,
          clock.now(),
        );
      });
      return present(row);
    },

    /**
     * A running subscription moves to another live price option of its program from its next payment
     * (decision 0144): nothing is charged now, and the switch can be cancelled until that payment.
     */
    async switchPrice(
      userId: number,
      planId: number,
      request: SwitchPriceRequest,
    ): Promise<ClientMembership> {
      const row = await db.transaction(async (tx) => {
        const locked = await purchaseRepository.findOwn(tx, planId, userId, true);
        if (!locked || !locked.purchased) throw membershipNotFound();
        await zapierRefusal(tx, locked.account_id, 'manage');
        const running = ['active', 'trialing'].includes(locked.state) && !locked.cancel_at_period_end;
        if (locked.billing !== 'recurring' || !running) throw httpError(409, m.cannotSwitch);
        const price = await purchaseRepository.priceOption(tx, request.price_option_id);
        if (!price || price.program_id !== planId || price.archived || price.duration === 'one_off')
          throw httpError(422, m.priceOptionUnavailable, { price_option_id: [m.priceOptionUnavailable] });
        if (price.id === locked.price_option_id)
          throw httpError(422, m.switchSamePrice, { price_option_id: [m.switchSamePrice] });
        return purchaseRepository.update(tx, locked.id, { pending_price_option_id: price.id });
      });
      return present(row);
    },

    async cancelSwitch(userId: number, planId: number): Promise<ClientMembership> {
      const row = await db.transaction(async (tx) => {
        const locked = await purchaseRepository.findOwn(tx, planId, userId, true);
        if (!locked || !locked.purchased) throw membershipNotFound();
        if (locked.pending_price_option_id === null) throw httpError(409, m.noSwitchPending);
        return purchaseRepository.update(tx, locked.id, { pending_price_option_id: null });
      });
      return present(row);
    },

    async resume(userId: number, planId: number): Promise<ClientMembership> {
      const row = await db.transaction(async (tx) => {
        const locked = await purchaseRepository.findOwn(tx, planId, userId, true);
        if (!locked || !locked.purchased) throw membershipNotFound();
        await zapierRefusal(tx, locked.account_id, 'manage');
        return applyClientEvent(tx, locked, { type: 'resume' }, m.cannotResume, clock.now());
      });
      return present(row);
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
