import { exerciseCategories, messages, type Exercise, type ExerciseCategory } from '@coachforge/contracts';
import {
  Button,
  DataTable,
  EmptyState,
  Notice,
  Select,
  TextField,
  type DataTableColumn,
} from '@coachforge/ui';
import { useDeferredValue, useState } from 'react';
import {
  folded,
  inLibrarySource,
  LIBRARY_PAGE_SIZE,
  LibraryFilters,
  LibrarySourceSelect,
  ProgramRoutePage,
  QueryState,
  usePlanLimits,
  type LibrarySource,
} from '../program-data';
import { categoryLabels, ExerciseDialog } from './exercise-dialog';
import { useExercises } from './use-exercises';

/**
 * The exercise library (my_exercises_library): the platform's exercises and the account's own, searched
 * and filtered at once in the page; PROFESSIONAL accounts create and edit their own (decision 0114).
 */
export function ExerciseLibraryPage() {
  const exercises = useExercises();
  const limits = usePlanLimits();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<ExerciseCategory | 'all'>('all');
  const [source, setSource] = useState<LibrarySource>('all');
  const [editing, setEditing] = useState<Exercise | null | 'new'>(null);
  const query = folded(useDeferredValue(search).trim());

  const columns: DataTableColumn<Exercise>[] = [
    { key: 'name', label: 'Name', isRowHeader: true, sortValue: (row) => row.name },
    {
      key: 'category',
      label: 'Metric category',
      render: (row) => categoryLabels[row.category],
      sortValue: (row) => row.category,
    },
    { key: 'equipment', label: 'Equipment', sortValue: (row) => row.equipment },
    { key: 'muscle_group', label: 'Muscle group', sortValue: (row) => row.muscle_group },
    { key: 'source', label: 'Source', render: (row) => (row.library ? 'Coachforge' : 'Yours') },
    {
      key: 'actions',
      label: 'Actions',
      render: (row) =>
        row.library || !limits.exerciseEditing ? null : (
          <Button type="button" $size="small" $variant="secondary" onClick={() => setEditing(row)}>
            Edit
          </Button>
        ),
    },
  ];

  return (
    <ProgramRoutePage route="my_exercises_library">
      {limits.exerciseEditing ? (
        <p>
          <Button type="button" onClick={() => setEditing('new')}>
            New exercise
          </Button>
        </p>
      ) : (
        <Notice tone="info">{messages.exercises.needProfessional}</Notice>
      )}
      <LibraryFilters role="search">
        <TextField
          label="Search exercises"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select<ExerciseCategory | 'all'>
          label="Metric category"
          value={category}
          options={[
            { id: 'all', label: 'All categories' },
            ...exerciseCategories.map((id) => ({ id, label: categoryLabels[id] })),
          ]}
          onChange={(next) => next && setCategory(next)}
        />
        <LibrarySourceSelect noun="exercises" value={source} onChange={setSource} />
      </LibraryFilters>
      <QueryState query={exercises}>
        {(all) => {
          const shown = all.filter(
            (exercise) =>
              (category === 'all' || exercise.category === category) &&
              inLibrarySource(source, exercise.library) &&
              (query === '' ||
                folded(`${exercise.name} ${exercise.equipment} ${exercise.muscle_group}`).includes(query)),
          );
          return (
            <>
              <p role="status" data-testid="exercise-count">
                {shown.length} of {all.length} exercises
              </p>
              <DataTable
                label="Exercises"
                columns={columns}
                rows={shown}
                pageSize={LIBRARY_PAGE_SIZE}
                rowKey={(row) => row.id}
                emptyState={
                  <EmptyState
                    title="No exercise matches"
                    description="Try another word or clear the filters."
                  />
                }
                testId="exercise-table"
              />
            </>
          );
        }}
      </QueryState>
      {editing !== null ? (
        <ExerciseDialog exercise={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </ProgramRoutePage>
  );
}
