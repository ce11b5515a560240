import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { messages } from '../messages/catalogue';
import { challengeStandings, lowerIsBetterByDefault } from './challenges';
import type { ScoreKind } from './training-records';

/**
 * Daily leaderboards (decision 0180): one board per day and scored section of a program's schedule in a
 * coach's account, from the results its clients logged. As prescribed and scaled scores are ranked on
 * separate boards, by the same rule as challenge boards (`compareChallengeScores`).
 */
export interface DailyLeaderboardSummary {
  /** The board's number, given the first time its account lists it. */
  id: number;
  program_id: number;
  program_title: string;
  date: string;
  session_index: number;
  section_index: number;
  section_title: string;
  score_kind: ScoreKind;
  lower_is_better: boolean;
  /** How many people logged a score on the board. */
  people: number;
}

/** A person's place on a daily board: their result for the section. */
export interface DailyStanding {
  /** The training result's id (a UUID): what a comment on this score names. */
  result_id: string;
  user_id: number;
  full_name: string;
  score: number;
  scaled: boolean;
  comment: string;
  logged_at: string;
  rank: number;
}

/** GET coach/leaderboards/daily/:board_id. */
export interface DailyLeaderboard extends DailyLeaderboardSummary {
  rx: DailyStanding[];
  scaled: DailyStanding[];
}

/** GET coach/leaderboards/daily: the account's boards with results, newest day first. */
export interface DailyLeaderboards {
  boards: DailyLeaderboardSummary[];
}
export const DAILY_LEADERBOARDS_DAYS = 60;
export const DAILY_LEADERBOARDS_MAX = 200;

/** One logged result as the board reads it. */
export type DailyResult = Omit<DailyStanding, 'rank'>;

/**
 * The two boards of a section: as prescribed, and scaled. Each ranks its people's best score in the
 * section's direction (time ascending, the other kinds descending), ties to the earlier logged — the rule
 * of `challengeStandings`, so daily and challenge boards never disagree.
 */
export function dailyStandings(
  results: DailyResult[],
  kind: ScoreKind,
): { rx: DailyStanding[]; scaled: DailyStanding[] } {
  const lower = lowerIsBetterByDefault(kind);
  const rank = (scaled: boolean): DailyStanding[] => {
    const chosen = results.filter((result) => result.scaled === scaled);
    const scores = chosen.map((result, index) => ({
      id: index,
      user_id: result.user_id,
      full_name: result.full_name,
      score: result.score,
      scaled: result.scaled,
      note: result.comment,
      logged_at: result.logged_at,
    }));
    return challengeStandings(scores, lower).map((standing) => ({
      ...chosen[standing.id]!,
      rank: standing.rank,
    }));
  };
  return { rx: rank(false), scaled: rank(true) };
}

/** Which board a comment is on: a daily board or an account's challenge board. */
export const leaderboardKinds = ['daily', 'challenges'] as const;
export type LeaderboardKind = (typeof leaderboardKinds)[number];

export interface LeaderboardPerson {
  id: number;
  full_name: string;
}

/** A comment on a board, or on one score of it (result_id). Its text is data, shown as text. */
export interface LeaderboardComment {
  id: number;
  board_kind: LeaderboardKind;
  board_id: number;
  /** null: on the whole board. A daily result's UUID, or a challenge score's id as text. */
  result_id: string | null;
  author: LeaderboardPerson | null;
  text: string;
  /** The board's people it mentions (the author never among them). */
  mentions: LeaderboardPerson[];
  created_at: string;
}

/** GET coach/leaderboards/:kind/:board_id/comments: a board's comments, oldest first, and who may be mentioned. */
export interface LeaderboardComments {
  comments: LeaderboardComment[];
  /** The people with a score on the board, to mention. */
  people: LeaderboardPerson[];
  /** Whose score the comments are on; null for the board's own comments. */
  score_owner: LeaderboardPerson | null;
}

export const LEADERBOARD_COMMENT_MAX = 2000;
export const LEADERBOARD_COMMENT_MENTIONS_MAX = 50;
/** `@leaderboard` in a comment (sent with `mention_all`) tells everyone on the board. */
export const LEADERBOARD_MENTION_ALL = 'leaderboard';

/** POST coach/leaderboards/:kind/:board_id/comments. Sending needs words (the comment box rule). */
export const leaderboardCommentRequestSchema = lazySchema(() =>
  yup.object({
    text: yup
      .string()
      .trim()
      .required(messages.leaderboards.textRequired)
      .max(LEADERBOARD_COMMENT_MAX, messages.validation.tooLong(LEADERBOARD_COMMENT_MAX)),
    result_id: yup
      .string()
      .nullable()
      .matches(/^[A-Za-z0-9-]{1,64}$/, messages.leaderboards.scoreNotOnBoard)
      .default(null),
    mentions: yup
      .array(yup.number().integer().min(1).required())
      .max(LEADERBOARD_COMMENT_MENTIONS_MAX)
      .default([]),
    mention_all: yup.boolean().default(false),
  }),
);
export interface LeaderboardCommentRequest {
  text: string;
  result_id?: string | null;
  mentions?: number[];
  mention_all?: boolean;
}
