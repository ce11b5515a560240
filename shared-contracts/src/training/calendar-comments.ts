import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { messages } from '../messages/catalogue';
import {
  LEADERBOARD_COMMENT_MAX,
  LEADERBOARD_COMMENT_MENTIONS_MAX,
  type LeaderboardPerson,
} from './daily-leaderboards';

/**
 * Comments on a session of a client's calendar (decision 0228): a thread between the client and the
 * coaches of the program's account, one per client, program, day and session. Text is data (trimmed, at
 * most the leaderboard's 2000 characters, shown as text); mentions are ids of the thread's people.
 */
export const CALENDAR_COMMENT_MAX = LEADERBOARD_COMMENT_MAX;

export interface CalendarComment {
  id: number;
  plan_id: number;
  /** The client whose calendar it is. */
  athlete_id: number;
  date: string;
  session_index: number;
  author: LeaderboardPerson | null;
  text: string;
  mentions: LeaderboardPerson[];
  created_at: string;
}

/** A session's thread, oldest first, and whom a comment may mention: the client and the account's coaches. */
export interface CalendarComments {
  comments: CalendarComment[];
  people: LeaderboardPerson[];
}

const isRealDate = (value: string | undefined) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** POST user/plans/:plan_id/calendar/comments and coach/plans/:plan_id/athletes/:user_id/comments. */
export const calendarCommentRequestSchema = lazySchema(() =>
  yup.object({
    date: yup
      .string()
      .required(messages.training.dateRequired)
      .test('real-date', messages.training.dateRequired, isRealDate),
    session_index: yup.number().integer().min(0).max(50).required(),
    text: yup
      .string()
      .trim()
      .required(messages.leaderboards.textRequired)
      .max(CALENDAR_COMMENT_MAX, messages.validation.tooLong(CALENDAR_COMMENT_MAX)),
    mentions: yup
      .array(yup.number().integer().min(1).required())
      .max(LEADERBOARD_COMMENT_MENTIONS_MAX)
      .default([]),
  }),
);
export type CalendarCommentRequest = yup.InferType<typeof calendarCommentRequestSchema>;
