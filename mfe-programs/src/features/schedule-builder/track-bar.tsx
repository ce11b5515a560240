import { editableTrackIds, trackChangeProblem, type ScheduleTrack } from '@coachforge/contracts';
import { Button, Dialog, Notice, RadioGroup, Select, TextField } from '@coachforge/ui';
import { useState } from 'react';
import { apiErrorText, usePlanLimits } from '../program-data';
import { Row } from './builder-parts';
import { emptyWeek } from './schedule-edits';
import { useSaveTrack } from './use-schedule';

/** How a track is named in the picker: archived and readable-only tracks say so. */
export function trackLabel(track: ScheduleTrack, editable: Set<number>): string {
  if (track.archived) return `${track.title} (archived)`;
  return editable.has(track.id) ? track.title : `${track.title} (read only)`;
}

/** A new track's name and where its weeks come from; or a new name for the current one. */
function TrackDialog({
  planId,
  current,
  renaming,
  onClose,
  onSaved,
}: {
  planId: number;
  current: ScheduleTrack;
  renaming: boolean;
  onClose: () => void;
  onSaved: (track: ScheduleTrack) => void;
}) {
  const save = useSaveTrack(planId);
  const [title, setTitle] = useState(renaming ? current.title : '');
  const [source, setSource] = useState<'copy' | 'empty'>('copy');
  const trimmed = title.trim();
  const submit = () => {
    if (!trimmed) return;
    const track = renaming
      ? { title: trimmed, archived: current.archived, weeks: current.weeks }
      : {
          title: trimmed,
          archived: false,
          weeks: source === 'copy' ? structuredClone(current.weeks) : [emptyWeek()],
        };
    save.mutate({ id: renaming ? current.id : null, track }, { onSuccess: onSaved });
  };
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={renaming ? 'Rename track' : 'Add a track'}
      testId="track-dialog"
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="track-form" loading={save.isPending} disabled={!trimmed}>
            {renaming ? 'Rename' : 'Add track'}
          </Button>
        </>
      }
    >
      <form
        id="track-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label="Track name"
          value={title}
          maxLength={120}
          onChange={(event) => setTitle(event.target.value)}
          description="Clients see it, e.g. Beginner or Advanced."
          autoFocus
        />
        {renaming ? null : (
          <RadioGroup<'copy' | 'empty'>
            label="Start from"
            value={source}
            onChange={setSource}
            options={[
              { value: 'copy', label: `A copy of ${current.title}` },
              { value: 'empty', label: 'An empty week' },
            ]}
          />
        )}
      </form>
      {save.isError ? <Notice tone="error">{apiErrorText(save.error)}</Notice> : null}
    </Dialog>
  );
}

/**
 * The program's tracks (decision 0116): choose the one to edit, add one (a copy or empty), rename,
 * archive and restore. The plan's rules show before the coach tries: FREE writes one track and reads
 * the others; PROFESSIONAL has up to 15 active.
 */
export function TrackBar({
  planId,
  tracks,
  current,
  onChoose,
  unsaved,
}: {
  planId: number;
  tracks: ScheduleTrack[];
  current: ScheduleTrack;
  onChoose: (id: number) => void;
  /** The editor has unsaved changes: archiving (which saves the track as stored) waits for them. */
  unsaved: boolean;
}) {
  const limits = usePlanLimits();
  const save = useSaveTrack(planId);
  const [dialog, setDialog] = useState<'add' | 'rename' | null>(null);
  const editable = editableTrackIds(tracks, limits);
  const addProblem = trackChangeProblem(
    tracks,
    { id: null, track: { title: 'New', archived: false, weeks: [] } },
    limits,
  );
  const toggled = { title: current.title, archived: !current.archived, weeks: current.weeks };
  const toggleProblem = trackChangeProblem(tracks, { id: current.id, track: toggled }, limits);
  const activeCount = tracks.filter((track) => !track.archived).length;
  const lastActive = !current.archived && activeCount === 1;
  return (
    <div data-testid="track-bar">
      <Row>
        <Select<number>
          label="Track"
          value={current.id}
          onChange={(id) => id !== null && onChoose(id)}
          options={tracks.map((track) => ({ id: track.id, label: trackLabel(track, editable) }))}
          testId="track-select"
        />
        <Button
          type="button"
          $variant="secondary"
          disabled={addProblem !== null}
          onClick={() => setDialog('add')}
        >
          Add track
        </Button>
        <Button
          type="button"
          $variant="ghost"
          disabled={!current.archived && !editable.has(current.id)}
          onClick={() => setDialog('rename')}
        >
          Rename
        </Button>
        <Button
          type="button"
          $variant="ghost"
          // Clients always have a track to follow: the last active one stays.
          disabled={toggleProblem !== null || lastActive || unsaved}
          loading={save.isPending}
          onClick={() => save.mutate({ id: current.id, track: toggled })}
        >
          {current.archived ? 'Restore' : 'Archive'}
        </Button>
      </Row>
      {addProblem ? <Notice tone="info">{addProblem}</Notice> : null}
      {current.archived ? (
        <Notice tone="info">
          This track is archived: clients no longer follow it. Restore it to edit it.
        </Notice>
      ) : !editable.has(current.id) ? (
        <Notice tone="warning">{toggleProblem ?? addProblem}</Notice>
      ) : null}
      {save.isError ? <Notice tone="error">{apiErrorText(save.error)}</Notice> : null}
      {dialog ? (
        <TrackDialog
          planId={planId}
          current={current}
          renaming={dialog === 'rename'}
          onClose={() => setDialog(null)}
          onSaved={(track) => {
            setDialog(null);
            onChoose(track.id);
          }}
        />
      ) : null}
    </div>
  );
}
