import type { ScheduleDay } from './schedule-model';
import { SCHEDULE_BOUNDS } from './schedule-schema';
import { dayCounts, insertTemplateInto, workoutTemplateRequestSchema } from './workout-templates';

const session = (title: string) => ({
  title,
  sections: [{ title: 'Main', exercises: [{ exercise_id: 1, prescription: { sets: 3 } }] }],
});

test("a template inserted into a day follows the day's own sessions and shares nothing with the template", () => {
  const day: ScheduleDay = { sessions: [session('Strength')] };
  const template: ScheduleDay = { sessions: [session('Engine'), session('Cool down')] };
  const inserted = insertTemplateInto(day, template)!;
  expect(inserted.sessions.map((s) => s.title)).toEqual(['Strength', 'Engine', 'Cool down']);
  inserted.sessions[1]!.title = 'Changed';
  expect(template.sessions[0]!.title).toBe('Engine');
  expect(dayCounts(inserted)).toEqual({ session_count: 3, exercise_count: 3 });
});

test('a template that would take a day past its sessions bound is not inserted', () => {
  const full: ScheduleDay = {
    sessions: Array.from({ length: SCHEDULE_BOUNDS.maxSessionsPerDay }, (_, n) => session(`S${n}`)),
  };
  expect(insertTemplateInto(full, { sessions: [session('One more')] })).toBeNull();
});

test('a template needs a name and at least one session', () => {
  expect(workoutTemplateRequestSchema.isValidSync({ title: 'Legs', day: { sessions: [] } })).toBe(false);
  expect(workoutTemplateRequestSchema.isValidSync({ title: ' ', day: { sessions: [session('A')] } })).toBe(
    false,
  );
  expect(workoutTemplateRequestSchema.isValidSync({ title: 'Legs', day: { sessions: [session('A')] } })).toBe(
    true,
  );
});
