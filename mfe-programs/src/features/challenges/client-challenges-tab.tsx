import { scoreText, type ChallengeScore, type CoachClientChallenge } from '@coachforge/contracts';
import { useNavigateTo } from '@coachforge/remote-kit';
import { Button, DataTable, EmptyState, StatusBadge, type DataTableColumn } from '@coachforge/ui';
import { QueryState, RouteButton } from '../program-data';
import { ChallengeBoard, directionText } from './challenge-board';
import { scoreKindLabels } from './create-challenge-dialog';
import { useCoachBoard, useCoachClientChallenges } from './use-challenges';

const placeText = (entry: CoachClientChallenge) =>
  entry.standing ? `${entry.standing.rank} of ${entry.ranked}` : 'No score yet';

const bestText = (entry: CoachClientChallenge) =>
  entry.standing
    ? `${scoreText(entry.challenge.score_kind, entry.standing.score)}${entry.standing.scaled ? ' (scaled)' : ''}`
    : '—';

/** One challenge the client joined: their scores, newest first, and the community's board. */
function ChallengeDetail({ entry }: { entry: CoachClientChallenge }) {
  const board = useCoachBoard(entry.challenge.id);
  const columns: DataTableColumn<ChallengeScore>[] = [
    { key: 'logged_at', label: 'Logged', isRowHeader: true, render: (row) => row.logged_at.slice(0, 10) },
    {
      key: 'score',
      label: 'Score',
      render: (row) => (
        <>
          {scoreText(entry.challenge.score_kind, row.score)}{' '}
          {row.scaled ? <StatusBadge tone="neutral">Scaled</StatusBadge> : null}
          {entry.standing?.id === row.id ? <StatusBadge tone="success">Best</StatusBadge> : null}
        </>
      ),
    },
    { key: 'note', label: 'Note' },
  ];
  return (
    <section aria-label={entry.challenge.title} data-testid="client-challenge">
      <h3>{entry.challenge.title}</h3>
      <p>
        {entry.challenge.description} {scoreKindLabels[entry.challenge.score_kind]} ·{' '}
        {directionText(entry.challenge.lower_is_better)}.
      </p>
      <p data-testid="client-challenge-place">
        Place: {placeText(entry)} · Best: {bestText(entry)} · Joined {entry.joined_at.slice(0, 10)}
      </p>
      <DataTable
        label={`Scores on ${entry.challenge.title}`}
        columns={columns}
        rows={entry.scores}
        rowKey={(row) => row.id}
        emptyState={
          <EmptyState title="No scores yet" description="The client joined but has not logged a score." />
        }
        testId="client-challenge-scores"
      />
      <h4>Leaderboard</h4>
      <ChallengeBoard board={board} />
    </section>
  );
}

/**
 * A client's challenges as their coach sees them (show_client_challenges and client-profile-challenge;
 * decision 0173): those they joined in the account's community, with their best score and place, and one
 * of them (metric_id, the challenge's id) with every score and the board.
 */
export function ClientChallengesTab({
  athleteId,
  metricId,
}: {
  athleteId: number;
  metricId: string | undefined;
}) {
  const challenges = useCoachClientChallenges(athleteId);
  const navigateTo = useNavigateTo();
  const columns: DataTableColumn<CoachClientChallenge>[] = [
    {
      key: 'title',
      label: 'Challenge',
      isRowHeader: true,
      sortValue: (row) => row.challenge.title,
      render: (row) => (
        <Button
          type="button"
          $variant="link"
          onClick={() =>
            navigateTo('client-profile-challenge', { athlete_id: athleteId, metric_id: row.challenge.id })
          }
        >
          {row.challenge.title}
        </Button>
      ),
    },
    {
      key: 'kind',
      label: 'Scored by',
      render: (row) =>
        `${scoreKindLabels[row.challenge.score_kind]} · ${directionText(row.challenge.lower_is_better)}`,
    },
    { key: 'best', label: 'Best score', render: bestText },
    { key: 'place', label: 'Place', render: placeText, sortValue: (row) => row.standing?.rank ?? Infinity },
    { key: 'scores', label: 'Scores', render: (row) => String(row.scores.length) },
  ];
  return (
    <QueryState query={challenges}>
      {(data) => {
        if (metricId !== undefined) {
          const entry = data.challenges.find((candidate) => String(candidate.challenge.id) === metricId);
          return (
            <>
              <RouteButton route="show_client_challenges" params={{ athlete_id: athleteId }} variant="link">
                ← All challenges
              </RouteButton>
              {entry ? (
                <ChallengeDetail entry={entry} />
              ) : (
                <EmptyState
                  title="Challenge not found"
                  description="The client has not joined this challenge in your community."
                />
              )}
            </>
          );
        }
        return (
          <DataTable
            label="Client challenges"
            columns={columns}
            rows={data.challenges}
            rowKey={(row) => row.challenge.id}
            emptyState={
              <EmptyState
                title="No challenges yet"
                description="When the client joins a challenge in your community, it shows here with their scores."
              />
            }
            testId="client-challenges"
          />
        );
      }}
    </QueryState>
  );
}
