import type { ActivityType } from './activity-types';

/**
 * The event catalogue: every kind of notification the platform produces (spec 03 section 3, notification
 * types), the activity type it is counted under, who receives it and what it carries. Modules publish
 * these to the API's notifications module; a module that does not exist yet publishes its kinds when it
 * lands, from this list.
 */

/** How a new client came to the program. */
export const joinedByValues = ['purchase', 'invitation'] as const;
export type JoinedBy = (typeof joinedByValues)[number];

/** A comment on a leaderboard score (spec 03 section 3, score_comment). */
export interface ScoreCommentRef {
  id: number;
  kind: 'daily' | 'challenge';
  /** The board: a daily board's number, or the challenge's id. */
  score_score_id: number;
  /** The score commented on (a daily result's UUID, a challenge score's id); null for the whole board. */
  score_value_id: number | string | null;
}
/**
 * A comment on a session of a client's calendar (decision 0228). `schedule_id` (the program) and
 * `schedule_date` (DD/MM/YYYY) are the spec's notification fields; `athlete_id` is whose calendar it is.
 */
export interface CalendarCommentRef {
  author_id: number;
  plan_id: number;
  athlete_id: number;
  calendar_comment_id: number;
  schedule_id: number;
  schedule_date: string;
  session_index: number;
}
/** A comment on a leaderboard (decision 0181) or on a client's calendar (decision 0228). */
export type CommentPayload = { author_id: number; score_comment: ScoreCommentRef } | CalendarCommentRef;
/** A mention in a chat message, or in a leaderboard or calendar comment. */
export type MentionPayload =
  { author_id: number; chat_room_id: number; chat_message_id: number } | CommentPayload;

/** Exported because the messages catalogue's published declarations name it. */
export interface NotificationClientOfPlan {
  /** The client (their identity's id). */
  client_id: number;
  plan_id: number;
}
export interface NotificationMoney {
  /** Minor units (cents) of `currency`. */
  amount: number;
  currency: string;
}

/** What each kind of notification carries: ids of what it is about, never names (read when shown). */
export interface NotificationPayloads {
  coach_new_free_client: NotificationClientOfPlan & { joined_by: JoinedBy };
  coach_new_paid_client: NotificationClientOfPlan & NotificationMoney & { joined_by: JoinedBy };
  coach_new_coupon_client: NotificationClientOfPlan & {
    joined_by: JoinedBy;
    coupon_code: string;
    percent_off: number;
  };
  coach_trial_started: NotificationClientOfPlan & { trial_end: string };
  coach_subscription_canceled: NotificationClientOfPlan & { at_period_end: boolean };
  coach_subscription_resumed: NotificationClientOfPlan;
  coach_payment_received: NotificationClientOfPlan & NotificationMoney;
  coach_past_due: NotificationClientOfPlan & { next_try: string | null };
  coach_auto_canceled: NotificationClientOfPlan;
  coach_refund: NotificationClientOfPlan & NotificationMoney;
  /** A refund the provider could not make, at once or later (decision 0171): nothing went back. */
  coach_refund_failed: NotificationClientOfPlan & NotificationMoney;
  coach_fixed_plan_ending: NotificationClientOfPlan & { end_day: string };
  coach_fixed_plan_ended: NotificationClientOfPlan;
  coach_plan_danger: { plan_id: number };
  coach_comment: CommentPayload;
  coach_mention: MentionPayload;
  coach_brand_invite: { account_id: number; inviter_id: number; invitation_id: number };
  coach_brand_invite_accepted: { coach_id: number };
  coach_brand_invite_declined: { coach_id: number };
  coach_over_limit_sign_up: NotificationClientOfPlan & { limit: number };
  client_payment_failed: { plan_id: number; next_try: string | null };
  client_auto_canceled: { plan_id: number };
  client_refund: { plan_id: number } & NotificationMoney;
  client_fixed_plan_ending: { plan_id: number; end_day: string };
  client_fixed_plan_ended: { plan_id: number };
  client_price_change: { plan_id: number; message: string };
  client_comment: CommentPayload;
  client_mention: MentionPayload;
}
export type NotificationType = keyof NotificationPayloads;

