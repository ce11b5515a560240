import { scoreText, type ChallengeLeaderboard, type ChallengeStanding } from '@coachforge/contracts';
import { DataTable, EmptyState, StatusBadge, type DataTableColumn } from '@coachforge/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '../program-data';

/** "Fastest first" or "Most first": how the board is read. */
export const directionText = (lowerIsBetter: boolean) =>
  lowerIsBetter ? 'Lower is better' : 'Higher is better';

/**
 * One challenge's board in one community (decision 0156): each person's best score, ranked, as prescribed
 * above scaled, ties to the earlier score.
 */
export function ChallengeBoard({ board }: { board: UseQueryResult<ChallengeLeaderboard> }) {
  return (
    <QueryState query={board}>
      {(data) => {
        const columns: DataTableColumn<ChallengeStanding>[] = [
          { key: 'rank', label: 'Rank', render: (row) => String(row.rank) },
          { key: 'full_name', label: 'Name', isRowHeader: true },
          {
            key: 'score',
            label: 'Best score',
            render: (row) => (
              <>
                {scoreText(data.challenge.score_kind, row.score)}{' '}
                {row.scaled ? <StatusBadge tone="neutral">Scaled</StatusBadge> : null}
              </>
            ),
          },
          { key: 'logged_at', label: 'Logged', render: (row) => row.logged_at.slice(0, 10) },
        ];
        return (
          <DataTable
            label={`${data.challenge.title} leaderboard`}
            columns={columns}
            rows={data.standings}
            rowKey={(row) => row.user_id}
            emptyState={
              <EmptyState title="No scores yet" description="Scores appear here as people log them." />
            }
            testId="challenge-board"
          />
        );
      }}
    </QueryState>
  );
}
