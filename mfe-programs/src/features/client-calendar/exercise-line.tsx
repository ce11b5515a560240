import { supersetLabel, type ClientRecords, type ScheduleExercise } from '@coachforge/contracts';
import styled from 'styled-components';
import { prescriptionText } from './prescription-text';

const Label = styled.span`
  display: inline-block;
  min-width: 2.2em;
  margin-right: ${({ theme }) => theme.space(1)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * One exercise of a section on a calendar: its superset label (A1, A2… as the coach's builder letters
 * them), its name and its prescription. The client's and the coach's calendars read the same line.
 */
export function ExerciseLine({
  exercises,
  position,
  name,
  records = null,
}: {
  exercises: ScheduleExercise[];
  position: number;
  name: string;
  records?: ClientRecords | null;
}) {
  const exercise = exercises[position]!;
  const label = supersetLabel(exercises, position);
  const prescription = prescriptionText(exercise.prescription, records);
  return (
    <li data-superset={label ?? undefined}>
      {label ? (
        <Label data-testid="superset-label" aria-label={`Superset ${label}`}>
          {label}
        </Label>
      ) : null}
      <strong>{name}</strong>
      {prescription ? ` — ${prescription}` : ''}
    </li>
  );
}
