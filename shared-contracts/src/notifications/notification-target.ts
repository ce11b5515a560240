import type { RouteName } from '../routes/named-routes';
import type { RouteParams, RouteQuery } from '../routes/paths';
import type { FeedTab } from './activity-types';
import type { Notification } from './notification';
import type { NotificationType } from './notification-types';

/** Where a notification leads: a named route with its parameters (decision 0132). */
export interface NotificationTarget {
  route: RouteName;
  params?: RouteParams;
  query?: RouteQuery;
}

/** The feed's sub-pages as named routes (spec 01 section 2.5), in the order the tabs show them. */
export const feedRouteOfTab = {
  overview: 'feed_overview',
  warnings: 'content_warnings',
  activity: 'client_activity',
  financial: 'feed_financial',
  invites: 'feed_invites',
  leaderboards: 'chat_mention',
} as const satisfies Record<FeedTab, RouteName>;

type Rule = (notification: Notification) => NotificationTarget | null;

const programClients: Rule = ({ plan }) =>
  plan ? { route: 'coach_program_view_clients', params: { plan_id: plan.id } } : null;
const transactions: Rule = () => ({ route: 'coach_dashboard_transactions' });
const coaches: Rule = () => ({ route: 'coach_profile_coaches' });
const clientPrograms: Rule = () => ({ route: 'user_my_plans' });
const conversation: Rule = ({ chat_room_id }) =>
  chat_room_id === null ? null : { route: 'conversation', params: { conversation_id: chat_room_id } };
const scoreComments: Rule = ({ score_comment }) =>
  score_comment
    ? {
        route:
          score_comment.info.kind === 'daily'
            ? 'daily-leaderboard-comments'
            : 'challenges-leaderboard-comments',
        params: (score_comment.info.score_value_id === null
          ? { id: score_comment.info.score_score_id }
          : {
              id: score_comment.info.score_score_id,
              result_id: score_comment.info.score_value_id,
              comment_id: score_comment.id,
            }) as RouteParams,
      }
    : null;

/** A calendar comment opens the day: the coach's view of the client's calendar, or the client's own. */
const calendarComments =
  (side: 'coach' | 'client'): Rule =>
  ({ calendar_comment, schedule_id, schedule_date }) => {
    if (!calendar_comment || schedule_id === null || schedule_date === null) return null;
    if (side === 'client') return { route: 'calendar' };
    const [day, month, year] = schedule_date.split('/').map(Number);
    return {
      route: 'coach_calendar',
      params: { user_id: calendar_comment.athlete_id, plan_id: schedule_id },
      query: { view: 'day', year, month, day },
    };
  };

const rules: Record<NotificationType, Rule> = {
  coach_new_free_client: programClients,
  coach_new_paid_client: programClients,
  coach_new_coupon_client: programClients,
  coach_trial_started: programClients,
  coach_subscription_canceled: programClients,
  coach_subscription_resumed: programClients,
  coach_past_due: programClients,
  coach_auto_canceled: programClients,
  coach_fixed_plan_ending: programClients,
  coach_fixed_plan_ended: programClients,
  coach_payment_received: transactions,
  coach_refund: transactions,
  coach_refund_failed: transactions,
  coach_plan_danger: ({ plan }) =>
    plan ? { route: 'coach_program_view_details', params: { plan_id: plan.id } } : null,
  coach_over_limit_sign_up: () => ({ route: 'choose_your_plan' }),
  coach_comment: (n) => calendarComments('coach')(n) ?? scoreComments(n),
  client_comment: (n) => calendarComments('client')(n) ?? scoreComments(n),
  coach_mention: (n) => conversation(n) ?? calendarComments('coach')(n) ?? scoreComments(n),
  client_mention: (n) => conversation(n) ?? calendarComments('client')(n) ?? scoreComments(n),
  coach_brand_invite: () => ({ route: 'coach_profile_my_accounts' }),
  coach_brand_invite_accepted: coaches,
  coach_brand_invite_declined: coaches,
  client_payment_failed: () => ({ route: 'billing_payment' }),
  client_refund: () => ({ route: 'billing_history' }),
  client_auto_canceled: clientPrograms,
  client_fixed_plan_ending: clientPrograms,
  client_fixed_plan_ended: clientPrograms,
  client_price_change: clientPrograms,
};

/**
 * The route that fits a notification's type (spec 03 section 2.2), or null when what it is about is gone
 * (a deleted program): the feed then only marks it read.
 */
export const notificationTarget = (notification: Notification): NotificationTarget | null =>
  rules[notification.notification_type](notification);
