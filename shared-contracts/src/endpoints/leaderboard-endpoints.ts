import {
  leaderboardCommentRequestSchema,
  type DailyLeaderboard,
  type DailyLeaderboards,
  type LeaderboardComment,
  type LeaderboardCommentRequest,
  type LeaderboardComments,
} from '../training';
import { defineEndpoint } from './define-endpoint';

/**
 * Leaderboards (decisions 0180, 0181): a coach account's daily boards, and comments on its daily and
 * challenge boards. A board of another account, or a score not on the board, is a 404.
 */
export const leaderboardEndpoints = {
  /** The account's daily boards with results in the last 60 days, newest day first. */
  dailyLeaderboards: defineEndpoint<void, DailyLeaderboards>({
    method: 'GET',
    path: 'coach/leaderboards/daily',
    authenticated: true,
  }),
  dailyLeaderboard: defineEndpoint<void, DailyLeaderboard>({
    method: 'GET',
    path: 'coach/leaderboards/daily/:board_id',
    authenticated: true,
  }),
  /** `kind` is daily or challenges (the challenge's id is the board's); query `result_id` for one score's. */
  leaderboardComments: defineEndpoint<void, LeaderboardComments>({
    method: 'GET',
    path: 'coach/leaderboards/:kind/:board_id/comments',
    authenticated: true,
  }),
  createLeaderboardComment: defineEndpoint<LeaderboardCommentRequest, LeaderboardComment>({
    method: 'POST',
    path: 'coach/leaderboards/:kind/:board_id/comments',
    authenticated: true,
    body: leaderboardCommentRequestSchema,
  }),
};
