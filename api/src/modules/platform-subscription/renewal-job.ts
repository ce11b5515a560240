import {
  downgradeProblem,
  FREE_PLAN_MAX_CLIENTS,
  platformPriceOf,
  type PlatformPlanChoice,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { JobQueue } from '../job-queue';
import { activeClientsOf } from '../programs';
import { addInterval, RENEWAL_RETRY_DAYS } from './billing-periods';
import { choiceOfKind } from './platform-billing-presenter';
import { platformSubscriptionRepository as plans } from './platform-subscription-repository';
import type { PlanPayments } from './plan-payments';
import { RENEWAL_JOB, type RenewalPayload } from './renewal-job-kind';

const DAY_MS = 86_400_000;

/**
 * What happens at a plan's period end: a cancelled plan ends; a downgrade waiting for it is applied
 * (FREE at once, a smaller band charged at its price); otherwise the plan renews on the card on file. A
 * renewal that fails leaves the plan past due and is tried again on the retry days, then the plan ends.
 * The job is idempotent: it does nothing for a period that is no longer the plan's, and each attempt
 * charges under its own key.
 */
export function registerRenewalJob(
  { db, clock }: ApiContext,
  { jobs, payments }: { jobs: JobQueue; payments: PlanPayments },
) {
  const end = async (accountId: number) => {
    await plans.update(db, accountId, { state: 'canceled', active: false, cancel_at_period_end: false });
    await payments.pushUpdated(accountId);
  };

  jobs.register(RENEWAL_JOB, async (raw) => {
    const payload = raw as unknown as RenewalPayload;
    const row = await plans.find(db, payload.account_id);
    const periodEnd = new Date(payload.period_end);
    if (!row?.next_payment_date || row.next_payment_date.getTime() !== periodEnd.getTime()) return;
    const band = choiceOfKind(row.plan_kind);
    if (band === null || band === 'free' || !row.billing_interval || row.state === 'canceled') return;
    if (row.cancel_at_period_end) return end(row.account_id);

    // The account must still fit the smaller plan; if it has grown since, the plan renews as it is.
    const scheduled = choiceOfKind(row.scheduled_plan_kind);
    const fits = async (target: PlatformPlanChoice) =>
      downgradeProblem(target, {
        activeClients: await activeClientsOf(db, row.account_id),
        extraCoaches: await plans.extraCoaches(db, row.account_id),
      }) === null;
    const target = scheduled !== null && (await fits(scheduled)) ? scheduled : band;
    if (target === 'free') {
      await plans.update(db, row.account_id, {
        plan_kind: 'free',
        max_clients: FREE_PLAN_MAX_CLIENTS,
        free_plan: true,
        state: 'active',
        active: true,
        billing_interval: null,
        current_period_start: null,
        next_payment_date: null,
        scheduled_plan_kind: null,
        scheduled_max_clients: null,
      });
      return payments.pushUpdated(row.account_id);
    }

    // The card the plan was last paid with, as kept with the plan.
    const card = row.payment_method_id
      ? { id: row.payment_method_id, brand: row.card_brand ?? 'card', last4: row.card_last4 ?? '' }
      : null;
    if (!card) return end(row.account_id);
    const { invoice, outcome } = await payments.charge(
      row.account_id,
      {
        kind: 'renewal',
        band: target,
        interval: row.billing_interval,
        amount: platformPriceOf(target, row.billing_interval),
        periodStart: periodEnd,
        periodEnd: addInterval(periodEnd, row.billing_interval),
      },
      card,
      { offSession: true, key: `${RENEWAL_JOB}:${row.account_id}:${payload.period_end}:${payload.attempt}` },
    );
    if (outcome.status === 'succeeded') {
      await payments.apply(invoice);
      return;
    }
    // No coach is on the page to answer the bank: a renewal that needs them has failed for now.
    const retryDays = RENEWAL_RETRY_DAYS[payload.attempt];
    if (retryDays === undefined) return end(row.account_id);
    await db.transaction(async (tx) => {
      await plans.update(tx, row.account_id, { state: 'past_due' });
      await payments.scheduleRenewal(
        tx,
        row.account_id,
        periodEnd,
        payload.attempt + 1,
        new Date(Math.max(periodEnd.getTime() + retryDays * DAY_MS, clock.now().getTime())),
      );
    });
    await payments.pushUpdated(row.account_id);
  });
}
