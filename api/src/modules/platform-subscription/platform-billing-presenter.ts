import {
  bandOfPlanKind,
  FREE_PLAN_KIND,
  PLATFORM_PLAN_CURRENCY,
  platformPlanStatusOf,
  platformPriceOf,
  type PlanFit,
  type PlatformBilling,
  type PlatformInvoice,
  type PlatformPlanChoice,
} from '@coachforge/contracts';
import type { InvoiceRow, PlanRow } from './platform-subscription-repository';

/** FREE, a band, or null for no plan (a trial, or nothing yet). */
export function choiceOfKind(kind: string | null): PlatformPlanChoice | null {
  if (kind === FREE_PLAN_KIND) return 'free';
  return bandOfPlanKind(kind);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const stateOf = (row: PlanRow, now: Date): PlatformBilling['state'] => {
  if (row.trial && row.trial_end_date && row.trial_end_date > now) return 'trialing';
  if (row.state === 'canceled' || row.state === 'incomplete_expired') return 'canceled';
  if (row.state === 'past_due') return 'past_due';
  return row.active && row.plan_kind ? 'active' : null;
};

/**
 * `awaitingPayment`: a payment for a change of plan waits for the bank's confirmation (a requires_action
 * invoice not applied), which makes the plan pending (docs/decisions/0207).
 */
export function presentBilling(
  row: PlanRow,
  fit: PlanFit,
  now: Date,
  awaitingPayment = false,
): PlatformBilling {
  const plan = choiceOfKind(row.plan_kind);
  const scheduled = choiceOfKind(row.scheduled_plan_kind);
  // The next period is paid at the scheduled plan's price when a smaller band waits for it.
  const nextBand = scheduled === null ? plan : scheduled;
  return {
    plan,
    interval: row.billing_interval,
    amount:
      nextBand !== null && nextBand !== 'free' && row.billing_interval
        ? platformPriceOf(nextBand, row.billing_interval)
        : null,
    currency: PLATFORM_PLAN_CURRENCY,
    state: stateOf(row, now),
    status: platformPlanStatusOf(
      {
        planKind: row.plan_kind,
        state: row.state,
        active: row.active,
        trial: row.trial,
        trialEndDate: row.trial_end_date,
        awaitingPayment,
      },
      now,
    ),
    current_period_start: iso(row.current_period_start),
    current_period_end: iso(row.next_payment_date),
    cancel_at_period_end: row.cancel_at_period_end,
    scheduled_plan: scheduled,
    trial_end_date: iso(row.trial_end_date),
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    active_clients: fit.activeClients,
    extra_coaches: fit.extraCoaches,
  };
}

export function presentInvoice(row: InvoiceRow): PlatformInvoice {
  return {
    id: row.id,
    kind: row.kind,
    plan: choiceOfKind(row.plan_kind) ?? 'free',
    interval: row.billing_interval,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    period_start: row.period_start.toISOString(),
    period_end: row.period_end.toISOString(),
    created_at: row.created_at.toISOString(),
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
  };
}
