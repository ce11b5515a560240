import { randomUUID } from 'node:crypto';
import {
  messages,
  PLATFORM_PLAN_CURRENCY,
  professionalPlanKind,
  type BillingInterval,
  type PlatformInvoiceKind,
  type ProfessionalBand,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import type { JobQueue } from '../job-queue';
import type { PlatformChargeOutcome, PlatformCharges } from '../payments';
import type { Realtime } from '../realtime';
import { RENEWAL_JOB } from './renewal-job-kind';
import {
  platformSubscriptionRepository as plans,
  type InvoiceRow,
  type PlanRow,
} from './platform-subscription-repository';

export interface Card {
  id: string;
  brand: string;
  last4: string;
}

/** What one payment buys: a band on an interval for a period. */
export interface Purchase {
  kind: PlatformInvoiceKind;
  band: ProfessionalBand;
  interval: BillingInterval;
  amount: number;
  periodStart: Date;
  periodEnd: Date;
}

/**
 * Paying the platform for a plan: the card, the invoice recorded before the provider is called, and the
 * change applied exactly once when the payment has gone through (at once, or after the bank's
 * confirmation). The job of the period end is enqueued in the same transaction as the change.
 */
export function createPlanPayments(
  { db, clock }: ApiContext,
  deps: { charges: PlatformCharges; jobs: JobQueue; realtime: Realtime },
) {
  const delayTo = (moment: Date) => Math.max(0, moment.getTime() - clock.now().getTime());

  const payments = {
    /** The account's plan changed: every open page of it fetches the subscription again (spec 03 section 7.1). */
    pushUpdated: (accountId: number) =>
      deps.realtime.toAccount('SystemNotificationChannel', accountId, {
        type: 'subscribe',
        event: 'updated',
      }),

    /** The period-end job of one period; enqueued again for the same period and attempt, it exists once. */
    scheduleRenewal: (
      tx: Queryable,
      accountId: number,
      periodEnd: Date,
      attempt: number,
      at: Date = periodEnd,
    ) =>
      deps.jobs.enqueue(
        RENEWAL_JOB,
        { account_id: accountId, period_end: periodEnd.toISOString(), attempt },
        {
          tx,
          uniqueKey: `${RENEWAL_JOB}:${accountId}:${periodEnd.toISOString()}:${attempt}`,
          delayMs: delayTo(at),
        },
      ),

    /** A payment waiting for the bank, as the provider has it now. */
    check: (providerPaymentId: string) => deps.charges.check(providerPaymentId),

    /** The card to charge: the one the coach just entered (it becomes theirs), or the one on file. */
    async cardFor(userId: number, row: PlanRow, paymentMethodId: string | undefined): Promise<Card> {
      const id = paymentMethodId ?? row.payment_method_id;
      if (!id) throw httpError(422, messages.platformSubscription.cardNeeded);
      if (paymentMethodId && !(await plans.claimPaymentMethod(db, paymentMethodId, userId)))
        throw httpError(422, messages.platformSubscription.cardUnknown);
      const method = await deps.charges.paymentMethod(id);
      if (!method) throw httpError(422, messages.platformSubscription.cardUnknown);
      return { id, brand: method.card.brand, last4: method.card.last4 };
    },

    /** Records the invoice, then charges it; `key` makes a retried attempt the same payment. */
    async charge(
      accountId: number,
      purchase: Purchase,
      card: Card,
      options: { offSession: boolean; key?: string },
    ): Promise<{ invoice: InvoiceRow; outcome: PlatformChargeOutcome }> {
      const invoice = await plans.insertInvoice(db, {
        account_id: accountId,
        kind: purchase.kind,
        plan_kind: professionalPlanKind(purchase.band),
        max_clients: purchase.band,
        billing_interval: purchase.interval,
        amount: purchase.amount,
        currency: PLATFORM_PLAN_CURRENCY,
        period_start: purchase.periodStart,
        period_end: purchase.periodEnd,
        provider: deps.charges.provider,
        payment_method_id: card.id,
        card_brand: card.brand,
        card_last4: card.last4,
        idempotency_key: options.key ?? `${accountId}:${purchase.kind}:${randomUUID()}`,
      });
      const outcome = await deps.charges.charge({
        amount: purchase.amount,
        currency: PLATFORM_PLAN_CURRENCY,
        paymentMethodId: card.id,
        description: `Coachforge PROFESSIONAL (${purchase.band} clients), ${purchase.interval}ly`,
        offSession: options.offSession,
        idempotencyKey: `invoice-${invoice.id}`,
      });
      return { invoice: await plans.recordInvoice(db, invoice.id, outcome), outcome };
    },

    /**
     * A paid invoice becomes the account's plan: its band and interval, its period (an upgrade keeps the
     * period it falls in), its card. A waiting downgrade is dropped; so is a cancellation, unless the
     * invoice is an upgrade, which changes the band and nothing else.
     */
    async apply(invoice: InvoiceRow): Promise<boolean> {
      const applied = await db.transaction(async (tx) => {
        const row = await plans.find(tx, invoice.account_id, true);
        if (!row || !(await plans.markApplied(tx, invoice.id))) return false;
        const upgrade = invoice.kind === 'upgrade';
        await plans.update(tx, invoice.account_id, {
          plan_kind: invoice.plan_kind,
          max_clients: invoice.max_clients,
          state: 'active',
          active: true,
          free_plan: false,
          trial: false,
          billing_interval: invoice.billing_interval,
          current_period_start: upgrade ? row.current_period_start : invoice.period_start,
          next_payment_date: invoice.period_end,
          cancel_at_period_end: upgrade ? row.cancel_at_period_end : false,
          scheduled_plan_kind: null,
          scheduled_max_clients: null,
          payment_method_id: invoice.payment_method_id,
          card_brand: invoice.card_brand,
          card_last4: invoice.card_last4,
        });
        await payments.scheduleRenewal(tx, invoice.account_id, invoice.period_end, 0);
        return true;
      });
      if (applied) {
        deps.jobs.wake();
        await payments.pushUpdated(invoice.account_id);
      }
      return applied;
    },
  };
  return payments;
}

export type PlanPayments = ReturnType<typeof createPlanPayments>;
