import type { Exercise, Prescription, ScheduleExercise } from '@coachforge/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Select, TextField } from '@coachforge/ui';
import { useBenchmarks } from '../client-records';
import styled from 'styled-components';
import { dragIds, Handle, Row, Small } from './builder-parts';

const Item = styled.div`
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  details {
    width: 100%;
  }
`;

const Superset = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

type NumberField = 'sets' | 'time_seconds' | 'distance_metres' | 'rest_seconds';
type TextFieldName = 'reps' | 'tempo' | 'notes';

const numberOrUndefined = (text: string) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : undefined;
};

/**
 * One planned exercise: its prescription (sets, reps and load first; time, distance, tempo, rest and
 * notes under More), its place (drag by the grip, or Move up / Move down), and its superset.
 */
export function ExerciseRow({
  exercise,
  place,
  index,
  count,
  supersetLabel,
  joinedToAbove,
  library,
  onChange,
  onMove,
  onToggleSuperset,
  onRemove,
}: {
  exercise: ScheduleExercise;
  place: [number, number, number, number];
  index: number;
  count: number;
  supersetLabel: string | null;
  /** In one superset with the exercise above it. */
  joinedToAbove: boolean;
  library: Exercise[];
  onChange: (change: (prescription: Prescription) => void) => void;
  onMove: (to: number) => void;
  onToggleSuperset: () => void;
  onRemove: () => void;
}) {
  const name = library.find((item) => item.id === exercise.exercise_id)?.name ?? 'Exercise';
  const sortable = useSortable({ id: dragIds.exercise(...place, index) });
  const p = exercise.prescription;
  // Loads written as a share of the client's own best (decision 0117): lifts measured by load only.
  const loadBenchmarks = (useBenchmarks().data ?? []).filter((benchmark) => benchmark.measure === 'load');
  const percentLoad = p.load?.kind === 'benchmark_percent' ? p.load : null;
  const setPercentLoad = (benchmarkId: number | null, percent: number) =>
    onChange((prescription) => {
      prescription.load =
        benchmarkId === null ? undefined : { kind: 'benchmark_percent', benchmark_id: benchmarkId, percent };
    });
  const numberField = (label: string, field: NumberField) => (
    <Small>
      <TextField
        label={label}
        inputMode="decimal"
        value={p[field] ?? ''}
        onChange={(event) =>
          onChange((prescription) => void (prescription[field] = numberOrUndefined(event.target.value)))
        }
      />
    </Small>
  );
  const textField = (label: string, field: TextFieldName) => (
    <TextField
      label={label}
      value={p[field] ?? ''}
      onChange={(event) =>
        onChange((prescription) => void (prescription[field] = event.target.value || undefined))
      }
    />
  );

  return (
    <Item
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      data-testid="planned-exercise"
      aria-label={`${supersetLabel ? `${supersetLabel} ` : ''}${name}`}
      role="group"
    >
      <Row>
        <Handle type="button" aria-label={`Drag ${name}`} {...sortable.attributes} {...sortable.listeners}>
          ⋮⋮
        </Handle>
        {supersetLabel ? <Superset data-testid="superset-label">{supersetLabel}</Superset> : null}
        <strong>{name}</strong>
        {numberField('Sets', 'sets')}
        <Small>{textField('Reps', 'reps')}</Small>
        <Small>
          <TextField
            label="Load (kg)"
            inputMode="decimal"
            value={p.load?.kind === 'weight' ? p.load.value : ''}
            onChange={(event) =>
              onChange((prescription) => {
                const value = numberOrUndefined(event.target.value);
                prescription.load = value === undefined ? undefined : { kind: 'weight', value };
              })
            }
          />
        </Small>
      </Row>
      <details>
        <summary>More</summary>
        <Row>
          <Select<number>
            label="Load as % of benchmark"
            placeholder="No benchmark"
            value={percentLoad?.benchmark_id ?? null}
            onChange={(id) => setPercentLoad(id, percentLoad?.percent ?? 75)}
            options={loadBenchmarks.map((benchmark) => ({ id: benchmark.id, label: benchmark.name }))}
          />
          {percentLoad ? (
            <Small>
              <TextField
                label="% of it"
                inputMode="decimal"
                value={percentLoad.percent || ''}
                onChange={(event) =>
                  setPercentLoad(percentLoad.benchmark_id, numberOrUndefined(event.target.value) ?? 0)
                }
              />
            </Small>
          ) : null}
          {numberField('Time (s)', 'time_seconds')}
          {numberField('Distance (m)', 'distance_metres')}
          <Small>{textField('Tempo', 'tempo')}</Small>
          {numberField('Rest (s)', 'rest_seconds')}
          {textField('Notes', 'notes')}
        </Row>
      </details>
      <Row>
        <Button
          type="button"
          $variant="ghost"
          $size="small"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          Move up
        </Button>
        <Button
          type="button"
          $variant="ghost"
          $size="small"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          Move down
        </Button>
        {index > 0 ? (
          <Button
            type="button"
            $variant="ghost"
            $size="small"
            aria-pressed={joinedToAbove}
            onClick={onToggleSuperset}
          >
            Superset with above
          </Button>
        ) : null}
        <Button type="button" $variant="ghost" $size="small" onClick={onRemove}>
          Remove
        </Button>
      </Row>
    </Item>
  );
}
