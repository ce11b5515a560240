import type { ScheduleDay, ScheduleSession, ScheduleWeek } from '@coachforge/contracts';

/** Pure edits of a track's weeks: each returns new weeks and leaves its input alone. */
export const emptyWeek = (): ScheduleWeek => ({
  buffer: false,
  days: Array.from({ length: 7 }, () => ({ sessions: [] })),
});

export const newSession = (): ScheduleSession => ({
  title: 'Session',
  sections: [{ title: 'Main', exercises: [] }],
});

/** A schedule is plain JSON: a JSON copy is a deep copy (and works where structuredClone is missing). */
const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function edit(weeks: ScheduleWeek[], change: (draft: ScheduleWeek[]) => void): ScheduleWeek[] {
  const draft = copyOf(weeks);
  change(draft);
  return draft;
}

export const pasteDay = (weeks: ScheduleWeek[], week: number, day: number, copied: ScheduleDay) =>
  edit(weeks, (draft) => {
    draft[week]!.days[day] = copyOf(copied);
  });

export const insertWeekCopy = (weeks: ScheduleWeek[], copied: ScheduleWeek) => [...weeks, copyOf(copied)];

/** Where a session is: week, day of the week, session of the day. */
export type SessionPlace = readonly [week: number, day: number, session: number];
/** Where a section is: a session's place and the section's index. */
export type SectionPlace = readonly [week: number, day: number, session: number, section: number];

/** Moves a session to the end of another day (or of the same day). */
export const moveSession = (weeks: ScheduleWeek[], from: SessionPlace, to: readonly [number, number]) =>
  edit(weeks, (draft) => {
    const [session] = draft[from[0]]!.days[from[1]]!.sessions.splice(from[2], 1);
    if (session) draft[to[0]]!.days[to[1]]!.sessions.push(session);
  });

/** Moves an exercise within its section, to the position of another. */
export const moveExercise = (weeks: ScheduleWeek[], at: SectionPlace, from: number, to: number) =>
  edit(weeks, (draft) => {
    const exercises = draft[at[0]]!.days[at[1]]!.sessions[at[2]]!.sections[at[3]]!.exercises;
    if (to < 0 || to >= exercises.length || from === to) return;
    const [moved] = exercises.splice(from, 1);
    exercises.splice(to, 0, moved!);
  });

/**
 * Joins an exercise to the one above it in a superset (or takes it out). Groups are named A, B, C… in
 * the order they appear in the section, as coaches write them (A1, A2, B1…).
 */
export const toggleSuperset = (weeks: ScheduleWeek[], at: SectionPlace, index: number) =>
  edit(weeks, (draft) => {
    const exercises = draft[at[0]]!.days[at[1]]!.sessions[at[2]]!.sections[at[3]]!.exercises;
    const exercise = exercises[index];
    const above = exercises[index - 1];
    if (!exercise || !above) return;
    const joined = Boolean(exercise.superset_group) && exercise.superset_group === above.superset_group;
    if (joined) {
      exercise.superset_group = null;
      // Whatever followed in the same group stays with this one.
      for (const next of exercises.slice(index + 1)) {
        if (next.superset_group !== above.superset_group) break;
        next.superset_group = null;
      }
    } else {
      // Joining merges: the exercise brings the rest of its own group along.
      const own = exercise.superset_group;
      above.superset_group ??= 'pending';
      exercise.superset_group = above.superset_group;
      for (const next of exercises.slice(index + 1)) {
        if (!own || next.superset_group !== own) break;
        next.superset_group = above.superset_group;
      }
    }
    renameGroups(exercises);
  });

function renameGroups(exercises: { superset_group?: string | null }[]) {
  const names = new Map<string, string>();
  const groups = exercises.map((exercise) => exercise.superset_group ?? null);
  for (const [index, exercise] of exercises.entries()) {
    const group = groups[index];
    if (!group) continue;
    // A group of one is no superset.
    const partner = groups[index - 1] === group || groups[index + 1] === group;
    if (!partner) {
      exercise.superset_group = null;
      continue;
    }
    if (!names.has(group)) names.set(group, String.fromCharCode(65 + names.size));
    exercise.superset_group = names.get(group)!;
  }
}
