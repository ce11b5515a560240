import {
  messages,
  namedRoutes,
  scoreText,
  type ChallengeStanding,
  type ScoreKind,
} from '@coachforge/contracts';
import { Link, QueryState, useParams, useRoutePath } from '@coachforge/remote-kit';
import { Page, Skeleton } from '@coachforge/ui';
import { idFrom } from '../../../components/id-from';
import { useChallengeLeaderboard } from '../leaderboard-calls';
import { LeaderboardNav, Muted } from './leaderboard-nav';
import { StandingsTabs, type StandingRow } from './standings';

const l = messages.leaderboards;

/** /leaderboards/challenges/:id: the challenge's board in the account's community. */
export function ChallengeLeaderboardPage() {
  const id = idFrom(useParams().id);
  const path = useRoutePath();
  const board = useChallengeLeaderboard(id);
  // The contracts rank as prescribed above scaled in one list; each tab numbers its own from 1.
  const rows = (scoreKind: ScoreKind, standings: ChallengeStanding[]): StandingRow[] =>
    standings.map((standing, index) => ({
      key: String(standing.id),
      rank: index + 1,
      name: standing.full_name,
      score: scoreText(scoreKind, standing.score),
      note: standing.note,
      commentsTo: path('challenges-leaderboard-comments', { id, result_id: standing.id }),
    }));
  return (
    <Page
      data-testid="feed_chat-page"
      data-route="challenge_leaderboard"
      aria-labelledby="challenge-board-title"
    >
      <h1 id="challenge-board-title">{namedRoutes.challenge_leaderboard.title}</h1>
      <LeaderboardNav current="challenges" />
      <QueryState query={board} errorTitle={l.loadFailed} loading={<Skeleton />}>
        {({ challenge, standings }) => (
          <>
            <h2>{challenge.title}</h2>
            <p>
              <Muted>{l.kinds[challenge.score_kind]}</Muted>
            </p>
            <p>
              <Link to={path('challenges-leaderboard-comments', { id })}>{l.comments}</Link>
            </p>
            <StandingsTabs
              rx={rows(
                challenge.score_kind,
                standings.filter((standing) => !standing.scaled),
              )}
              scaled={rows(
                challenge.score_kind,
                standings.filter((standing) => standing.scaled),
              )}
            />
          </>
        )}
      </QueryState>
    </Page>
  );
}
