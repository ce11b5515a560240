import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { messages } from '../messages/catalogue';
import type { ScheduleSession } from './schedule-model';

/** Exercise categories; "Exercise metric category (strength, cardio, mobility) is fixed after save." */
export const exerciseCategories = ['strength', 'cardio', 'mobility'] as const;
export type ExerciseCategory = (typeof exerciseCategories)[number];

/** One exercise of the library: the platform's own (account_id null) or an account's. */
export interface Exercise {
  id: number;
  name: string;
  category: ExerciseCategory;
  equipment: string;
  muscle_group: string;
  /** True for the platform's library, which nobody edits. */
  library: boolean;
  /** The demonstration video from the account's media library (own exercises), if any. */
  video_media_id?: number | null;
}

/** How a section's result is scored (decision 0107): time ascending, the others descending on boards. */
export const scoreKinds = ['time', 'reps', 'load', 'rounds', 'distance'] as const;
export type ScoreKind = (typeof scoreKinds)[number];

/** A score as people read it: "12:34" for a time, "25 reps", "100 kg", "5 rounds", "1000 m". */
export function scoreText(kind: ScoreKind, score: number): string {
  if (kind === 'time') {
    const seconds = Math.round(score);
    const hours = Math.floor(seconds / 3600);
    const minutes = Math.floor((seconds % 3600) / 60);
    const rest = String(seconds % 60).padStart(2, '0');
    return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
  }
  const unit = { reps: 'reps', load: 'kg', rounds: 'rounds', distance: 'm' }[kind];
  return `${score} ${unit}`;
}

/** "5:30", "1:02:03" or "330" as seconds; NaN when it is none of them. */
export function secondsFromText(text: string): number {
  const parts = text.trim().split(':');
  if (parts.length > 3 || parts.some((part) => !/^\d+(\.\d+)?$/.test(part))) return Number.NaN;
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}

/** A score as typed: a time as m:ss (or h:mm:ss), anything else as a number (a comma for a point too). */
export const scoreFromText = (kind: ScoreKind, text: string): number =>
  kind === 'time'
    ? secondsFromText(text)
    : text.trim() === ''
      ? Number.NaN
      : Number(text.trim().replace(',', '.'));

/** One session on one date of the client's calendar, with the program it comes from. */
export interface CalendarSession {
  program_id: number;
  program_title: string;
  date: string;
  /** Position of the session in the schedule day (0-based), with its content. */
  session_index: number;
  schedule_day: number;
  session: ScheduleSession;
}

/** A result the client logged for one section of one session on one date. */
export interface TrainingResult {
  /** Made by the browser (a UUID), so a send retried after a lost answer is the same result. */
  id: string;
  program_id: number | null;
  program_title: string;
  date: string;
  session_index: number;
  section_index: number;
  section_title: string;
  score_kind: ScoreKind;
  score: number;
  scaled: boolean;
  comment: string;
  /** When the client made this edit (ISO): of two edits, the later one stands. */
  edited_at: string;
  /** Earlier versions another device overwrote, newest first: never lost silently. */
  replaced: Omit<TrainingResult, 'id' | 'replaced' | 'program_id' | 'program_title'>[];
}

/** GET user/calendar: the client's sessions from the projection, and their results, for a date range. */
export interface ClientCalendar {
  from: string;
  to: string;
  sessions: CalendarSession[];
  results: TrainingResult[];
  /** The exercises the sessions name, to show them by name. */
  exercises: Exercise[];
}

const t = messages.training;
const isoDate = () =>
  yup
    .string()
    .required(t.dateRequired)
    .matches(/^\d{4}-\d{2}-\d{2}$/, t.dateRequired);

/** PUT user/results/:result_id. */
export const logResultRequestSchema = lazySchema(() =>
  yup.object({
    program_id: yup.number().integer().min(1).required(),
    date: isoDate(),
    session_index: yup.number().integer().min(0).max(50).required(),
    section_index: yup.number().integer().min(0).max(50).required(),
    score_kind: yup.string().oneOf(scoreKinds, t.scoreKindInvalid).required(t.scoreKindInvalid),
    score: yup
      .number()
      .typeError(t.scoreInvalid)
      .min(0, t.scoreInvalid)
      .max(1_000_000, t.scoreInvalid)
      .required(t.scoreInvalid),
    scaled: yup.boolean().default(false),
    comment: yup.string().trim().max(2000, messages.validation.tooLong(2000)).default(''),
    edited_at: yup
      .string()
      .required()
      .test('iso-instant', t.editedAtInvalid, (value) => !Number.isNaN(Date.parse(value ?? ''))),
  }),
);
export type LogResultRequest = yup.InferType<typeof logResultRequestSchema>;

/** A result id is a UUID written by the browser. */
export const RESULT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The widest date range one calendar call may ask for. */
export const CALENDAR_MAX_RANGE_DAYS = 62;

const e = messages.exercises;

/** POST exercises and PATCH exercises/:exercise_id: an account's own exercise (PROFESSIONAL). */
export const exerciseRequestSchema = lazySchema(() =>
  yup.object({
    name: yup.string().trim().required(e.nameRequired).max(100, messages.validation.tooLong(100)),
    category: yup.string().oneOf(exerciseCategories, e.categoryInvalid).required(e.categoryInvalid),
    equipment: yup.string().trim().max(60, messages.validation.tooLong(60)).default(''),
    muscle_group: yup.string().trim().max(60, messages.validation.tooLong(60)).default(''),
    video_media_id: yup.number().integer().min(1).nullable().default(null),
  }),
);
export type ExerciseRequest = yup.InferType<typeof exerciseRequestSchema>;

/** An operator's file of the platform's exercises (`pnpm operator exercises <file>`). */
export const productExercisesFileSchema = lazySchema(() =>
  yup.object({
    exercises: yup
      .array(
        yup.object({
          name: yup.string().trim().required().max(100),
          category: yup.string().oneOf(exerciseCategories).required(),
          equipment: yup.string().trim().max(60).default(''),
          muscle_group: yup.string().trim().max(60).default(''),
        }),
      )
      .min(1)
      .required(),
  }),
);
