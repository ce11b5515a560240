import type { ScheduleSession, ScheduleWeek } from '@coachforge/contracts';
import { expect, type APIRequestContext } from '@playwright/test';
import { freeProgram, publishProgram, type Auth } from './account-api';

/** A week of seven days, not a buffer week: the sessions of the days given (0 is its first day), rest elsewhere. */
export function trainingWeek(sessionsByDay: Record<number, ScheduleSession[]>): ScheduleWeek {
  return {
    buffer: false,
    days: Array.from({ length: 7 }, (_, day) => ({ sessions: sessionsByDay[day] ?? [] })),
  };
}

/** Writes a new program's schedule through the API: its one track, "Main". */
export async function saveTrackByApi(
  request: APIRequestContext,
  coachAuth: Auth,
  planId: number,
  weeks: ScheduleWeek[],
) {
  const saved = await request.post(`/api/coach/plans/${planId}/tracks`, {
    headers: coachAuth,
    data: { title: 'Main', archived: false, weeks },
  });
  expect(saved.status()).toBe(201);
}

/**
 * A published free membership program whose day 1 holds one session of one section with a back squat
 * (`sets` × `reps`): what a test needs when its subject is a day of training, not the builder.
 */
export async function publishedOneDayProgram(
  request: APIRequestContext,
  coachAuth: Auth,
  day: { title: string; session: string; section: string; sets: number; reps: string },
): Promise<number> {
  const planId = await freeProgram(request, coachAuth, {
    plan_type: 'membership',
    title: day.title,
    publish: false,
  });
  const [squat] = (await (
    await request.get('/api/exercises', { headers: coachAuth, params: { search: 'Back Squat' } })
  ).json()) as { id: number }[];
  const prescription = { sets: day.sets, reps: day.reps };
  await saveTrackByApi(request, coachAuth, planId, [
    trainingWeek({
      0: [
        {
          title: day.session,
          sections: [
            {
              title: day.section,
              exercises: [{ exercise_id: squat!.id, prescription, superset_group: null }],
            },
          ],
        },
      ],
    }),
  ]);
  await publishProgram(request, coachAuth, planId);
  return planId;
}
