import {
  productTemplatesFileSchema,
  scheduleDaySchema,
  type ProductTemplateEntry,
  type ScheduleDay,
} from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { trainingRepository } from '../training';
import { templateRepository } from './template-repository';

/** A platform template that cannot be stored, with the reason an operator can act on. */
export class ProductTemplateError extends Error {}

/**
 * Turns templates written with exercise names into days of the platform's exercise ids, checked against
 * the same schema a saved schedule day is. Throws ProductTemplateError naming every unknown exercise.
 */
export async function resolveProductTemplates(
  db: Queryable,
  entries: ProductTemplateEntry[],
): Promise<(Omit<ProductTemplateEntry, 'sessions'> & { day: ScheduleDay })[]> {
  const names = [
    ...new Set(
      entries.flatMap((entry) =>
        entry.sessions.flatMap((session) =>
          session.sections.flatMap((section) => section.exercises.map((exercise) => exercise.exercise)),
        ),
      ),
    ),
  ];
  const ids = await trainingRepository.libraryExerciseIds(db, names);
  const unknown = names.filter((name) => !ids.has(name.toLowerCase()));
  if (unknown.length)
    throw new ProductTemplateError(`Not in the platform's exercise library: ${unknown.join(', ')}`);
  return Promise.all(
    entries.map(async ({ sessions, ...entry }) => {
      const day = {
        sessions: sessions.map((session) => ({
          title: session.title,
          sections: session.sections.map((section) => ({
            title: section.title,
            exercises: section.exercises.map((exercise) => ({
              exercise_id: ids.get(exercise.exercise.toLowerCase())!,
              prescription: exercise.prescription,
              superset_group: exercise.superset_group,
            })),
          })),
        })),
      };
      try {
        return {
          ...entry,
          day: (await scheduleDaySchema.validate(day, { stripUnknown: true })) as ScheduleDay,
        };
      } catch (error) {
        throw new ProductTemplateError(`${entry.title}: ${(error as Error).message}`);
      }
    }),
  );
}

/** Reads an operator's (or the seed's) templates file: the contracts' schema first, then the exercises. */
export async function parseProductTemplates(db: Queryable, file: unknown) {
  let parsed: { templates: ProductTemplateEntry[] };
  try {
    parsed = (await productTemplatesFileSchema.validate(file, { abortEarly: false })) as typeof parsed;
  } catch (error) {
    throw new ProductTemplateError((error as { errors?: string[] }).errors?.join('; ') ?? String(error));
  }
  return resolveProductTemplates(db, parsed.templates);
}

/** Stores the platform's templates of a file; `replace` updates ones already there (the operator). */
export async function storeProductTemplates(db: Queryable, file: unknown, replace: boolean) {
  const templates = await parseProductTemplates(db, file);
  const outcome = { created: 0, updated: 0, kept: 0 };
  for (const template of templates)
    outcome[await templateRepository.upsertProduct(db, template, replace)] += 1;
  return outcome;
}
