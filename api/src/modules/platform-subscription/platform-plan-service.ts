import {
  downgradeProblem,
  FREE_PLAN_MAX_CLIENTS,
  intervalSwitchAmount,
  messages,
  MIN_PLATFORM_CHARGE,
  platformPriceOf,
  professionalPlanKind,
  rankOf,
  upgradeAmount,
  type ChoosePlatformPlanRequest,
  type PlanFit,
  type PlatformInvoice,
  type PlatformPlanChangeResult,
  type PlatformPlanChoice,
  type ProfessionalBand,
  FREE_PLAN_KIND,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { AuthenticatedIdentity } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import { activeClientsOf, requireOwner, type CoachAccessResolver } from '../programs';
import { addInterval } from './billing-periods';
import { choiceOfKind, presentBilling, presentInvoice } from './platform-billing-presenter';
import { platformSubscriptionRepository as plans, type PlanRow } from './platform-subscription-repository';
import type { Card, PlanPayments, Purchase } from './plan-payments';

const { platformSubscription: text } = messages;

/** A PROFESSIONAL band is running: paid for (or owed, past due), not ended. */
const paidBandOf = (row: PlanRow): ProfessionalBand | null => {
  const choice = choiceOfKind(row.plan_kind);
  return choice !== null && choice !== 'free' && row.active && row.state !== 'canceled' ? choice : null;
};

/**
 * The account owner's moves of spec 01 section 4: choose a plan, upgrade at once (pro-rated), downgrade
 * at the period end when the account fits, cancel to the period end and resume, monthly to annual, and
 * the invoices. Each change is pushed as `subscribe` updated so the header's warnings follow.
 */
export function createPlatformPlanService(
  context: ApiContext,
  deps: { access: CoachAccessResolver; payments: PlanPayments },
) {
  const { db, clock } = context;
  const { payments } = deps;

  /** The owner acting on their account, and its plan; a client (403) or another member (403) is refused. */
  async function ownerPlan(identity: AuthenticatedIdentity): Promise<PlanRow> {
    const access = await deps.access.of(identity);
    requireOwner(access, text.ownerOnly);
    const row = await plans.find(db, identity.accountId);
    if (!row) throw httpError(404, messages.http.notFound);
    return row;
  }

  const fitOf = async (accountId: number): Promise<PlanFit> => ({
    activeClients: await activeClientsOf(db, accountId),
    extraCoaches: await plans.extraCoaches(db, accountId),
  });

  async function result(
    accountId: number,
    pending: PlatformPlanChangeResult['pending_payment'] = null,
  ): Promise<PlatformPlanChangeResult> {
    const row = (await plans.find(db, accountId))!;
    const billing = presentBilling(
      row,
      await fitOf(accountId),
      clock.now(),
      await plans.awaitingPayment(db, accountId),
    );
    return { billing, pending_payment: pending };
  }

  async function requireFit(accountId: number, target: PlatformPlanChoice) {
    const problem = downgradeProblem(target, await fitOf(accountId));
    if (problem) throw httpError(422, problem);
  }

  /** Charges the purchase now and applies it once paid; a bank's confirmation leaves it pending. */
  async function pay(accountId: number, purchase: Purchase, card: Card): Promise<PlatformPlanChangeResult> {
    const { invoice, outcome } = await payments.charge(accountId, purchase, card, { offSession: false });
    if (outcome.status === 'succeeded') {
      await payments.apply(invoice);
      return result(accountId);
    }
    if (outcome.status === 'requires_action' && outcome.client_secret)
      return result(accountId, { invoice_id: invoice.id, client_secret: outcome.client_secret });
    throw httpError(422, messages.payments.cardError);
  }

  /** A plain change of the plan's row (no payment), then the push. */
  async function change(accountId: number, changes: Parameters<typeof plans.update>[2]) {
    await plans.update(db, accountId, changes);
    await payments.pushUpdated(accountId);
    return result(accountId);
  }

  return {
    async billing(identity: AuthenticatedIdentity) {
      const row = await ownerPlan(identity);
      return presentBilling(
        row,
        await fitOf(identity.accountId),
        clock.now(),
        await plans.awaitingPayment(db, identity.accountId),
      );
    },

    async invoices(identity: AuthenticatedIdentity): Promise<PlatformInvoice[]> {
      await ownerPlan(identity);
      return (await plans.listInvoices(db, identity.accountId)).map(presentInvoice);
    },

    /**
     * From a trial, FREE, an ended plan or none. FREE starts at once; a band is paid now, and what was
     * left of a running trial is added to its first period (docs/decisions/0152).
     */
    async choose(identity: AuthenticatedIdentity, request: ChoosePlatformPlanRequest) {
      const row = await ownerPlan(identity);
      if (paidBandOf(row) !== null) throw httpError(409, text.planRunning);
      await requireFit(identity.accountId, request.plan);
      if (request.plan === 'free')
        return change(identity.accountId, {
          plan_kind: FREE_PLAN_KIND,
          max_clients: FREE_PLAN_MAX_CLIENTS,
          state: 'active',
          active: true,
          free_plan: true,
          trial: false,
          billing_interval: null,
          current_period_start: null,
          next_payment_date: null,
          cancel_at_period_end: false,
          scheduled_plan_kind: null,
          scheduled_max_clients: null,
        });
      const now = clock.now();
      const trialLeft =
        row.trial && row.trial_end_date && row.trial_end_date > now ? row.trial_end_date : now;
      const card = await payments.cardFor(identity.userId, row, request.payment_method_id);
      return pay(
        identity.accountId,
        {
          kind: 'subscription',
          band: request.plan,
          interval: request.interval,
          amount: platformPriceOf(request.plan, request.interval),
          periodStart: now,
          periodEnd: addInterval(trialLeft, request.interval),
        },
        card,
      );
    },

    /** A bigger band now: the difference of the two prices for what is left of the period. */
    async upgrade(identity: AuthenticatedIdentity, target: ProfessionalBand, paymentMethodId?: string) {
      const row = await ownerPlan(identity);
      const band = paidBandOf(row);
      if (band === null || !row.billing_interval || !row.next_payment_date)
        throw httpError(422, text.noPaidPlan);
      if (row.state === 'past_due') throw httpError(422, text.paymentOwed);
      if (target <= band) throw httpError(422, text.notAnUpgrade);
      const now = clock.now();
      const periodEnd = row.next_payment_date;
      const amount = upgradeAmount({
        from: platformPriceOf(band, row.billing_interval),
        to: platformPriceOf(target, row.billing_interval),
        period: { start: (row.current_period_start ?? now).getTime(), end: periodEnd.getTime() },
        now: now.getTime(),
      });
      // Too little for the provider to charge (the last minutes of a period): the band changes for nothing.
      if (amount < MIN_PLATFORM_CHARGE || periodEnd <= now)
        return change(identity.accountId, {
          plan_kind: professionalPlanKind(target),
          max_clients: target,
          scheduled_plan_kind: null,
          scheduled_max_clients: null,
        });
      const card = await payments.cardFor(identity.userId, row, paymentMethodId);
      return pay(
        identity.accountId,
        {
          kind: 'upgrade',
          band: target,
          interval: row.billing_interval,
          amount,
          periodStart: now,
          periodEnd,
        },
        card,
      );
    },

    /** A smaller band or FREE from the period end, only when the account fits it now. */
    async downgrade(identity: AuthenticatedIdentity, target: PlatformPlanChoice) {
      const row = await ownerPlan(identity);
      const band = paidBandOf(row);
      if (band === null) throw httpError(422, text.noPaidPlan);
      if (row.state === 'past_due') throw httpError(422, text.paymentOwed);
      if (row.cancel_at_period_end) throw httpError(422, text.alreadyCancelled);
      if (rankOf(target) >= band) throw httpError(422, text.notADowngrade);
      await requireFit(identity.accountId, target);
      return change(identity.accountId, {
        scheduled_plan_kind: target === 'free' ? FREE_PLAN_KIND : professionalPlanKind(target),
        scheduled_max_clients: target === 'free' ? FREE_PLAN_MAX_CLIENTS : target,
      });
    },

    /** A paid plan, not cancelled already, ends at its period end; the coach keeps it until then. */
    async cancel(identity: AuthenticatedIdentity) {
      const row = await ownerPlan(identity);
      if (paidBandOf(row) === null) throw httpError(422, text.noPaidPlan);
      if (row.cancel_at_period_end) throw httpError(422, text.alreadyCancelled);
      return change(identity.accountId, {
        cancel_at_period_end: true,
        scheduled_plan_kind: null,
        scheduled_max_clients: null,
      });
    },

    /**
     * The plan goes on as it was: a cancellation or a waiting downgrade is undone; a renewal owed is paid
     * now; a plan that has ended starts again on its band and interval, paid now.
     */
    async resume(identity: AuthenticatedIdentity, paymentMethodId?: string) {
      const row = await ownerPlan(identity);
      const band = choiceOfKind(row.plan_kind);
      const now = clock.now();
      if (band === null || band === 'free' || !row.billing_interval)
        throw httpError(422, text.nothingToResume);
      if (row.state === 'canceled' || !row.active) {
        await requireFit(identity.accountId, band);
        const card = await payments.cardFor(identity.userId, row, paymentMethodId);
        return pay(
          identity.accountId,
          {
            kind: 'subscription',
            band,
            interval: row.billing_interval,
            amount: platformPriceOf(band, row.billing_interval),
            periodStart: now,
            periodEnd: addInterval(now, row.billing_interval),
          },
          card,
        );
      }
      if (row.state === 'past_due' && row.next_payment_date) {
        const card = await payments.cardFor(identity.userId, row, paymentMethodId);
        return pay(
          identity.accountId,
          {
            kind: 'renewal',
            band,
            interval: row.billing_interval,
            amount: platformPriceOf(band, row.billing_interval),
            periodStart: row.next_payment_date,
            periodEnd: addInterval(row.next_payment_date, row.billing_interval),
          },
          card,
        );
      }
      if (!row.cancel_at_period_end && !row.scheduled_plan_kind) throw httpError(422, text.nothingToResume);
      return change(identity.accountId, {
        cancel_at_period_end: false,
        scheduled_plan_kind: null,
        scheduled_max_clients: null,
      });
    },

    /** Monthly to annual: a year from now, less what is left of the month already paid. */
    async switchToAnnual(identity: AuthenticatedIdentity, paymentMethodId?: string) {
      const row = await ownerPlan(identity);
      const band = paidBandOf(row);
      if (band === null || !row.next_payment_date) throw httpError(422, text.noPaidPlan);
      if (row.state === 'past_due') throw httpError(422, text.paymentOwed);
      if (row.billing_interval === 'year') throw httpError(422, text.alreadyAnnual);
      const now = clock.now();
      const card = await payments.cardFor(identity.userId, row, paymentMethodId);
      const amount = intervalSwitchAmount({
        paid: platformPriceOf(band, 'month'),
        annual: platformPriceOf(band, 'year'),
        period: { start: (row.current_period_start ?? now).getTime(), end: row.next_payment_date.getTime() },
        now: now.getTime(),
      });
      return pay(
        identity.accountId,
        {
          kind: 'annual_switch',
          band,
          interval: 'year',
          amount,
          periodStart: now,
          periodEnd: addInterval(now, 'year'),
        },
        card,
      );
    },

    /** After the bank's confirmation: the payment is read again from the provider and, paid, applied. */
    async confirm(identity: AuthenticatedIdentity, invoiceId: number) {
      await ownerPlan(identity);
      const invoice = await plans.findInvoice(db, identity.accountId, invoiceId);
      if (!invoice) throw httpError(404, text.invoiceNotFound);
      if (invoice.status === 'requires_action' && invoice.provider_payment_id) {
        const outcome = await payments.check(invoice.provider_payment_id);
        const recorded = outcome ? await plans.recordInvoice(db, invoice.id, outcome) : invoice;
        if (recorded.status === 'succeeded') await payments.apply(recorded);
        else if (recorded.status === 'failed') throw httpError(422, messages.payments.authenticationFailed);
        else if (outcome?.client_secret)
          return result(identity.accountId, { invoice_id: invoice.id, client_secret: outcome.client_secret });
      } else if (invoice.status === 'succeeded') {
        await payments.apply(invoice);
      } else if (invoice.status === 'failed') {
        throw httpError(422, messages.payments.cardError);
      }
      return result(identity.accountId);
    },
  };
}

export type PlatformPlanService = ReturnType<typeof createPlatformPlanService>;
