import { supersetLabel, type Exercise, type ScheduleDay } from '@coachforge/contracts';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Card, ComboBox, Select, TextField } from '@coachforge/ui';
import styled from 'styled-components';
import { dragIds, Handle, Row, type Apply, type Update } from './builder-parts';
import { ExerciseRow } from './exercise-row';
import { moveExercise, moveSession, newSession, toggleSuperset } from './schedule-edits';

const DropZone = styled.div<{ $over: boolean }>`
  border-radius: ${({ theme }) => theme.radius};
  outline: ${({ theme, $over }) => ($over ? `3px dashed ${theme.colors.primary}` : 'none')};
`;

/** One session of a day: its title, sections and exercises (the builder's, and a template's). */
export function SessionEditor({
  week,
  day,
  index,
  dayCount,
  session,
  library,
  update,
  apply,
}: {
  week: number;
  day: number;
  index: number;
  dayCount: number;
  session: ScheduleDay['sessions'][number];
  library: Exercise[];
  update: Update;
  apply: Apply;
}) {
  const drag = useDraggable({ id: dragIds.session(week, day, index) });
  const at = (draft: Parameters<Parameters<Update>[0]>[0]) => draft[week]!.days[day]!.sessions[index]!;
  const here = week * 7 + day;
  return (
    <div
      ref={drag.setNodeRef}
      data-testid={`session-${week}-${day}-${index}`}
      style={{ opacity: drag.isDragging ? 0.4 : 1 }}
    >
      <Row>
        {/* With one day there is nowhere to move a session: no grip, as no "Move to". */}
        {dayCount > 1 ? (
          <Handle
            type="button"
            aria-label={`Drag session ${session.title || index + 1}`}
            {...drag.attributes}
            {...drag.listeners}
          >
            ⋮⋮
          </Handle>
        ) : null}
        <TextField
          label="Session title"
          value={session.title}
          onChange={(event) => update((draft) => void (at(draft).title = event.target.value))}
        />
        {dayCount > 1 ? (
          <Select<number>
            label="Move to"
            value={here}
            options={Array.from({ length: dayCount }, (_, position) => ({
              id: position,
              label: `Day ${position + 1}`,
            }))}
            onChange={(target) =>
              target !== null &&
              target !== here &&
              apply((weeks) => moveSession(weeks, [week, day, index], [Math.floor(target / 7), target % 7]))
            }
          />
        ) : null}
      </Row>
      {session.sections.map((section, c) => {
        const place: [number, number, number, number] = [week, day, index, c];
        return (
          <div key={c}>
            <TextField
              label="Section"
              value={section.title}
              onChange={(event) =>
                update((draft) => void (at(draft).sections[c]!.title = event.target.value))
              }
            />
            <SortableContext
              items={section.exercises.map((_, e) => dragIds.exercise(...place, e))}
              strategy={verticalListSortingStrategy}
            >
              {section.exercises.map((exercise, e) => (
                <ExerciseRow
                  key={dragIds.exercise(...place, e)}
                  exercise={exercise}
                  place={place}
                  index={e}
                  count={section.exercises.length}
                  supersetLabel={supersetLabel(section.exercises, e)}
                  joinedToAbove={
                    e > 0 &&
                    Boolean(exercise.superset_group) &&
                    exercise.superset_group === section.exercises[e - 1]!.superset_group
                  }
                  library={library}
                  onChange={(change) =>
                    update((draft) => change(at(draft).sections[c]!.exercises[e]!.prescription))
                  }
                  onMove={(to) => apply((weeks) => moveExercise(weeks, place, e, to))}
                  onToggleSuperset={() => apply((weeks) => toggleSuperset(weeks, place, e))}
                  onRemove={() => update((draft) => void at(draft).sections[c]!.exercises.splice(e, 1))}
                />
              ))}
            </SortableContext>
            <ComboBox<number>
              // A fresh picker after each pick: closed and empty, ready for the next exercise.
              key={`add-${section.exercises.length}`}
              label="Add exercise"
              value={null}
              options={library.map((item) => ({ id: item.id, label: item.name }))}
              onChange={(id) =>
                id !== null &&
                update(
                  (draft) =>
                    void at(draft).sections[c]!.exercises.push({
                      exercise_id: id,
                      prescription: {},
                      superset_group: null,
                    }),
                )
              }
              testId={`add-exercise-${week}-${day}-${index}-${c}`}
            />
          </div>
        );
      })}
      <Row>
        <Button
          type="button"
          $variant="secondary"
          $size="small"
          onClick={() => update((draft) => void at(draft).sections.push({ title: '', exercises: [] }))}
        >
          Add section
        </Button>
        <Button
          type="button"
          $variant="ghost"
          $size="small"
          onClick={() => update((draft) => void draft[week]!.days[day]!.sessions.splice(index, 1))}
        >
          Remove session
        </Button>
      </Row>
    </div>
  );
}

/** One day of the builder: its sessions (a drop target for sessions dragged from other days). */
export function DayEditor({
  day,
  week,
  index,
  dayCount,
  library,
  update,
  apply,
  onCopy,
  onPaste,
  onSaveAsTemplate,
  onInsertTemplate,
}: {
  day: ScheduleDay;
  week: number;
  index: number;
  dayCount: number;
  library: Exercise[];
  update: Update;
  apply: Apply;
  onCopy: () => void;
  onPaste: (() => void) | null;
  onSaveAsTemplate: () => void;
  onInsertTemplate: () => void;
}) {
  const drop = useDroppable({ id: dragIds.day(week, index) });
  return (
    <DropZone ref={drop.setNodeRef} $over={drop.isOver}>
      <Card title={`Day ${week * 7 + index + 1}`} testId={`day-${week}-${index}`}>
        {day.sessions.map((session, s) => (
          <SessionEditor
            key={s}
            week={week}
            day={index}
            index={s}
            dayCount={dayCount}
            session={session}
            library={library}
            update={update}
            apply={apply}
          />
        ))}
        <Row>
          <Button
            type="button"
            $size="small"
            onClick={() => update((draft) => void draft[week]!.days[index]!.sessions.push(newSession()))}
          >
            Add session
          </Button>
          <Button type="button" $variant="secondary" $size="small" onClick={onCopy}>
            Copy day
          </Button>
          {onPaste ? (
            <Button type="button" $variant="secondary" $size="small" onClick={onPaste}>
              Paste day
            </Button>
          ) : null}
        </Row>
        <Row>
          <Button type="button" $variant="secondary" $size="small" onClick={onInsertTemplate}>
            Insert template
          </Button>
          {day.sessions.length > 0 ? (
            <Button type="button" $variant="ghost" $size="small" onClick={onSaveAsTemplate}>
              Save day as template
            </Button>
          ) : null}
        </Row>
      </Card>
    </DropZone>
  );
}
