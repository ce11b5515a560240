import type { ClientMembership, PurchaseResult } from '@coachforge/contracts';
import type { PriceRow, PurchaseMembershipRow } from './purchase-repository';

export function presentMembership(row: PurchaseMembershipRow, price: PriceRow | null): ClientMembership {
  return {
    id: row.id,
    plan_id: row.program_id,
    state: row.state,
    cancel_at_period_end: row.cancel_at_period_end,
    canceled_by: row.canceled_by,
    start_day: row.start_day,
    end_day: row.end_day,
    trial_end: row.trial_end?.toISOString() ?? null,
    current_period_end: row.current_period_end?.toISOString() ?? null,
    plan_price: price ? { amount: price.amount, currency: price.currency, duration: price.duration } : null,
    pending_price_option_id: row.pending_price_option_id ?? null,
  };
}

export function presentResult(
  membership: ClientMembership,
  action: { clientSecret: string | null; intentId: string } | null = null,
): PurchaseResult {
  return {
    membership,
    requires_action: action !== null,
    payment_intent_client_secret: action?.clientSecret ?? null,
    payment_intent_id: action?.intentId ?? null,
  };
}
