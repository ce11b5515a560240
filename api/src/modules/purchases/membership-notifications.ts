import type { MembershipEvent, NotificationEvent, PurchaseState } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { purchaseRepository, type PurchaseMembershipRow } from './purchase-repository';
import { RETRY_DAYS } from './retry-days';

const DAY_MS = 86_400_000;
/** States a client is in before the program is theirs: leaving one for a live state makes a new client. */
const JOINING: readonly PurchaseState[] = ['init', 'incomplete'];
const LIVE: readonly PurchaseState[] = ['scheduled', 'trialing', 'active'];

/**
 * What the coach's account and the client hear of one applied membership event (spec 03 section 3,
 * decision 0130). `key` is the recorded event's id: the same event never notifies twice.
 */
export async function membershipNotifications(
  tx: Queryable,
  before: PurchaseMembershipRow,
  after: PurchaseMembershipRow,
  event: MembershipEvent,
  { eventId, now }: { eventId: number; now: Date },
): Promise<NotificationEvent[]> {
  const key = `membership-event:${eventId}`;
  const coach = { account_id: after.account_id };
  const client = { user_id: after.user_id };
  const ofPlan = { client_id: after.user_id, plan_id: after.program_id };
  const price = async () => {
    const row = after.price_option_id
      ? await purchaseRepository.priceOption(tx, after.price_option_id)
      : null;
    return row ? { amount: row.amount, currency: row.currency } : null;
  };

  if (JOINING.includes(before.state) && LIVE.includes(after.state)) {
    if (event.type === 'trial_started')
      return [
        {
          type: 'coach_trial_started',
          key,
          recipient: coach,
          payload: { ...ofPlan, trial_end: (after.trial_end ?? now).toISOString() },
        },
      ];
    if (after.billing === 'free')
      return [
        {
          type: 'coach_new_free_client',
          key,
          recipient: coach,
          payload: { ...ofPlan, joined_by: 'purchase' },
        },
      ];
    if (after.coupon_code)
      return [
        {
          type: 'coach_new_coupon_client',
          key,
          recipient: coach,
          payload: {
            ...ofPlan,
            joined_by: 'purchase',
            coupon_code: after.coupon_code,
            percent_off: after.discount_percent ?? 0,
          },
        },
      ];
    const paid = await price();
    return paid
      ? [
          {
            type: 'coach_new_paid_client',
            key,
            recipient: coach,
            payload: { ...ofPlan, ...paid, joined_by: 'purchase' },
          },
        ]
      : [];
  }

  switch (event.type) {
    case 'payment_succeeded': {
      // A renewal, the first charge after a trial, or a missed payment made good.
      const paid = await price();
      return paid
        ? [{ type: 'coach_payment_received', key, recipient: coach, payload: { ...ofPlan, ...paid } }]
        : [];
    }
    case 'payment_failed':
    case 'payment_requires_action': {
      // The first failure of a period makes the membership past due; the retries that follow are not news.
      if (after.state !== 'past_due' || before.state === 'past_due') return [];
      const nextTry = new Date(now.getTime() + RETRY_DAYS[0] * DAY_MS).toISOString();
      return [
        { type: 'coach_past_due', key, recipient: coach, payload: { ...ofPlan, next_try: nextTry } },
        {
          type: 'client_payment_failed',
          key,
          recipient: client,
          payload: { plan_id: after.program_id, next_try: nextTry },
        },
      ];
    }
    case 'retries_exhausted':
      return [
        { type: 'coach_auto_canceled', key, recipient: coach, payload: ofPlan },
        { type: 'client_auto_canceled', key, recipient: client, payload: { plan_id: after.program_id } },
      ];
    case 'cancel_at_period_end':
      return [
        {
          type: 'coach_subscription_canceled',
          key,
          recipient: coach,
          payload: { ...ofPlan, at_period_end: true },
        },
      ];
    case 'cancel_now':
      return [
        {
          type: 'coach_subscription_canceled',
          key,
          recipient: coach,
          payload: { ...ofPlan, at_period_end: false },
        },
      ];
    case 'resume':
      return [{ type: 'coach_subscription_resumed', key, recipient: coach, payload: ofPlan }];
    case 'period_ended':
      // A Fixed Length program's last day is over.
      if (after.state !== 'finished') return [];
      return [
        { type: 'coach_fixed_plan_ended', key, recipient: coach, payload: ofPlan },
        { type: 'client_fixed_plan_ended', key, recipient: client, payload: { plan_id: after.program_id } },
      ];
    default:
      return [];
  }
}
