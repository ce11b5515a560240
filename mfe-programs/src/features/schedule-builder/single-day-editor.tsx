import type { Exercise, ScheduleDay, ScheduleWeek } from '@coachforge/contracts';
import { DndContext } from '@dnd-kit/core';
import { Button } from '@coachforge/ui';
import { Row, type Apply, type Update } from './builder-parts';
import { SessionEditor } from './day-editor';
import { edit, newSession } from './schedule-edits';
import { useScheduleDrag } from './use-schedule-drag';

/** The day as the builder's edits see it: the one day of a one-week schedule. */
const asWeeks = (day: ScheduleDay): ScheduleWeek[] => [{ buffer: false, days: [day] }];

/**
 * One day of training edited on its own, with the schedule builder's session editor (sessions,
 * sections, exercises with their prescriptions and supersets, exercises reordered by drag or by the
 * keyboard): what a workout template holds (decision 0172). The caller keeps the day.
 */
export function SingleDayEditor({
  day,
  library,
  onChange,
}: {
  day: ScheduleDay;
  library: Exercise[];
  onChange: (day: ScheduleDay) => void;
}) {
  const update: Update = (change) => onChange(edit(asWeeks(day), change)[0]!.days[0]!);
  const apply: Apply = (move) => onChange(move(asWeeks(day))[0]!.days[0]!);
  const drag = useScheduleDrag(apply);
  return (
    <div data-testid="template-day">
      <DndContext {...drag}>
        {day.sessions.map((session, s) => (
          <SessionEditor
            key={s}
            week={0}
            day={0}
            index={s}
            dayCount={1}
            session={session}
            library={library}
            update={update}
            apply={apply}
          />
        ))}
      </DndContext>
      <Row>
        <Button
          type="button"
          $size="small"
          onClick={() => update((draft) => void draft[0]!.days[0]!.sessions.push(newSession()))}
        >
          Add session
        </Button>
      </Row>
    </div>
  );
}
