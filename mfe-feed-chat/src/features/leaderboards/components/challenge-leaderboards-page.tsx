import { messages, namedRoutes, type Challenge } from '@coachforge/contracts';
import { QueryState, useRoutePath } from '@coachforge/remote-kit';
import { EmptyState, Page, Skeleton } from '@coachforge/ui';
import { useAccountChallenges } from '../leaderboard-calls';
import { LeaderboardNav, List, Muted, RowLink } from './leaderboard-nav';

const l = messages.leaderboards;

const groups = (challenges: Challenge[]) => [
  { title: l.ownChallenges, items: challenges.filter((challenge) => !challenge.library) },
  { title: l.libraryChallenges, items: challenges.filter((challenge) => challenge.library) },
];

/** /leaderboards/challenges: the account's own challenges, then the platform's, each with its board. */
export function ChallengeLeaderboardsPage() {
  const path = useRoutePath();
  const challenges = useAccountChallenges();
  return (
    <Page
      data-testid="feed_chat-page"
      data-route="challenge_leaderboards"
      aria-labelledby="challenge-boards-title"
    >
      <h1 id="challenge-boards-title">{namedRoutes.challenge_leaderboards.title}</h1>
      <LeaderboardNav current="challenges" />
      <QueryState query={challenges} errorTitle={l.loadFailed} loading={<Skeleton />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={l.challengesEmpty} />
          ) : (
            groups(list).map(({ title, items }) =>
              items.length === 0 ? null : (
                <section key={title} aria-label={title}>
                  <h2>{title}</h2>
                  <List>
                    {items.map((challenge) => (
                      <li key={challenge.id}>
                        <RowLink
                          to={path('challenge_leaderboard', { id: challenge.id })}
                          data-testid="challenge-board"
                        >
                          <strong>{challenge.title}</strong>
                          <br />
                          <Muted>{l.kinds[challenge.score_kind]}</Muted>
                        </RowLink>
                      </li>
                    ))}
                  </List>
                </section>
              ),
            )
          )
        }
      </QueryState>
    </Page>
  );
}
