import type { AutomationEvent, AutomationEventPayload, NotificationEvent } from '@coachforge/contracts';

/** What one domain happening means to automations, before names are read. */
export interface Happening {
  event: AutomationEvent;
  accountId: number;
  clientId: number;
  programId: number;
  details: Pick<
    AutomationEventPayload,
    'amount' | 'currency' | 'coupon_code' | 'percent_off' | 'joined_by' | 'at_period_end' | 'reason'
  >;
}

/**
 * The automation events a published notification carries (decision 0178): a person joining a program
 * in any way is a new client; a paid or coupon joining is also a new purchase; a cancellation, by the
 * client or by failed payments, is a cancelled subscription.
 */
export function happeningsOf(notification: NotificationEvent): Happening[] {
  if (!('account_id' in notification.recipient)) return [];
  const accountId = notification.recipient.account_id;
  const about = (payload: { client_id: number; plan_id: number }) => ({
    accountId,
    clientId: payload.client_id,
    programId: payload.plan_id,
  });
  switch (notification.type) {
    case 'coach_new_free_client': {
      const p = notification.payload;
      const joinedBy = p.joined_by === 'invitation' ? 'invitation' : 'free';
      return [{ event: 'new_client', ...about(p), details: { joined_by: joinedBy } }];
    }
    case 'coach_trial_started':
      return [{ event: 'new_client', ...about(notification.payload), details: { joined_by: 'trial' } }];
    case 'coach_new_paid_client': {
      const p = notification.payload;
      return [
        { event: 'new_client', ...about(p), details: { joined_by: 'purchase' } },
        {
          event: 'new_purchase',
          ...about(p),
          details: { amount: p.amount, currency: p.currency, coupon_code: null, percent_off: null },
        },
      ];
    }
    case 'coach_new_coupon_client': {
      const p = notification.payload;
      return [
        { event: 'new_client', ...about(p), details: { joined_by: 'coupon' } },
        {
          event: 'new_purchase',
          ...about(p),
          details: { coupon_code: p.coupon_code, percent_off: p.percent_off },
        },
      ];
    }
    case 'coach_subscription_canceled':
      return [
        {
          event: 'cancelled_subscription',
          ...about(notification.payload),
          details: { at_period_end: notification.payload.at_period_end, reason: 'cancelled' },
        },
      ];
    case 'coach_auto_canceled':
      return [
        {
          event: 'cancelled_subscription',
          ...about(notification.payload),
          details: { at_period_end: false, reason: 'payment_failed' },
        },
      ];
    default:
      return [];
  }
}

/** What the sample list answers before the account has had a happening of that kind. */
export function exampleOf(event: AutomationEvent, accountId: number, now: Date): AutomationEventPayload {
  const base = {
    id: `example_${event}`,
    event,
    occurred_at: now.toISOString(),
    account_id: accountId,
    client: { id: 0, full_name: 'Alex Example', email: 'alex@example.com' },
    program: { id: 0, title: 'Example program', plan_type: 'one_many' },
  };
  switch (event) {
    case 'new_client':
      return { ...base, joined_by: 'purchase' };
    case 'new_purchase':
      return { ...base, amount: 2900, currency: 'USD', coupon_code: null, percent_off: null };
    case 'cancelled_subscription':
      return { ...base, at_period_end: true, reason: 'cancelled' };
  }
}
