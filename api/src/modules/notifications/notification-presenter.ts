import {
  messages,
  type Notification,
  type NotificationPayloads,
  type NotificationType,
  type PlanType,
  type ScoreCommentRef,
} from '@coachforge/contracts';
import { avatarUrl } from '../users';
import type { NotificationRow } from './notification-repository';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
const bold = (text: string) => `<b>${escapeHtml(text)}</b>`;

const twoDigits = (n: number) => String(n).padStart(2, '0');
/** DD/MM/YYYY of the moment in UTC (spec 03 section 9), the day the feed groups a notification under. */
export const dateKeyOf = (moment: Date) =>
  `${twoDigits(moment.getUTCDate())}/${twoDigits(moment.getUTCMonth() + 1)}/${moment.getUTCFullYear()}`;

/** The sentence with today's names of the person and program; both are data, never markup. */
function textOf(row: NotificationRow): string {
  const text = messages.notifications.texts[row.notification_type] as (
    who: string,
    plan: string,
    payload: NotificationPayloads[NotificationType],
  ) => string;
  return text(
    bold(row.subject_full_name ?? messages.notifications.someone),
    bold(row.program_title ?? messages.notifications.aProgram),
    row.payload as never,
  );
}

const numberIn = (payload: Record<string, unknown>, key: string) =>
  typeof payload[key] === 'number' ? (payload[key] as number) : null;

export function presentNotification(row: NotificationRow): Notification {
  const chatRoomId = numberIn(row.payload, 'chat_room_id');
  const scoreComment = row.payload.score_comment as ScoreCommentRef | undefined;
  return {
    id: row.id,
    read: row.read,
    text: textOf(row),
    created_at: Math.floor(row.created_at.getTime() / 1000),
    date_key: dateKeyOf(row.created_at),
    activity_type: row.activity_type,
    notification_type: row.notification_type,
    user:
      row.subject_user_id === null
        ? null
        : {
            id: row.subject_user_id,
            full_name: row.subject_full_name ?? messages.notifications.someone,
            title: row.subject_title,
            avatar_url: avatarUrl(row.subject_avatar_file),
            custom_url: row.subject_custom_url,
            type_account: row.subject_account_kind ?? 'private',
          },
    plan:
      row.program_id === null
        ? null
        : {
            id: row.program_id,
            title: row.program_title ?? '',
            custom_url: row.program_custom_url,
            plan_type: row.program_plan_type as PlanType,
            covers: (row.program_covers ?? []).map((coverType) => ({
              cover_type: coverType,
              normal: `/api/plans/${row.program_id}/covers/${coverType}`,
            })),
          },
    chat_room_id: chatRoomId,
    chat_message: chatRoomId === null ? null : { chat_room_id: chatRoomId },
    schedule_id: numberIn(row.payload, 'schedule_id'),
    schedule_date: typeof row.payload.schedule_date === 'string' ? row.payload.schedule_date : null,
    section_id: numberIn(row.payload, 'section_id'),
    plan_track_id: numberIn(row.payload, 'plan_track_id'),
    is_default_track: typeof row.payload.is_default_track === 'boolean' ? row.payload.is_default_track : null,
    invite:
      row.invitation_id !== null && row.invite_status !== null
        ? { id: row.invitation_id, status: row.invite_status }
        : null,
    score_comment: scoreComment
      ? {
          id: scoreComment.id,
          info: {
            kind: scoreComment.kind,
            score_score_id: scoreComment.score_score_id,
            score_value_id: scoreComment.score_value_id ?? null,
          },
        }
      : null,
    calendar_comment:
      numberIn(row.payload, 'calendar_comment_id') === null
        ? null
        : {
            id: numberIn(row.payload, 'calendar_comment_id')!,
            athlete_id: numberIn(row.payload, 'athlete_id') ?? 0,
            session_index: numberIn(row.payload, 'session_index') ?? 0,
          },
    benchmark:
      numberIn(row.payload, 'benchmark_id') === null ? null : { id: numberIn(row.payload, 'benchmark_id')! },
    body_metric:
      numberIn(row.payload, 'body_metric_id') === null
        ? null
        : { id: numberIn(row.payload, 'body_metric_id')! },
    challenge:
      numberIn(row.payload, 'challenge_id') === null ? null : { id: numberIn(row.payload, 'challenge_id')! },
  };
}
