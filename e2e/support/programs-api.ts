import type { ScheduleSession, ScheduleWeek } from '@coachforge/contracts';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Auth } from './account-api';

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
