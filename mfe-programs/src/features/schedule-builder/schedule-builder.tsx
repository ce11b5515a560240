import { editableTrackIds, type Exercise, type ScheduleTrack } from '@coachforge/contracts';
import { Button, ConfirmDialog, EmptyState, Page } from '@coachforge/ui';
import { useState } from 'react';
import { QueryState, usePlanId, usePlanLimits } from '../program-data';
import { TrackBar } from './track-bar';
import { emptyWeek } from './schedule-edits';
import { useExercises } from '../exercise-library';
import { TrackEditor } from './track-editor';
import { useSaveTrack, useTracks } from './use-schedule';

/** The program's own track in the editor, saved through the tracks API. */
function ProgramTrackEditor({
  planId,
  track,
  tracks,
  library,
  onDirtyChange,
}: {
  planId: number;
  track: ScheduleTrack;
  tracks: ScheduleTrack[];
  library: Exercise[];
  onDirtyChange: (dirty: boolean) => void;
}) {
  const save = useSaveTrack(planId);
  const limits = usePlanLimits();
  return (
    <TrackEditor
      track={track}
      library={library}
      otherTracks={tracks}
      onDirtyChange={onDirtyChange}
      readOnly={track.archived || !editableTrackIds(tracks, limits).has(track.id)}
      saving={{
        save: (weeks, onSaved) =>
          save.mutate(
            { id: track.id, track: { title: track.title, archived: track.archived, weeks } },
            { onSuccess: onSaved },
          ),
        isPending: save.isPending,
        error: save.isError ? save.error : null,
        isSuccess: save.isSuccess,
      }}
    />
  );
}

/**
 * The schedule builder (coach_program_schedule; decisions 0107, 0116): one of the program's tracks, week by
 * week and day by day — sessions, sections, exercises from the library with sets, reps and load — copied
 * and pasted by day or week, and saved whole. Every action is a button or a field: the keyboard does all.
 */
export function ScheduleBuilder({ planId }: { planId: number }) {
  const tracks = useTracks(planId);
  const library = useExercises();
  const start = useSaveTrack(planId);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [dirty, setDirty] = useState(false);
  // Switching tracks with unsaved changes asks first: what the coach typed is never dropped silently.
  const [leavingFor, setLeavingFor] = useState<number | null>(null);
  const choose = (id: number) => (dirty ? setLeavingFor(id) : setChosenId(id));
  return (
    <QueryState query={tracks}>
      {(list) => {
        const track =
          list.find((candidate) => candidate.id === chosenId) ??
          list.find((candidate) => !candidate.archived) ??
          list[0];
        if (!track)
          return (
            <EmptyState
              title="No training yet"
              description="Build the weeks your clients will follow, a day at a time."
              action={
                <Button
                  type="button"
                  loading={start.isPending}
                  onClick={() =>
                    start.mutate({
                      id: null,
                      track: { title: 'Main', archived: false, weeks: [emptyWeek()] },
                    })
                  }
                >
                  Start the schedule
                </Button>
              }
            />
          );
        return (
          <>
            <TrackBar planId={planId} tracks={list} current={track} onChoose={choose} unsaved={dirty} />
            <ConfirmDialog
              isOpen={leavingFor !== null}
              title="Leave unsaved changes?"
              confirmLabel="Discard changes"
              cancelLabel="Keep editing"
              tone="danger"
              onCancel={() => setLeavingFor(null)}
              onConfirm={() => {
                setDirty(false);
                setChosenId(leavingFor);
                setLeavingFor(null);
              }}
            >
              The changes to {track.title} are not saved yet. Save them first to keep them.
            </ConfirmDialog>
            <QueryState query={library}>
              {(exercises) => (
                <ProgramTrackEditor
                  key={`${track.id}-${track.archived}`}
                  planId={planId}
                  track={track}
                  tracks={list}
                  library={exercises}
                  onDirtyChange={setDirty}
                />
              )}
            </QueryState>
          </>
        );
      }}
    </QueryState>
  );
}

/** The builder for the program of the page's address. */
export function ProgramScheduleBuilder() {
  return (
    <Page>
      <h2>Training</h2>
      <ScheduleBuilder planId={usePlanId()} />
    </Page>
  );
}
