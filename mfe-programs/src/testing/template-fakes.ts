import type { Exercise, WorkoutTemplate, WorkoutTemplateSummary } from '@coachforge/contracts';

/** Exercises of the platform's library as the API lists them; for this remote's template tests. */
export const backSquat: Exercise = {
  id: 1,
  name: 'Back Squat',
  category: 'strength',
  equipment: 'barbell',
  muscle_group: 'legs',
  library: true,
};
export const pullUp: Exercise = {
  id: 2,
  name: 'Pull-up',
  category: 'strength',
  equipment: 'bar',
  muscle_group: 'back',
  library: true,
};

/** A workout template as the API lists it, changed by `overrides`. */
export function fakeTemplateSummary(overrides: Partial<WorkoutTemplateSummary> = {}): WorkoutTemplateSummary {
  return {
    id: 1,
    kind: 'day',
    title: 'Template',
    description: '',
    library: false,
    session_count: 1,
    exercise_count: 1,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The template with its day: one session, `sessionTitle`, of 5×5 back squats. */
export function fakeTemplate(summary: WorkoutTemplateSummary, sessionTitle: string): WorkoutTemplate {
  return {
    ...summary,
    day: {
      sessions: [
        {
          title: sessionTitle,
          sections: [
            {
              title: 'Main',
              exercises: [
                { exercise_id: backSquat.id, prescription: { sets: 5, reps: '5' }, superset_group: null },
              ],
            },
          ],
        },
      ],
    },
  };
}
