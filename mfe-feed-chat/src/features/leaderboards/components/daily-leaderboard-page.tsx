import { messages, namedRoutes, scoreText, type DailyStanding, type ScoreKind } from '@coachforge/contracts';
import { Link, QueryState, useParams, useRoutePath } from '@coachforge/remote-kit';
import { Page, Skeleton } from '@coachforge/ui';
import { idFrom } from '../../../components/id-from';
import { useDailyLeaderboard } from '../leaderboard-calls';
import { dayText, LeaderboardNav, Muted } from './leaderboard-nav';
import { StandingsTabs, type StandingRow } from './standings';

const l = messages.leaderboards;

/** /leaderboards/daily/:id: one day's section, as prescribed and scaled. */
export function DailyLeaderboardPage() {
  const id = idFrom(useParams().id);
  const path = useRoutePath();
  const board = useDailyLeaderboard(id);
  const rows = (scoreKind: ScoreKind, standings: DailyStanding[]): StandingRow[] =>
    standings.map((standing) => ({
      key: standing.result_id,
      rank: standing.rank,
      name: standing.full_name,
      score: scoreText(scoreKind, standing.score),
      note: standing.comment,
      commentsTo: path('daily-leaderboard-comments', { id, result_id: standing.result_id }),
    }));
  return (
    <Page data-testid="feed_chat-page" data-route="daily_leaderboard" aria-labelledby="daily-board-title">
      <h1 id="daily-board-title">{namedRoutes.daily_leaderboard.title}</h1>
      <LeaderboardNav current="daily" />
      <QueryState query={board} errorTitle={l.loadFailed} loading={<Skeleton />}>
        {(data) => (
          <>
            <h2>
              {data.program_title} · {data.section_title || l.dailyTab}
            </h2>
            <p>
              <Muted>
                {dayText(data.date)} · {l.kinds[data.score_kind]}
              </Muted>
            </p>
            <p>
              <Link to={path('daily-leaderboard-comments', { id })}>{l.comments}</Link>
            </p>
            <StandingsTabs rx={rows(data.score_kind, data.rx)} scaled={rows(data.score_kind, data.scaled)} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
