import {
  DAILY_LEADERBOARDS_DAYS,
  DAILY_LEADERBOARDS_MAX,
  dailyStandings,
  leaderboardKinds,
  lowerIsBetterByDefault,
  messages,
  scoreKinds,
  type DailyLeaderboard,
  type DailyLeaderboards,
  type DailyLeaderboardSummary,
  type LeaderboardComment,
  type LeaderboardCommentRequest,
  type LeaderboardComments,
  type LeaderboardKind,
  type LeaderboardPerson,
  type ScoreKind,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { publishCommentNotifications, type NotificationPublisher } from '../notifications';
import type { CoachAccess } from '../programs';
import type { Realtime } from '../realtime';
import {
  leaderboardRepository as repo,
  type CommentRow,
  type DailyBoardRow,
  type ResultRow,
} from './leaderboard-repository';

const l = messages.leaderboards;
const boardNotFound = () => httpError(404, l.boardNotFound);
const invalid = (field: string, text: string) =>
  httpError(422, messages.api.invalidRequest, { [field]: [text] });
const ID = /^[1-9]\d{0,14}$/;

/** A board's id from the path; anything that is not one is a board that does not exist. */
export const boardIdFrom = (value: unknown): number => {
  if (typeof value !== 'string' || !ID.test(value)) throw boardNotFound();
  return Number(value);
};
export const boardKindFrom = (value: unknown): LeaderboardKind => {
  if (typeof value !== 'string' || !(leaderboardKinds as readonly string[]).includes(value))
    throw boardNotFound();
  return value as LeaderboardKind;
};

type Results = ResultRow[];

/** The kind most of the board's results carry (a section's kind changed since some were logged). */
function kindOf(results: Results): ScoreKind {
  const counts = new Map<ScoreKind, number>();
  for (const result of results) counts.set(result.score_kind, (counts.get(result.score_kind) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? scoreKinds[0];
}

function summaryOf(board: DailyBoardRow, results: Results): DailyLeaderboardSummary & { results: Results } {
  const kind = kindOf(results);
  const scored = results.filter((result) => result.score_kind === kind);
  return {
    ...board,
    section_title: scored[0]?.section_title ?? '',
    score_kind: kind,
    lower_is_better: lowerIsBetterByDefault(kind),
    people: new Set(scored.map((result) => result.user_id)).size,
    results: scored,
  };
}

function presentComment(row: CommentRow, people: Map<number, LeaderboardPerson>): LeaderboardComment {
  return {
    id: row.id,
    board_kind: row.board_kind,
    board_id: row.board_id,
    result_id: row.result_id,
    author: row.author_id === null ? null : { id: row.author_id, full_name: row.author_name ?? '' },
    text: row.text,
    mentions: row.mentions.flatMap((id) => {
      const person = people.get(id);
      return person ? [person] : [];
    }),
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Leaderboards (decisions 0180, 0181). Daily boards are read from the results clients log on the
 * account's programs; comments go on the account's daily and challenge boards and notify the people they
 * mention, and the person whose score they are on.
 */
export function createLeaderboardService(
  { db, clock }: ApiContext,
  deps: { notifications: NotificationPublisher; realtime: Realtime },
) {
  async function dailyBoard(access: CoachAccess, boardId: number) {
    const board = await repo.dailyBoard(db, access.accountId, boardId);
    if (!board) throw boardNotFound();
    const results = (await repo.dailyResults(db, [board.id])).get(board.id) ?? [];
    return summaryOf(board, results);
  }

  /** The board's people and its scores' ids: whom a comment may mention, what it may be on. */
  async function boardOf(access: CoachAccess, kind: LeaderboardKind, boardId: number) {
    if (kind === 'daily') {
      const { results } = await dailyBoard(access, boardId);
      return results.map((r) => ({ id: r.result_id, user_id: r.user_id, full_name: r.full_name }));
    }
    if (!(await repo.challengeBoard(db, access.accountId, boardId))) throw boardNotFound();
    return repo.challengeScores(db, access.accountId, boardId);
  }

  const peopleOf = (scores: { user_id: number; full_name: string }[]): LeaderboardPerson[] =>
    [...new Map(scores.map((s) => [s.user_id, { id: s.user_id, full_name: s.full_name }])).values()].sort(
      (a, b) => a.full_name.localeCompare(b.full_name),
    );

  async function present(rows: CommentRow[]): Promise<LeaderboardComment[]> {
    const ids = [...new Set(rows.flatMap((row) => row.mentions))];
    const people = new Map((await repo.people(db, ids)).map((person) => [person.id, person]));
    return rows.map((row) => presentComment(row, people));
  }

  return {
    boardOf,

    async dailyList(access: CoachAccess): Promise<DailyLeaderboards> {
      const since = new Date(clock.now().getTime() - DAILY_LEADERBOARDS_DAYS * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const boards = await repo.dailyBoards(db, access.accountId, since, DAILY_LEADERBOARDS_MAX);
      const results = await repo.dailyResults(
        db,
        boards.map((board) => board.id),
      );
      return {
        boards: boards.map((board) => {
          const { results: _scored, ...summary } = summaryOf(board, results.get(board.id) ?? []);
          return summary;
        }),
      };
    },

    async daily(access: CoachAccess, boardId: number): Promise<DailyLeaderboard> {
      const { results, ...summary } = await dailyBoard(access, boardId);
      const standings = dailyStandings(
        results.map((result) => ({
          result_id: result.result_id,
          user_id: result.user_id,
          full_name: result.full_name,
          score: result.score,
          scaled: result.scaled,
          comment: result.comment,
          logged_at: result.logged_at.toISOString(),
        })),
        summary.score_kind,
      );
      return { ...summary, ...standings };
    },

    async comments(
      access: CoachAccess,
      kind: LeaderboardKind,
      boardId: number,
      query: Record<string, unknown>,
    ): Promise<LeaderboardComments> {
      const scores = await boardOf(access, kind, boardId);
      const resultId = query.result_id === undefined ? null : query.result_id;
      const score = scores.find((s) => s.id === resultId);
      if (resultId !== null && (typeof resultId !== 'string' || !score))
        throw httpError(404, l.scoreNotOnBoard);
      return {
        comments: await present(await repo.comments(db, access.accountId, kind, boardId, resultId)),
        people: peopleOf(scores),
        score_owner: score ? { id: score.user_id, full_name: score.full_name } : null,
      };
    },

    async comment(
      access: CoachAccess,
      kind: LeaderboardKind,
      boardId: number,
      request: LeaderboardCommentRequest,
    ): Promise<LeaderboardComment> {
      const scores = await boardOf(access, kind, boardId);
      const resultId = request.result_id ?? null;
      const score = resultId === null ? null : scores.find((s) => s.id === resultId);
      if (resultId !== null && !score) throw httpError(404, l.scoreNotOnBoard);
      const onBoard = new Set(scores.map((s) => s.user_id));
      const mentions = [...new Set(request.mentions ?? [])].filter((id) => id !== access.userId);
      if (mentions.some((id) => !onBoard.has(id))) throw invalid('mentions', l.mentionNotOnBoard);
      const mentioned = request.mention_all ? [...onBoard].filter((id) => id !== access.userId) : mentions;
      const coaches = await repo.coachesAmong(db, access.accountId, [...onBoard]);

      const id = await db.transaction(async (tx) => {
        const stored = await repo.insertComment(tx, {
          accountId: access.accountId,
          kind,
          boardId,
          resultId,
          authorId: access.userId,
          text: request.text,
          mentions,
        });
        const scoreComment = {
          id: stored,
          kind: kind === 'daily' ? ('daily' as const) : ('challenge' as const),
          score_score_id: boardId,
          score_value_id: resultId,
        };
        await publishCommentNotifications(
          deps.notifications,
          {
            kind: 'leaderboard',
            id: stored,
            authorId: access.userId,
            accountId: access.accountId,
            payload: { author_id: access.userId, score_comment: scoreComment },
            mentions: mentioned,
            coaches,
            subject: score?.user_id ?? null,
          },
          tx,
        );
        return stored;
      });
      const comment = (await present([await repo.comment(db, id)]))[0]!;
      // Stored first, then told to the pages showing the board: a page that missed it reads it on load.
      await deps.realtime.toLeaderboard(access.accountId, kind, boardId, {
        type: 'comment_created',
        data: comment,
      });
      return comment;
    },
  };
}
export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
