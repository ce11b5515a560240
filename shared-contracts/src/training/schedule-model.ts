import { messages } from '../messages/catalogue';
import { type PlanLimits } from '../programs/plan-limits';
import type { MembershipState } from '../programs/program-client';

/** A load is a weight, or a percentage of one of the client's benchmarks (e.g. 75% of a 1RM back squat). */
export type Load =
  { kind: 'weight'; value: number } | { kind: 'benchmark_percent'; benchmark_id: number; percent: number };

/** What the coach prescribes for one exercise; every part is optional, as on comparable platforms. */
export interface Prescription {
  sets?: number;
  reps?: string;
  load?: Load;
  time_seconds?: number;
  distance_metres?: number;
  tempo?: string;
  rest_seconds?: number;
  notes?: string;
}

export interface ScheduleExercise {
  exercise_id: number;
  prescription: Prescription;
  /** Exercises sharing a superset group in one section are done back to back (PROFESSIONAL). */
  superset_group?: string | null;
}

export interface ScheduleSection {
  title: string;
  exercises: ScheduleExercise[];
}

export interface ScheduleSession {
  title: string;
  sections: ScheduleSection[];
}

/** One day of a week: zero or more sessions; a rest day has none. */
export interface ScheduleDay {
  sessions: ScheduleSession[];
}

export interface ScheduleWeek {
  days: ScheduleDay[];
  /** A buffer week holds no new training: a catch-up week (capped by the program's plan_max_buffer). */
  buffer: boolean;
}

/** A track is one version of a program's schedule (e.g. beginner and advanced); the default is the first. */
export interface ScheduleTrack {
  id: number;
  title: string;
  archived: boolean;
  weeks: ScheduleWeek[];
}

/**
 * One client's own calendar in a 1-2-1 (individual) program, for the coach (decision 0115). Until the
 * coach writes it (track null) the client follows the program's schedule.
 */
export interface ClientSchedule {
  client: {
    id: number;
    full_name: string;
    email: string;
    state: MembershipState;
    /** Whether the person has joined: a pending client's calendar is written before they are invited. */
    joined: boolean;
    /** The date of week 1, day 1; null: the day they join. */
    start_day: string | null;
  };
  track: ScheduleTrack | null;
}

/**
 * "A1", "A2"…: an exercise's label within its superset, or null outside one. The builder, the coach's
 * calendar and the client's calendar all letter a superset with it, so everyone reads the same label.
 */
export function supersetLabel(exercises: { superset_group?: string | null }[], index: number): string | null {
  const group = exercises[index]?.superset_group;
  if (!group) return null;
  let position = 1;
  for (let before = index - 1; before >= 0 && exercises[before]!.superset_group === group; before--)
    position++;
  return `${group}${position}`;
}

const usesSupersets = (track: ScheduleTrack): boolean =>
  track.weeks.some((week) =>
    week.days.some((day) =>
      day.sessions.some((session) =>
        session.sections.some((section) => section.exercises.some((exercise) => exercise.superset_group)),
      ),
    ),
  );

/**
 * The program's tracks the plan lets the coach change: the oldest active ones, up to the plan's number.
 * On FREE, tracks beyond the first (kept from a PROFESSIONAL time) stay readable but not editable.
 */
export function editableTrackIds(tracks: ScheduleTrack[], limits: PlanLimits): Set<number> {
  return new Set(
    tracks
      .filter((track) => !track.archived)
      .sort((a, b) => a.id - b.id)
      .slice(0, limits.maxActiveTracks)
      .map((track) => track.id),
  );
}

/** JSON with keys in one order, so two trees compare equal however they were stored (jsonb reorders). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** One change to a program's tracks: a new track (id null) or a save of an existing one. */
export interface TrackChange {
  id: number | null;
  track: Omit<ScheduleTrack, 'id'>;
}

/**
 * Why the account's plan refuses this change to a program's tracks, or null. The API refuses a save with
 * the message; the builder shows the same message before the coach tries. An extra track may still be
 * archived (which frees a place), as long as its weeks are left as they were.
 */
export function trackChangeProblem(
  existing: ScheduleTrack[],
  change: TrackChange,
  limits: PlanLimits,
): string | null {
  const limitMessage =
    limits.plan === 'free' ? messages.training.tracksNeedProfessional : messages.limits.activeTracks;
  const before = existing.find((track) => track.id === change.id) ?? null;
  const active = existing.filter((track) => !track.archived).length;
  const editable = editableTrackIds(existing, limits);
  const extra = before !== null && !before.archived && !editable.has(before.id);
  if (change.track.archived) {
    if (extra && canonical(before.weeks) !== canonical(change.track.weeks)) return limitMessage;
    return null;
  }
  if ((before === null || before.archived) && active >= limits.maxActiveTracks) return limitMessage;
  if (extra) return limitMessage;
  if (!limits.supersets && usesSupersets({ ...change.track, id: 0 }))
    return messages.training.supersetsNeedProfessional;
  return null;
}
