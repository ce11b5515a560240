import type { ScheduleWeek } from '@coachforge/contracts';
import styled from 'styled-components';

/** A change to the track's weeks, made on a copy (see schedule-edits). */
export type Update = (change: (draft: ScheduleWeek[]) => void) => void;
/** A pure move over the weeks (schedule-edits), applied as one change. */
export type Apply = (move: (weeks: ScheduleWeek[]) => ScheduleWeek[]) => void;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
`;

export const Small = styled.div`
  width: 96px;
`;

/** The grip a pointer drags by; a keyboard picks it up with Space and moves with the arrows. */
export const Handle = styled.button`
  cursor: grab;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  touch-action: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
  }
`;

/** Drag ids: what is dragged and where it is, read back in the track editor's drop handler. */
export const dragIds = {
  session: (week: number, day: number, session: number) => `session:${week}:${day}:${session}`,
  day: (week: number, day: number) => `day:${week}:${day}`,
  exercise: (week: number, day: number, session: number, section: number, index: number) =>
    `exercise:${week}:${day}:${session}:${section}:${index}`,
};

export function parseDragId(id: string | number): { kind: string; at: number[] } {
  const [kind = '', ...rest] = String(id).split(':');
  return { kind, at: rest.map(Number) };
}
