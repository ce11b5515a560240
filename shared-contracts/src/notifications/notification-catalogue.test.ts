import { countersOf, reachesBlockedCoach, isFinancialActivity } from './activity-types';
import { notificationCatalogue, notificationTypes, activityTypeOf } from './notification-types';
import { messages } from '../messages/catalogue';

test('the counters add up the unread notifications of each tab', () => {
  expect(
    countersOf({ financial: 2, client_activity: 3, invite: 1, coach_membership: 4, chat_mention: 5 }),
  ).toEqual({
    unread_total: 15,
    unread_activity: 3,
    unread_financial: 2,
    unread_warning: 0,
    unread_invites: 5,
    unread_leaderboards: 5,
  });
});

test.each([
  ['coach_brand_invite', true],
  ['coach_brand_invite_accepted', true],
  ['coach_brand_invite_declined', true],
  ['coach_new_paid_client', false],
  ['coach_new_free_client', false],
  ['coach_over_limit_sign_up', false],
] as const)('a blocked coach receives %s: %s', (type, received) => {
  expect(reachesBlockedCoach(activityTypeOf(type))).toBe(received);
});

test('every kind that moves a client’s money to or from the coach is financial, and only those', () => {
  const financial = notificationTypes.filter((type) => isFinancialActivity(activityTypeOf(type)));
  expect(financial.every((type) => type.startsWith('coach_'))).toBe(true);
  expect(financial).toEqual(
    expect.arrayContaining([
      'coach_new_paid_client',
      'coach_past_due',
      'coach_refund',
      'coach_refund_failed',
      'coach_auto_canceled',
    ]),
  );
  expect(financial).not.toContain('coach_new_free_client');
});

test('every kind has a text that shows the names it is given', () => {
  for (const type of notificationTypes) {
    const text = (messages.notifications.texts[type] as (w: string, p: string, x: unknown) => string)(
      '<b>Jo</b>',
      '<b>Plan</b>',
      {
        amount: 100,
        currency: 'usd',
        joined_by: 'purchase',
        next_try: null,
        trial_end: '2030-01-01',
        end_day: '2030-01-01',
        coupon_code: 'X',
        percent_off: 10,
        at_period_end: false,
        limit: 5,
      },
    );
    expect(text.length).toBeGreaterThan(0);
    expect(text.includes('<b>Jo</b>') || text.includes('<b>Plan</b>')).toBe(true);
  }
  expect(Object.keys(notificationCatalogue).sort()).toEqual(Object.keys(messages.notifications.texts).sort());
});
