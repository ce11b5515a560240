import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { MAX_BUFFER_WEEKS } from '../limits/constants';
import { messages } from '../messages/catalogue';
import { type ScheduleTrack } from './schedule-model';

const m = messages.programs;
const v = messages.validation;

/** Bounds that keep one saved track a sensible size; a request beyond them is a 400, not a slow save. */
export const SCHEDULE_BOUNDS = {
  maxWeeks: 104,
  maxSessionsPerDay: 10,
  maxSectionsPerSession: 20,
  maxExercisesPerSection: 30,
  maxTitleLength: 120,
  maxNotesLength: 2000,
  maxShortTextLength: 20,
} as const;
const b = SCHEDULE_BOUNDS;

const count = (min: number, max: number) =>
  yup
    .number()
    .typeError(m.wholeNumber(min, max))
    .integer(m.wholeNumber(min, max))
    .min(min, m.wholeNumber(min, max))
    .max(max, m.wholeNumber(min, max));
const text = (max: number) => yup.string().trim().max(max, v.tooLong(max));

const loadSchema = lazySchema(() =>
  yup
    .object({
      kind: yup.string().oneOf(['weight', 'benchmark_percent']).required(),
      value: yup
        .number()
        .min(0)
        .max(10_000)
        .when('kind', { is: 'weight', then: (s) => s.required() }),
      benchmark_id: count(1, Number.MAX_SAFE_INTEGER).when('kind', {
        is: 'benchmark_percent',
        then: (s) => s.required(),
      }),
      percent: yup
        .number()
        .min(1)
        .max(200)
        .when('kind', { is: 'benchmark_percent', then: (s) => s.required() }),
    })
    .default(undefined),
);

const prescriptionSchema = lazySchema(() =>
  yup.object({
    sets: count(1, 100).optional(),
    reps: text(b.maxShortTextLength).optional(),
    load: loadSchema.optional(),
    time_seconds: count(0, 24 * 60 * 60).optional(),
    distance_metres: count(0, 1_000_000).optional(),
    tempo: text(b.maxShortTextLength).optional(),
    rest_seconds: count(0, 60 * 60).optional(),
    notes: text(b.maxNotesLength).optional(),
  }),
);

const exerciseSchema = lazySchema(() =>
  yup.object({
    exercise_id: count(1, Number.MAX_SAFE_INTEGER).required(),
    prescription: prescriptionSchema.required(),
    superset_group: text(b.maxShortTextLength).nullable().optional(),
  }),
);
const sectionSchema = lazySchema(() =>
  yup.object({
    title: text(b.maxTitleLength).defined(),
    exercises: yup.array(exerciseSchema).max(b.maxExercisesPerSection).required(),
  }),
);
const sessionSchema = lazySchema(() =>
  yup.object({
    title: text(b.maxTitleLength).defined(),
    sections: yup.array(sectionSchema).max(b.maxSectionsPerSession).required(),
  }),
);
/** One day of a schedule: also what a workout template holds (decision 0155). */
export const scheduleDaySchema = lazySchema(() =>
  yup.object({
    sessions: yup.array(sessionSchema).max(b.maxSessionsPerDay).required(),
  }),
);
const daySchema = scheduleDaySchema;
const weekSchema = lazySchema(() =>
  yup.object({
    buffer: yup.boolean().required(),
    days: yup.array(daySchema).length(7).required(),
  }),
);

/** PUT of one track's weeks: the whole tree is checked before anything is stored. */
export const scheduleTrackRequestSchema = lazySchema(() =>
  yup.object({
    title: text(b.maxTitleLength).required(m.titleRequired),
    archived: yup.boolean().default(false),
    weeks: yup
      .array(weekSchema)
      .max(b.maxWeeks)
      .required()
      .test(
        'buffer-weeks',
        m.wholeNumber(0, MAX_BUFFER_WEEKS),
        (weeks) => (weeks ?? []).filter((week) => week.buffer).length <= MAX_BUFFER_WEEKS,
      ),
  }),
);

export type ScheduleTrackRequest = Omit<ScheduleTrack, 'id'>;

/** A real calendar date, YYYY-MM-DD. */
const isRealDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/**
 * PUT of one client's own calendar in a 1-2-1 program (decision 0115): their weeks, and the date their week
 * 1 starts (null: the day they join).
 */
export const clientScheduleRequestSchema = lazySchema(() =>
  yup.object({
    track: scheduleTrackRequestSchema.required(),
    start_day: yup
      .string()
      .nullable()
      .defined()
      .test('real-date', messages.training.startDayInvalid, (value) => value === null || isRealDate(value)),
  }),
);

export interface ClientScheduleRequest {
  track: ScheduleTrackRequest;
  start_day: string | null;
}

/** PUT of the program track one client follows (null: the program's first active track). */
export const clientTrackRequestSchema = lazySchema(() =>
  yup.object({
    track_id: yup.number().integer().positive().nullable().defined(),
  }),
);
export type ClientTrackRequest = { track_id: number | null };
