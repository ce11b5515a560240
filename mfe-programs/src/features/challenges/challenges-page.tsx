import type { Challenge } from '@coachforge/contracts';
import { Button, DataTable, EmptyState, TextField, type DataTableColumn } from '@coachforge/ui';
import { useDeferredValue, useState } from 'react';
import {
  folded,
  inLibrarySource,
  LIBRARY_PAGE_SIZE,
  LibraryFilters,
  LibrarySourceSelect,
  ProgramRoutePage,
  QueryState,
  type LibrarySource,
} from '../program-data';
import { ChallengeBoard, directionText } from './challenge-board';
import { CreateChallengeDialog, scoreKindLabels } from './create-challenge-dialog';
import { useCoachBoard, useCoachChallenges } from './use-challenges';

export type ChallengesRoute = 'challenges-library' | 'product_challenges_library';

/**
 * The coach's challenges (challenges-library; the platform's library at challenges/{product}-library):
 * the account's own and the platform's, searched in the page; a new challenge of the account's own; and
 * each challenge's board in the account's community (decision 0156).
 */
export function ChallengesPage({ route }: { route: ChallengesRoute }) {
  const challenges = useCoachChallenges();
  const [source, setSource] = useState<LibrarySource>(
    route === 'product_challenges_library' ? 'library' : 'all',
  );
  const [search, setSearch] = useState('');
  const query = folded(useDeferredValue(search).trim());
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<Challenge | null>(null);
  const board = useCoachBoard(open?.id ?? null);

  const columns: DataTableColumn<Challenge>[] = [
    { key: 'title', label: 'Challenge', isRowHeader: true, sortValue: (row) => row.title },
    { key: 'description', label: 'What to do' },
    {
      key: 'score_kind',
      label: 'Scored by',
      render: (row) => `${scoreKindLabels[row.score_kind]} · ${directionText(row.lower_is_better)}`,
      sortValue: (row) => row.score_kind,
    },
    { key: 'source', label: 'Source', render: (row) => (row.library ? 'Coachforge' : 'Yours') },
    {
      key: 'actions',
      label: 'Actions',
      render: (row) => (
        <Button
          type="button"
          $size="small"
          $variant="secondary"
          aria-label={`Leaderboard of ${row.title}`}
          aria-pressed={open?.id === row.id}
          onClick={() => setOpen(open?.id === row.id ? null : row)}
        >
          Leaderboard
        </Button>
      ),
    },
  ];

  return (
    <ProgramRoutePage route={route}>
      <p>
        <Button type="button" onClick={() => setCreating(true)}>
          New challenge
        </Button>
      </p>
      <LibraryFilters role="search">
        <TextField
          label="Search challenges"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <LibrarySourceSelect noun="challenges" value={source} onChange={setSource} />
      </LibraryFilters>
      <QueryState query={challenges}>
        {(all) => {
          const shown = all.filter(
            (challenge) =>
              inLibrarySource(source, challenge.library) &&
              (query === '' || folded(`${challenge.title} ${challenge.description}`).includes(query)),
          );
          return (
            <DataTable
              label="Challenges"
              columns={columns}
              rows={shown}
              pageSize={LIBRARY_PAGE_SIZE}
              rowKey={(row) => row.id}
              emptyState={
                <EmptyState
                  title={
                    source === 'own' && query === ''
                      ? 'No challenges of your own yet'
                      : 'No challenge matches'
                  }
                  description={
                    source === 'own' && query === ''
                      ? 'Create one, or use the Coachforge library.'
                      : 'Try another word or clear the filters.'
                  }
                />
              }
              testId="challenge-table"
            />
          );
        }}
      </QueryState>
      {open ? (
        <section aria-label={`${open.title} leaderboard`}>
          <h2>{open.title}</h2>
          <p>
            {open.description} {directionText(open.lower_is_better)}.
          </p>
          <ChallengeBoard board={board} />
        </section>
      ) : null}
      {creating ? <CreateChallengeDialog onClose={() => setCreating(false)} /> : null}
    </ProgramRoutePage>
  );
}
