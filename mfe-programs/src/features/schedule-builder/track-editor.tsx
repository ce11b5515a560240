import {
  insertTemplateInto,
  messages,
  SCHEDULE_BOUNDS,
  trackChangeProblem,
  type Exercise,
  type ScheduleDay,
  type ScheduleTrack,
  type ScheduleWeek,
} from '@coachforge/contracts';
import { DndContext } from '@dnd-kit/core';
import { Button, Checkbox, Notice } from '@coachforge/ui';
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLeaveGuard, usePlatform } from '@coachforge/remote-kit';
import { apiErrorText, usePlanLimits } from '../program-data';
import { InsertTemplateDialog, SaveTemplateDialog } from '../workout-templates';
import { Row, type Apply, type Update } from './builder-parts';
import { DayEditor } from './day-editor';
import { edit, emptyWeek, insertWeekCopy, pasteDay } from './schedule-edits';
import { useScheduleDrag } from './use-schedule-drag';

const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;
// A disabled fieldset disables every field and button inside: a read-only track stays readable.
const Fields = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;
const Bar = styled(Row)`
  position: sticky;
  bottom: 0;
  padding: ${({ theme }) => theme.space(3)} 0;
  background: ${({ theme }) => theme.colors.background};
`;

/** How the editor saves: the program's track, or a 1-2-1 client's own calendar. */
export interface TrackSaving {
  save: (weeks: ScheduleWeek[], onSaved: () => void) => void;
  isPending: boolean;
  error: unknown;
  isSuccess: boolean;
}

/**
 * One track's weeks, edited in place and saved whole: sessions moved by drag and drop or by buttons,
 * days and weeks copied and pasted. `before` sits above the weeks (fields saved with them), and
 * `unsavedElsewhere` says those fields changed.
 */
export function TrackEditor({
  track,
  library,
  saving,
  before,
  unsavedElsewhere = false,
  otherTracks = [],
  readOnly = false,
  onDirtyChange,
}: {
  track: ScheduleTrack;
  library: Exercise[];
  saving: TrackSaving;
  before?: ReactNode;
  unsavedElsewhere?: boolean;
  /** The program's tracks as saved, for the plan's rules on tracks. */
  otherTracks?: ScheduleTrack[];
  /** Shown but not changed: an archived track, or one the plan keeps readable only. */
  readOnly?: boolean;
  /** Told whether there are unsaved changes, so the page can ask before leaving them. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const limits = usePlanLimits();
  const [weeks, setWeeks] = useState(track.weeks);
  const [dirty, setDirty] = useState(false);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  // Leaving the page (header, Back, closing the tab) with weeks not saved asks first.
  const leaveGuard = useLeaveGuard(!readOnly && (dirty || unsavedElsewhere));
  const [copiedDay, setCopiedDay] = useState<ScheduleDay | null>(null);
  const [copiedWeek, setCopiedWeek] = useState<ScheduleWeek | null>(null);
  // The day a template dialog is open for: saving it as a template, or inserting one into it.
  const [templateFor, setTemplateFor] = useState<{
    mode: 'save' | 'insert';
    week: number;
    day: number;
  } | null>(null);
  const { toast } = usePlatform();
  const update: Update = (change) => {
    setWeeks((current) => edit(current, change));
    setDirty(true);
  };
  const apply: Apply = (move) => {
    setWeeks(move);
    setDirty(true);
  };
  const drag = useScheduleDrag(apply);
  // The plan's rule shown before the coach saves (supersets on FREE); the API refuses the same.
  const problem = readOnly
    ? null
    : trackChangeProblem(otherTracks, { id: track.id || null, track: { ...track, weeks } }, limits);

  return (
    <Fields data-testid="schedule-builder" disabled={readOnly}>
      {leaveGuard.dialog}
      {before}
      <DndContext {...drag}>
        {weeks.map((week, w) => (
          <section key={w} aria-label={`Week ${w + 1}`}>
            <Row>
              <h2>Week {w + 1}</h2>
              <Checkbox
                label="Buffer week (catch-up, no new training)"
                checked={week.buffer}
                onChange={(event) => update((draft) => void (draft[w]!.buffer = event.target.checked))}
              />
              <Button type="button" $variant="secondary" $size="small" onClick={() => setCopiedWeek(week)}>
                Copy week
              </Button>
              <Button
                type="button"
                $variant="ghost"
                $size="small"
                onClick={() => update((draft) => void draft.splice(w, 1))}
              >
                Remove week
              </Button>
            </Row>
            <Days>
              {week.days.map((day, d) => (
                <DayEditor
                  key={d}
                  day={day}
                  week={w}
                  index={d}
                  dayCount={weeks.length * 7}
                  library={library}
                  update={update}
                  apply={apply}
                  onCopy={() => setCopiedDay(day)}
                  onPaste={copiedDay ? () => apply((current) => pasteDay(current, w, d, copiedDay)) : null}
                  onSaveAsTemplate={() => setTemplateFor({ mode: 'save', week: w, day: d })}
                  onInsertTemplate={() => setTemplateFor({ mode: 'insert', week: w, day: d })}
                />
              ))}
            </Days>
          </section>
        ))}
      </DndContext>
      {templateFor?.mode === 'save' ? (
        <SaveTemplateDialog
          day={weeks[templateFor.week]!.days[templateFor.day]!}
          dayLabel={`Day ${templateFor.week * 7 + templateFor.day + 1}`}
          onClose={() => setTemplateFor(null)}
        />
      ) : null}
      {templateFor?.mode === 'insert' ? (
        <InsertTemplateDialog
          dayLabel={`Day ${templateFor.week * 7 + templateFor.day + 1}`}
          onClose={() => setTemplateFor(null)}
          onInsert={(template, title) => {
            const { week: w, day: d } = templateFor;
            const inserted = insertTemplateInto(weeks[w]!.days[d]!, template);
            if (!inserted) {
              toast.show({
                type: 'error',
                text: messages.templates.dayFull(SCHEDULE_BOUNDS.maxSessionsPerDay),
              });
              return;
            }
            apply((current) => pasteDay(current, w, d, inserted));
            toast.show({ type: 'info', text: messages.templates.inserted(title) });
            setTemplateFor(null);
          }}
        />
      ) : null}
      {problem ? <Notice tone="warning">{problem}</Notice> : null}
      {saving.error ? <Notice tone="error">{apiErrorText(saving.error)}</Notice> : null}
      <Bar>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => update((draft) => void draft.push(emptyWeek()))}
        >
          Add week
        </Button>
        {copiedWeek ? (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => apply((current) => insertWeekCopy(current, copiedWeek))}
          >
            Paste week
          </Button>
        ) : null}
        <Button
          type="button"
          loading={saving.isPending}
          onClick={() => saving.save(weeks, () => setDirty(false))}
          data-testid="save-schedule"
        >
          Save schedule
        </Button>
        <span role="status" data-testid="schedule-state">
          {dirty || unsavedElsewhere ? 'Unsaved changes' : saving.isSuccess ? 'Saved' : ''}
        </span>
      </Bar>
    </Fields>
  );
}
