/**
 * The platform plan's status as the coach reads it (spec 01 section 3: "Platform plan statuses: active,
 * cancelled, pending, expired"), derived from the subscription's state machine (docs/decisions/0207):
 *
 * - active: a plan (FREE or PROFESSIONAL) in force, a trial running, or a plan set to end at the period end.
 * - pending: a payment is awaited — a renewal failed and is retried (past_due), a first payment waits
 *   for the bank's confirmation (incomplete, or a requires_action invoice not yet applied).
 * - cancelled: the plan ended (cancelled to the period end, or after the retries failed).
 * - expired: the trial ran out with no plan chosen, or an unconfirmed first payment lapsed
 *   (incomplete_expired).
 * - null: the account never had a plan or a trial.
 */
export const platformPlanStatuses = ['active', 'cancelled', 'pending', 'expired'] as const;
export type PlatformPlanStatus = (typeof platformPlanStatuses)[number];

export interface PlatformPlanFacts {
  /** The stored plan kind ('free', 'professional_band_25'), or null when none was ever chosen. */
  planKind: string | null;
  state: string | null;
  active: boolean;
  trial: boolean;
  trialEndDate: Date | null;
  /** A payment for a plan change waits for the bank's confirmation (3-D Secure). */
  awaitingPayment: boolean;
}

export function platformPlanStatusOf(facts: PlatformPlanFacts, now: Date): PlatformPlanStatus | null {
  const trialRunning =
    facts.trial && facts.trialEndDate !== null && facts.trialEndDate.getTime() > now.getTime();
  if (facts.state === 'past_due' || facts.state === 'incomplete') return 'pending';
  if (facts.state === 'incomplete_expired') return 'expired';
  if (facts.state === 'canceled' || facts.state === 'unpaid') return 'cancelled';
  if (facts.planKind !== null && facts.active) return 'active';
  if (trialRunning) return facts.awaitingPayment ? 'pending' : 'active';
  if (facts.awaitingPayment) return 'pending';
  if (facts.trialEndDate !== null) return 'expired';
  return null;
}

/** How each status reads on the subscription page. */
export const platformPlanStatusLabels: Record<PlatformPlanStatus, string> = {
  active: 'Active',
  cancelled: 'Cancelled',
  pending: 'Pending payment',
  expired: 'Expired',
};
