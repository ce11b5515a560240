import type { DailyResult, LeaderboardKind, LeaderboardPerson, ScoreKind } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

/** A board's place in the schedule, before its kind is read from the results. */
export interface DailyBoardRow {
  id: number;
  program_id: number;
  program_title: string;
  date: string;
  session_index: number;
  section_index: number;
}

export interface ResultRow extends Omit<DailyResult, 'logged_at'> {
  score_kind: ScoreKind;
  section_title: string;
  logged_at: Date;
}

export interface CommentRow {
  id: number;
  board_kind: LeaderboardKind;
  board_id: number;
  result_id: string | null;
  author_id: number | null;
  author_name: string | null;
  text: string;
  mentions: number[];
  created_at: Date;
}

const FULL_NAME = `trim(u.first_name || ' ' || u.last_name)`;

export const leaderboardRepository = {
  /**
   * Gives a number to each board of the account with results since `since` (one day and section of one of
   * its programs), then answers them, newest day first.
   */
  async dailyBoards(
    db: Queryable,
    accountId: number,
    since: string,
    limit: number,
  ): Promise<DailyBoardRow[]> {
    await db.query(
      `INSERT INTO daily_leaderboards (account_id, program_id, day, session_index, section_index)
       SELECT DISTINCT p.account_id, r.program_id, r.day, r.session_index, r.section_index
       FROM training_results r JOIN programs p ON p.id = r.program_id
       WHERE p.account_id = $1 AND r.day >= $2::date
       ON CONFLICT (program_id, day, session_index, section_index) DO NOTHING`,
      [accountId, since],
    );
    return db.query<DailyBoardRow>(
      `SELECT b.id::int, b.program_id::int, p.title AS program_title, to_char(b.day, 'YYYY-MM-DD') AS date,
         b.session_index, b.section_index
       FROM daily_leaderboards b JOIN programs p ON p.id = b.program_id
       WHERE b.account_id = $1 AND p.account_id = $1 AND b.day >= $2::date
         AND EXISTS (SELECT 1 FROM training_results r WHERE r.program_id = b.program_id AND r.day = b.day
           AND r.session_index = b.session_index AND r.section_index = b.section_index)
       ORDER BY b.day DESC, p.title, b.session_index, b.section_index
       LIMIT $3`,
      [accountId, since, limit],
    );
  },

  /** One board of the account's own programs, or null. */
  async dailyBoard(db: Queryable, accountId: number, boardId: number): Promise<DailyBoardRow | null> {
    const [row] = await db.query<DailyBoardRow>(
      `SELECT b.id::int, b.program_id::int, p.title AS program_title, to_char(b.day, 'YYYY-MM-DD') AS date,
         b.session_index, b.section_index
       FROM daily_leaderboards b JOIN programs p ON p.id = b.program_id
       WHERE b.id = $2 AND b.account_id = $1 AND p.account_id = $1`,
      [accountId, boardId],
    );
    return row ?? null;
  },

  /** The results logged on boards, by board id. */
  async dailyResults(db: Queryable, boardIds: number[]): Promise<Map<number, ResultRow[]>> {
    const rows = await db.query<ResultRow & { board_id: number }>(
      `SELECT b.id::int AS board_id, r.id::text AS result_id, r.user_id::int, ${FULL_NAME} AS full_name,
         r.score::float8 AS score, r.scaled, r.comment, r.edited_at AS logged_at, r.score_kind, r.section_title
       FROM daily_leaderboards b
       JOIN training_results r ON r.program_id = b.program_id AND r.day = b.day
         AND r.session_index = b.session_index AND r.section_index = b.section_index
       JOIN users u ON u.id = r.user_id
       WHERE b.id = ANY($1::bigint[])
       ORDER BY r.edited_at DESC`,
      [boardIds],
    );
    const byBoard = new Map<number, ResultRow[]>();
    for (const { board_id, ...row } of rows) {
      const results = byBoard.get(board_id);
      if (results) results.push(row);
      else byBoard.set(board_id, [row]);
    }
    return byBoard;
  },

  /** The account's own challenge or one of the platform's, as a board of the account: its kind, or null. */
  async challengeBoard(db: Queryable, accountId: number, challengeId: number): Promise<boolean> {
    const rows = await db.query(
      `SELECT 1 FROM challenges WHERE id = $2 AND (account_id IS NULL OR account_id = $1)`,
      [accountId, challengeId],
    );
    return rows.length > 0;
  },

  /** The people with a score on an account's challenge board, and each score's id. */
  async challengeScores(
    db: Queryable,
    accountId: number,
    challengeId: number,
  ): Promise<{ id: string; user_id: number; full_name: string }[]> {
    return db.query(
      `SELECT s.id::text AS id, s.user_id::int, ${FULL_NAME} AS full_name
       FROM challenge_scores s JOIN users u ON u.id = s.user_id
       WHERE s.challenge_id = $2 AND s.account_id = $1`,
      [accountId, challengeId],
    );
  },

  /** Which of these people coach in the account (they hear of a mention as coaches). */
  async coachesAmong(db: Queryable, accountId: number, userIds: number[]): Promise<Set<number>> {
    const rows = await db.query<{ user_id: number }>(
      `SELECT user_id::int FROM memberships
       WHERE account_id = $1 AND invite_status = 'accepted' AND user_id = ANY($2::bigint[])`,
      [accountId, userIds],
    );
    return new Set(rows.map((row) => row.user_id));
  },

  async people(db: Queryable, ids: number[]): Promise<LeaderboardPerson[]> {
    if (ids.length === 0) return [];
    return db.query<LeaderboardPerson>(
      `SELECT u.id::int, ${FULL_NAME} AS full_name FROM users u WHERE u.id = ANY($1::bigint[])`,
      [ids],
    );
  },

  async comments(
    db: Queryable,
    accountId: number,
    kind: LeaderboardKind,
    boardId: number,
    resultId: string | null,
  ): Promise<CommentRow[]> {
    return db.query<CommentRow>(
      `SELECT c.id::int, c.board_kind, c.board_id::int, c.result_id, c.author_id::int,
         CASE WHEN u.id IS NULL THEN NULL ELSE ${FULL_NAME} END AS author_name, c.text,
         c.mentions::int[] AS mentions, c.created_at
       FROM leaderboard_comments c LEFT JOIN users u ON u.id = c.author_id
       WHERE c.account_id = $1 AND c.board_kind = $2 AND c.board_id = $3
         AND c.result_id IS NOT DISTINCT FROM $4
       ORDER BY c.id
       LIMIT 500`,
      [accountId, kind, boardId, resultId],
    );
  },

  async insertComment(
    db: Queryable,
    comment: {
      accountId: number;
      kind: LeaderboardKind;
      boardId: number;
      resultId: string | null;
      authorId: number;
      text: string;
      mentions: number[];
    },
  ): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO leaderboard_comments (account_id, board_kind, board_id, result_id, author_id, text, mentions)
       VALUES ($1, $2, $3, $4, $5, $6, $7::bigint[]) RETURNING id::int`,
      [
        comment.accountId,
        comment.kind,
        comment.boardId,
        comment.resultId,
        comment.authorId,
        comment.text,
        comment.mentions,
      ],
    );
    return row!.id;
  },

  async comment(db: Queryable, id: number): Promise<CommentRow> {
    const [row] = await db.query<CommentRow>(
      `SELECT c.id::int, c.board_kind, c.board_id::int, c.result_id, c.author_id::int,
         CASE WHEN u.id IS NULL THEN NULL ELSE ${FULL_NAME} END AS author_name, c.text,
         c.mentions::int[] AS mentions, c.created_at
       FROM leaderboard_comments c LEFT JOIN users u ON u.id = c.author_id WHERE c.id = $1`,
      [id],
    );
    return row!;
  },
};
