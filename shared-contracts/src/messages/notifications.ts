import type { NotificationPayloads, NotificationType } from '../notifications/notification-types';

/**
 * What each notification says (spec 03 section 3). `who` and `plan` arrive as HTML the API made safe
 * (escaped names in bold); the rest of each sentence is ours.
 */
type Texts = {
  [T in NotificationType]: (who: string, plan: string, payload: NotificationPayloads[T]) => string;
};

const money = ({ amount, currency }: { amount: number; currency: string }) =>
  `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
const via = (joinedBy: string) => (joinedBy === 'invitation' ? ' by invitation' : '');
const nextTry = (day: string | null) => (day ? ` We will try again on ${day.slice(0, 10)}.` : '');

const texts: Texts = {
  coach_new_free_client: (who, plan, p) => `${who} joined ${plan} for free${via(p.joined_by)}.`,
  coach_new_paid_client: (who, plan, p) => `${who} bought ${plan}${via(p.joined_by)} for ${money(p)}.`,
  coach_new_coupon_client: (who, plan, p) =>
    `${who} joined ${plan}${via(p.joined_by)} with coupon ${p.coupon_code} (${p.percent_off}% off).`,
  coach_trial_started: (who, plan, p) =>
    `${who} started a trial of ${plan}, until ${p.trial_end.slice(0, 10)}.`,
  coach_subscription_canceled: (who, plan, p) =>
    p.at_period_end
      ? `${who} cancelled their subscription to ${plan}; it runs to the end of the period.`
      : `${who}'s subscription to ${plan} was cancelled.`,
  coach_subscription_resumed: (who, plan) => `${who} resumed their subscription to ${plan}.`,
  coach_payment_received: (who, plan, p) => `${who} paid ${money(p)} for ${plan}.`,
  coach_past_due: (who, plan, p) =>
    `${who}'s payment for ${plan} failed: it is past due.${nextTry(p.next_try)}`,
  coach_auto_canceled: (who, plan) =>
    `${who}'s subscription to ${plan} was cancelled after 7 days of failed payments.`,
  coach_refund: (who, plan, p) => `${who} was refunded ${money(p)} for ${plan}.`,
  coach_refund_failed: (who, plan, p) =>
    `The refund of ${money(p)} to ${who} for ${plan} failed: nothing went back to them. You can refund it again.`,
  coach_fixed_plan_ending: (who, plan, p) => `${who}'s ${plan} ends on ${p.end_day}.`,
  coach_fixed_plan_ended: (who, plan) => `${who} finished ${plan}.`,
  coach_plan_danger: (_who, plan) =>
    `${plan} is in danger: your payment account cannot take charges, so it cannot be bought and its renewals will fail.`,
  coach_comment: (who, plan, p) =>
    'calendar_comment_id' in p
      ? `${who} commented on a session of ${plan}.`
      : `${who} commented on a leaderboard.`,
  coach_mention: (who) => `${who} mentioned you.`,
  coach_brand_invite: (who) => `${who} invited you to coach with their account.`,
  coach_brand_invite_accepted: (who) => `${who} accepted your invitation and joined your account.`,
  coach_brand_invite_declined: (who) => `${who} declined your invitation.`,
  coach_over_limit_sign_up: (who, plan, p) =>
    `${who} tried to join ${plan}, but your plan allows ${p.limit}. Upgrade to take on more clients.`,
  client_payment_failed: (_who, plan, p) =>
    `Your payment for ${plan} failed. Update your card to keep training.${nextTry(p.next_try)}`,
  client_auto_canceled: (_who, plan) =>
    `Your subscription to ${plan} was cancelled after 7 days of failed payments. You can resume it from the program page.`,
  client_refund: (_who, plan, p) => `You were refunded ${money(p)} for ${plan}.`,
  client_fixed_plan_ending: (_who, plan, p) => `${plan} ends on ${p.end_day}.`,
  client_fixed_plan_ended: (_who, plan) => `You finished ${plan}. Well done!`,
  client_price_change: (_who, plan) => `The price of ${plan} is changing.`,
  client_comment: (who, plan, p) =>
    'calendar_comment_id' in p
      ? `${who} commented on your session of ${plan}.`
      : `${who} commented on your score.`,
  client_mention: (who) => `${who} mentioned you.`,
};

export const notificationMessages = {
  notifications: {
    texts,
    /** Stand-ins for a person or program that no longer exists. */
    someone: 'Someone',
    aProgram: 'a program',
    empty: 'No new notifications',
  },
  feed: {
    title: 'Feed',
    tabsLabel: 'Feed pages',
    tabs: {
      overview: 'Overview',
      warnings: 'Warnings',
      activity: 'Activity',
      financial: 'Financial',
      invites: 'Invites',
      leaderboards: 'Leaderboards',
    },
    emptyTab: 'Nothing here yet. New notifications appear as they happen.',
    loadFailed: 'The feed could not be loaded.',
    markRead: 'Mark as read',
    markUnread: 'Mark as unread',
    readAll: 'Mark all as read',
    readChangeFailed: 'That could not be saved. Please try again.',
    acceptInvite: 'Accept Invite',
    declineInvite: 'Decline',
    joined: 'Successfully joined',
    declined: 'Declined',
    inviteFailed: 'Your answer could not be saved. Please try again.',
    myFeed: 'My Feed',
    seeAll: 'See all notifications',
    newArrived: 'New notifications',
    today: 'Today',
    yesterday: 'Yesterday',
  },
} as const;
