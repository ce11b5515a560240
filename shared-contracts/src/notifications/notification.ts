import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import type { PlanType } from '../programs/plan-types';
import { activityTypes, feedTabNames, type ActivityType, type FeedTab } from './activity-types';
import type { NotificationType, ScoreCommentRef } from './notification-types';

/** Notifications page size and the header's preview (spec 03 section 9). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PREVIEW_SIZE = 5;

/** An invite notification's status (spec 03 section 4.1): init or pending until answered. */
export type NotificationInviteStatus = 'init' | 'pending' | 'accepted' | 'rejected';

/** One notification as the feed shows it (spec 03 section 3). */
export interface Notification {
  id: number;
  read: boolean;
  /** HTML made by the API: names are escaped, nothing a user typed carries markup. */
  text: string;
  /** Epoch seconds. */
  created_at: number;
  /** DD/MM/YYYY, the day the feed groups it under (UTC). */
  date_key: string;
  activity_type: ActivityType;
  notification_type: NotificationType;
  /** The person it is about (the client, the coach who answered an invite, the author). */
  user: {
    id: number;
    full_name: string;
    title: string | null;
    avatar_url: string | null;
    custom_url: string | null;
    type_account: string;
  } | null;
  plan: {
    id: number;
    title: string;
    custom_url: string | null;
    plan_type: PlanType;
    covers: { cover_type: string; normal: string | null }[];
  } | null;
  chat_room_id: number | null;
  chat_message: { chat_room_id: number } | null;
  schedule_id: number | null;
  /** DD/MM/YYYY */
  schedule_date: string | null;
  section_id: number | null;
  plan_track_id: number | null;
  is_default_track: boolean | null;
  /** A brand invite: the invitation it is about and how it stands now; null once withdrawn or expired. */
  invite: { id: number; status: NotificationInviteStatus } | null;
  score_comment: { id: number; info: Omit<ScoreCommentRef, 'id'> } | null;
  /** A comment on a client's calendar (decision 0228): with schedule_id and schedule_date, where it is. */
  calendar_comment: { id: number; athlete_id: number; session_index: number } | null;
  benchmark: { id: number } | null;
  body_metric: { id: number } | null;
  challenge: { id: number } | null;
}

/** Page metadata (spec 03 section 2.2): the first and last day on the page, where it starts, how many match. */
export interface NotificationPageMeta {
  first_date: string | null;
  last_date: string | null;
  min_offset: number;
  total: number;
}

export interface NotificationPage {
  items: Notification[];
  meta: NotificationPageMeta;
}

/** GET notifications: a page of the feed, of one tab or activity type, all or only read or unread ones. */
export interface NotificationListQuery {
  limit?: number;
  offset?: number;
  tab?: FeedTab;
  activity_type?: ActivityType;
  read?: boolean;
}

/** Query strings arrive as text: numbers and booleans are read from it, anything else is refused. */
export const notificationListQuerySchema: yup.ObjectSchema<NotificationListQuery> = lazySchema(() =>
  yup.object({
    limit: yup.number().integer().min(1).max(NOTIFICATIONS_PAGE_SIZE),
    offset: yup.number().integer().min(0).max(1_000_000),
    tab: yup.mixed<FeedTab>().oneOf(feedTabNames),
    activity_type: yup.mixed<ActivityType>().oneOf(activityTypes),
    read: yup.boolean(),
  }),
);

/** PUT invites/:id/accept and invites/:id/reject: how the invitation stands after the answer. */
export interface InviteAnswer {
  status: NotificationInviteStatus;
}

/** PATCH notifications/read_all: every unread notification of one activity type. */
export interface ReadAllRequest {
  activity_type: ActivityType;
}
export const readAllSchema: yup.ObjectSchema<ReadAllRequest> = lazySchema(() =>
  yup.object({
    activity_type: yup.mixed<ActivityType>().oneOf(activityTypes).required(),
  }),
);
