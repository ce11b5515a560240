import { messages, namedRoutes } from '@coachforge/contracts';
import { QueryState, useRoutePath } from '@coachforge/remote-kit';
import { EmptyState, Page, Skeleton } from '@coachforge/ui';
import { useDailyLeaderboards } from '../leaderboard-calls';
import { dayText, LeaderboardNav, List, Muted, RowLink } from './leaderboard-nav';

const l = messages.leaderboards;

/** /leaderboards/daily: the account's boards with results, newest day first. */
export function DailyLeaderboardsPage() {
  const path = useRoutePath();
  const boards = useDailyLeaderboards();
  return (
    <Page data-testid="feed_chat-page" data-route="daily_leaderboards" aria-labelledby="daily-boards-title">
      <h1 id="daily-boards-title">{namedRoutes.daily_leaderboards.title}</h1>
      <LeaderboardNav current="daily" />
      <QueryState query={boards} errorTitle={l.loadFailed} loading={<Skeleton />}>
        {(data) =>
          data.boards.length === 0 ? (
            <EmptyState title={l.dailyEmpty} />
          ) : (
            <List>
              {data.boards.map((board) => (
                <li key={board.id}>
                  <RowLink to={path('daily_leaderboard', { id: board.id })} data-testid="daily-board">
                    <strong>
                      {board.program_title} · {board.section_title || l.dailyTab}
                    </strong>
                    <br />
                    <Muted>
                      {dayText(board.date)} · {l.kinds[board.score_kind]} · {l.people(board.people)}
                    </Muted>
                  </RowLink>
                </li>
              ))}
            </List>
          )
        }
      </QueryState>
    </Page>
  );
}
