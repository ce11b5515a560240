import type { ClientSchedule, Exercise, ScheduleTrack } from '@coachforge/contracts';
import { useParams } from '@coachforge/remote-kit';
import { Button, DatePicker, EmptyState, Notice } from '@coachforge/ui';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useExercises } from '../exercise-library';
import { ProgramRoutePage, QueryState, usePlanId } from '../program-data';
import { emptyWeek, TrackEditor, useTracks } from '../schedule-builder';
import { useClientSchedule, useSaveClientSchedule } from './use-client-schedule';

/** The client's weeks in the editor, with the date week 1 starts, saved together. */
function ClientTrackEditor({
  planId,
  schedule,
  track,
  library,
}: {
  planId: number;
  schedule: ClientSchedule;
  track: ScheduleTrack;
  library: Exercise[];
}) {
  const { client } = schedule;
  const save = useSaveClientSchedule(planId, client.id);
  const [startDay, setStartDay] = useState(client.start_day);
  const firstName = client.full_name.split(' ')[0] || client.email;
  return (
    <TrackEditor
      track={track}
      library={library}
      // A calendar started from a template is not saved until the coach says so.
      unsavedElsewhere={schedule.track === null || startDay !== client.start_day}
      saving={{
        save: (weeks, onSaved) =>
          save.mutate(
            {
              track: { title: `Calendar of ${client.full_name || client.email}`, archived: false, weeks },
              start_day: startDay,
            },
            { onSuccess: onSaved },
          ),
        isPending: save.isPending,
        error: save.isError ? save.error : null,
        isSuccess: save.isSuccess,
      }}
      before={
        <DatePicker
          label="Week 1 starts on"
          value={startDay ? DateTime.fromISO(startDay) : null}
          onChange={(value) => setStartDay(value ? value.toISODate() : null)}
          description={`Leave it empty and week 1 starts on the day ${firstName} joins.`}
          testId="client-start-day"
        />
      }
    />
  );
}

/** Before the coach writes anything: the client follows the program's schedule until then. */
function StartClientCalendar({
  planId,
  name,
  onStart,
}: {
  planId: number;
  name: string;
  onStart: (weeks: ScheduleTrack['weeks']) => void;
}) {
  const tracks = useTracks(planId);
  const template = tracks.data?.find((track) => !track.archived);
  return (
    <EmptyState
      title={`No calendar of ${name}'s own yet`}
      description={`Until you write one, ${name} follows the program's schedule. Start from it, or from an empty week.`}
      action={
        <>
          <Button
            type="button"
            disabled={!template || template.weeks.length === 0}
            onClick={() => template && onStart(structuredClone(template.weeks))}
          >
            Start from the program's schedule
          </Button>{' '}
          <Button type="button" $variant="secondary" onClick={() => onStart([emptyWeek()])}>
            Start empty
          </Button>
        </>
      }
    />
  );
}

function ClientCalendarEditor({ planId, schedule }: { planId: number; schedule: ClientSchedule }) {
  const library = useExercises();
  const { client } = schedule;
  const name = client.full_name || client.email;
  const [draft, setDraft] = useState<ScheduleTrack | null>(null);
  const track = schedule.track ?? draft;
  return (
    <>
      <h2>{name}</h2>
      {client.joined ? null : (
        <Notice tone="info">
          {name} has not joined yet. What you write here is waiting for them when they accept your invitation.
        </Notice>
      )}
      {track ? (
        <QueryState query={library}>
          {(exercises) => (
            <ClientTrackEditor planId={planId} schedule={schedule} track={track} library={exercises} />
          )}
        </QueryState>
      ) : (
        <StartClientCalendar
          planId={planId}
          name={name}
          onStart={(weeks) => setDraft({ id: 0, title: name, archived: false, weeks })}
        />
      )}
    </>
  );
}

/**
 * A 1-2-1 client's own calendar (edit_plan_calendar; decision 0115). The address's user_id is the
 * client's id in the program, so a pending client's calendar can be written before they are invited.
 */
export function ClientSchedulePage() {
  const planId = usePlanId();
  const { user_id: clientParam } = useParams();
  const clientId = clientParam && /^\d+$/.test(clientParam) ? Number(clientParam) : Number.NaN;
  const schedule = useClientSchedule(planId, clientId);
  return (
    <ProgramRoutePage route="edit_plan_calendar">
      {Number.isNaN(clientId) ? (
        <EmptyState
          title="Client not found"
          description="This address does not name a client of the program."
        />
      ) : (
        <QueryState query={schedule}>
          {(data) => <ClientCalendarEditor planId={planId} schedule={data} />}
        </QueryState>
      )}
    </ProgramRoutePage>
  );
}
