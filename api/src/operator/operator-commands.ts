import {
  productExercisesFileSchema,
  publishReleaseNoteSchema,
  type PublishReleaseNoteRequest,
} from '@coachforge/contracts';
import type { ApiContext } from '../context';
import type { Database } from '../db/database';
import { storeProductChallenges } from '../modules/challenges';
import { createMediaRepository } from '../modules/media';
import type { Realtime } from '../modules/realtime';
import { createReleaseNoteService } from '../modules/release-notes';
import { trainingRepository } from '../modules/training';
import { storeProductTemplates } from '../modules/workout-templates';

/** Something the operator asked for that cannot be done as asked; the message says what to change. */
export class OperatorError extends Error {}

const problemsOf = (error: unknown) =>
  (error as { errors?: string[] }).errors?.join('; ') ?? (error as Error).message ?? String(error);

/**
 * The operator's commands (decision 0157), each a function of the database and what the operator gave,
 * answering one line to print. Files are validated by the contracts' schemas before anything is written,
 * and each command writes in one transaction: a file with one bad entry changes nothing.
 */
export const operatorCommands = {
  /** Adds the platform's exercises or updates them by name; a metric category never changes once saved. */
  async exercises(db: Database, file: unknown): Promise<string> {
    let parsed: { exercises: { name: string; category: string; equipment: string; muscle_group: string }[] };
    try {
      parsed = await productExercisesFileSchema.validate(file, { abortEarly: false, stripUnknown: true });
    } catch (error) {
      throw new OperatorError(`The exercises file is not valid: ${problemsOf(error)}`);
    }
    const counts = await db.transaction(async (tx) => {
      const outcome = { created: 0, updated: 0 };
      for (const exercise of parsed.exercises) {
        const stored = await trainingRepository.upsertLibraryExercise(tx, exercise);
        if (stored.category !== exercise.category)
          throw new OperatorError(
            `${exercise.name} is a ${stored.category} exercise: a metric category cannot change once saved.`,
          );
        outcome[stored.created ? 'created' : 'updated'] += 1;
      }
      return outcome;
    });
    return `Exercises: ${counts.created} added, ${counts.updated} updated.`;
  },

  /** Adds the platform's challenges or updates them by title (scoring stays once people have scores). */
  async challenges(db: Database, file: unknown): Promise<string> {
    const outcome = await db.transaction(async (tx) => {
      try {
        const result = await storeProductChallenges(tx, file, true);
        if (result.scoringFixed.length)
          throw new OperatorError(
            `Scores are logged on ${result.scoringFixed.join(', ')}: their score kind and direction cannot change.`,
          );
        return result;
      } catch (error) {
        if (error instanceof OperatorError) throw error;
        throw new OperatorError(`The challenges file is not valid: ${problemsOf(error)}`);
      }
    });
    return `Challenges: ${outcome.created} added, ${outcome.updated} updated.`;
  },

  /** Adds or updates the platform's presets and HYROX templates by kind and title. */
  async templates(db: Database, file: unknown): Promise<string> {
    const outcome = await db.transaction(async (tx) => {
      try {
        return await storeProductTemplates(tx, file, true);
      } catch (error) {
        throw new OperatorError(`The templates file is not valid: ${problemsOf(error)}`);
      }
    });
    return `Templates: ${outcome.created} added, ${outcome.updated} updated.`;
  },

  /** Marks an account HYROX-affiliated (or no longer): its coaches see HYROX templates and media. */
  async hyroxAccess(db: Database, accountId: number, granted: boolean): Promise<string> {
    const [account] = await db.query<{ name: string }>(
      `SELECT coalesce(title, full_name) AS name FROM accounts WHERE id = $1`,
      [accountId],
    );
    if (!account) throw new OperatorError(`No account has the id ${accountId}.`);
    const media = createMediaRepository(db);
    await (granted ? media.grantHyroxAccess(accountId) : media.revokeHyroxAccess(accountId));
    return `${account.name} (${accountId}) is ${granted ? 'now' : 'no longer'} HYROX-affiliated.`;
  },

  /** Publishes a release note to everyone, as the admin call does; open pages hear of it when realtime reaches them. */
  async releaseNote(context: ApiContext, realtime: Realtime, note: unknown): Promise<string> {
    let request: PublishReleaseNoteRequest;
    try {
      request = await publishReleaseNoteSchema.validate(note, { abortEarly: false, stripUnknown: true });
    } catch (error) {
      throw new OperatorError(`The release note is not valid: ${problemsOf(error)}`);
    }
    const published = await createReleaseNoteService(context, { realtime }).publish(request);
    return `Release note ${published.id} published: ${published.title}`;
  },
};
