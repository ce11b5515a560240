import { messages, namedRoutes, scoreText, type DailyStanding } from '@coachforge/contracts';
import { useRoutePath } from '@coachforge/remote-kit';
import { ErrorPanel, Page, Skeleton } from '@coachforge/ui';
import { Link, useParams } from 'react-router';
import { useDailyLeaderboard } from '../leaderboard-calls';
import { dayText, LeaderboardNav, Muted } from './leaderboard-nav';
import { StandingsTabs, type StandingRow } from './standings';

const l = messages.leaderboards;

/** A whole number from the address, or 0 (which no board has: the API answers 404). */
export const idFrom = (raw: string | undefined) => (raw && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : 0);

/** /leaderboards/daily/:id: one day's section, as prescribed and scaled. */
export function DailyLeaderboardPage() {
  const id = idFrom(useParams().id);
  const path = useRoutePath();
  const board = useDailyLeaderboard(id);
  const rows = (standings: DailyStanding[]): StandingRow[] =>
    standings.map((standing) => ({
      key: standing.result_id,
      rank: standing.rank,
      name: standing.full_name,
      score: scoreText(board.data!.score_kind, standing.score),
      note: standing.comment,
      commentsTo: path('daily-leaderboard-comments', { id, result_id: standing.result_id }),
    }));
  return (
    <Page data-testid="feed_chat-page" data-route="daily_leaderboard" aria-labelledby="daily-board-title">
      <h1 id="daily-board-title">{namedRoutes.daily_leaderboard.title}</h1>
      <LeaderboardNav current="daily" />
      {board.isPending ? (
        <Skeleton />
      ) : board.isError ? (
        <ErrorPanel title={l.loadFailed} onRetry={() => void board.refetch()} />
      ) : (
        <>
          <h2>
            {board.data.program_title} · {board.data.section_title || l.dailyTab}
          </h2>
          <p>
            <Muted>
              {dayText(board.data.date)} · {l.kinds[board.data.score_kind]}
            </Muted>
          </p>
          <p>
            <Link to={path('daily-leaderboard-comments', { id })}>{l.comments}</Link>
          </p>
          <StandingsTabs rx={rows(board.data.rx)} scaled={rows(board.data.scaled)} />
        </>
      )}
    </Page>
  );
}