/**
 * Who receives a kind: `account`, the members of a coaching account (the program's, the brand's);
 * `identity`, one person in their own private account (a client, an invited coach).
 */
export type NotificationRecipientKind = 'account' | 'identity';

export interface NotificationKind {
  activity_type: ActivityType;
  to: NotificationRecipientKind;
}

export const notificationCatalogue = {
  coach_new_free_client: { activity_type: 'client_activity', to: 'account' },
  coach_new_paid_client: { activity_type: 'financial', to: 'account' },
  coach_new_coupon_client: { activity_type: 'financial', to: 'account' },
  coach_trial_started: { activity_type: 'financial', to: 'account' },
  coach_subscription_canceled: { activity_type: 'financial', to: 'account' },
  coach_subscription_resumed: { activity_type: 'financial', to: 'account' },
  coach_payment_received: { activity_type: 'financial', to: 'account' },
  coach_past_due: { activity_type: 'financial', to: 'account' },
  coach_auto_canceled: { activity_type: 'financial', to: 'account' },
  coach_refund: { activity_type: 'financial', to: 'account' },
  coach_refund_failed: { activity_type: 'financial', to: 'account' },
  coach_fixed_plan_ending: { activity_type: 'client_activity', to: 'account' },
  coach_fixed_plan_ended: { activity_type: 'client_activity', to: 'account' },
  coach_plan_danger: { activity_type: 'content_warnings', to: 'account' },
  coach_comment: { activity_type: 'client_activity', to: 'account' },
  coach_mention: { activity_type: 'chat_mention', to: 'identity' },
  coach_brand_invite: { activity_type: 'invite', to: 'identity' },
  coach_brand_invite_accepted: { activity_type: 'coach_membership', to: 'account' },
  coach_brand_invite_declined: { activity_type: 'coach_membership', to: 'account' },
  coach_over_limit_sign_up: { activity_type: 'content_warnings', to: 'account' },
  client_payment_failed: { activity_type: 'client_activity', to: 'identity' },
  client_auto_canceled: { activity_type: 'client_activity', to: 'identity' },
  client_refund: { activity_type: 'client_activity', to: 'identity' },
  client_fixed_plan_ending: { activity_type: 'client_activity', to: 'identity' },
  client_fixed_plan_ended: { activity_type: 'client_activity', to: 'identity' },
  client_price_change: { activity_type: 'client_activity', to: 'identity' },
  client_comment: { activity_type: 'client_activity', to: 'identity' },
  client_mention: { activity_type: 'chat_mention', to: 'identity' },
} as const satisfies Record<NotificationType, NotificationKind>;

export const notificationTypes = Object.keys(notificationCatalogue) as NotificationType[];

export const activityTypeOf = (type: NotificationType): ActivityType =>
  notificationCatalogue[type].activity_type;

/**
 * One happening, published once by the module where it happens. `key` names the happening itself (a
 * membership event's id, an invitation's id): publishing the same key again stores nothing new, so a
 * retried job or a repeated webhook never notifies twice.
 */
export type NotificationEvent = {
  [T in NotificationType]: {
    type: T;
    key: string;
    /**
     * The account whose members hear of it, or the identity that does (per the kind's `to`). `except_user_ids`
     * leaves out members another notification of the same happening already tells (a mentioned coach gets
     * the mention, not the comment too): one notification per happening and person.
     */
    recipient: (typeof notificationCatalogue)[T]['to'] extends 'account'
      ? { account_id: number; except_user_ids?: number[] }
      : { user_id: number };
    payload: NotificationPayloads[T];
  };
}[NotificationType];
