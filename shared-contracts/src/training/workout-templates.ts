import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { messages } from '../messages/catalogue';
import type { Prescription, ScheduleDay } from './schedule-model';
import { scheduleDaySchema, SCHEDULE_BOUNDS } from './schedule-schema';

/**
 * Workout templates (decision 0155): a day of training kept to insert into any program day.
 * day: a coach's own, saved from their schedule; preset: the platform's; hyrox: the platform's HYROX
 * templates, for HYROX-affiliated accounts only.
 */
export const templateKinds = ['day', 'preset', 'hyrox'] as const;
export type TemplateKind = (typeof templateKinds)[number];

/** A template as lists show it: what it is, without its sessions. */
export interface WorkoutTemplateSummary {
  id: number;
  kind: TemplateKind;
  title: string;
  description: string;
  /** True for the platform's presets and HYROX templates, which nobody edits from the platform. */
  library: boolean;
  session_count: number;
  exercise_count: number;
  updated_at: string;
}

/** A template with its day, ready to insert. */
export interface WorkoutTemplate extends WorkoutTemplateSummary {
  day: ScheduleDay;
}

const t = messages.templates;

export const TEMPLATE_DESCRIPTION_MAX = 2000;

/** POST templates: "Save day as template" — the day's sessions as the builder holds them. */
export const workoutTemplateRequestSchema = lazySchema(() =>
  yup.object({
    title: yup
      .string()
      .trim()
      .required(t.titleRequired)
      .max(SCHEDULE_BOUNDS.maxTitleLength, messages.validation.tooLong(SCHEDULE_BOUNDS.maxTitleLength)),
    description: yup
      .string()
      .trim()
      .max(TEMPLATE_DESCRIPTION_MAX, messages.validation.tooLong(TEMPLATE_DESCRIPTION_MAX))
      .default(''),
    day: scheduleDaySchema.required().test('not-empty', t.emptyDay, (day) => (day?.sessions.length ?? 0) > 0),
  }),
);
export interface WorkoutTemplateRequest {
  title: string;
  description: string;
  day: ScheduleDay;
}

/** How many sessions and exercises a day holds, for lists. */
export function dayCounts(day: ScheduleDay): { session_count: number; exercise_count: number } {
  return {
    session_count: day.sessions.length,
    exercise_count: day.sessions.reduce(
      (sum, session) =>
        sum + session.sections.reduce((inner, section) => inner + section.exercises.length, 0),
      0,
    ),
  };
}

/**
 * A template inserted into a day: its sessions follow the day's own (nothing the coach wrote is replaced),
 * up to the builder's bound on sessions per day. Returns null when they would not fit.
 */
export function insertTemplateInto(day: ScheduleDay, template: ScheduleDay): ScheduleDay | null {
  const sessions = [...day.sessions, ...template.sessions];
  if (sessions.length > SCHEDULE_BOUNDS.maxSessionsPerDay) return null;
  // A JSON copy: the day never shares objects with the template it came from.
  return JSON.parse(JSON.stringify({ sessions })) as ScheduleDay;
}

const name = (max: number) => yup.string().trim().required().max(max, messages.validation.tooLong(max));

/**
 * An operator's file of platform templates (`pnpm operator templates <file>`). Exercises are named as the
 * platform's exercise library names them, since ids differ from one database to another.
 */
export const productTemplatesFileSchema = lazySchema(() =>
  yup.object({
    templates: yup
      .array(
        yup.object({
          kind: yup
            .string()
            .oneOf(['preset', 'hyrox'] as const)
            .required(),
          title: name(SCHEDULE_BOUNDS.maxTitleLength),
          description: yup.string().trim().max(TEMPLATE_DESCRIPTION_MAX).default(''),
          sessions: yup
            .array(
              yup.object({
                title: name(SCHEDULE_BOUNDS.maxTitleLength),
                sections: yup
                  .array(
                    yup.object({
                      title: yup.string().trim().max(SCHEDULE_BOUNDS.maxTitleLength).default(''),
                      exercises: yup
                        .array(
                          yup.object({
                            exercise: name(100),
                            prescription: yup.object().default({}),
                            superset_group: yup.string().trim().max(20).nullable().default(null),
                          }),
                        )
                        .max(SCHEDULE_BOUNDS.maxExercisesPerSection)
                        .required(),
                    }),
                  )
                  .max(SCHEDULE_BOUNDS.maxSectionsPerSession)
                  .required(),
              }),
            )
            .min(1)
            .max(SCHEDULE_BOUNDS.maxSessionsPerDay)
            .required(),
        }),
      )
      .min(1)
      .required(),
  }),
);

/** One template of an operator's file, exercises still by name. */
export interface ProductTemplateEntry {
  kind: 'preset' | 'hyrox';
  title: string;
  description: string;
  sessions: {
    title: string;
    sections: {
      title: string;
      exercises: { exercise: string; prescription: Prescription; superset_group: string | null }[];
    }[];
  }[];
}
