import {
  lowerIsBetterByDefault,
  productChallengesFileSchema,
  type ChallengeRequest,
} from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { challengeRepository } from './challenge-repository';

/** A platform challenge file that cannot be stored, with the reason an operator can act on. */
export class ProductChallengeError extends Error {}

/**
 * Stores the platform's challenges of a file (the contracts' schema first). `replace` updates ones already
 * there (the operator); the seed at start keeps them. A challenge with scores keeps its scoring. The
 * library runs to several hundred entries and is seeded at every start, so the work is a few statements
 * whatever the file's length: one read of those already there, one insert, one update.
 */
export async function storeProductChallenges(db: Queryable, file: unknown, replace: boolean) {
  let parsed: { challenges: ChallengeRequest[] };
  try {
    parsed = (await productChallengesFileSchema.validate(file, {
      abortEarly: false,
      stripUnknown: true,
    })) as typeof parsed;
  } catch (error) {
    throw new ProductChallengeError((error as { errors?: string[] }).errors?.join('; ') ?? String(error));
  }
  return storeChallenges(db, parsed.challenges, replace);
}

/**
 * The library this release ships, put in place at every start, new titles only. It is code, checked
 * against the contracts' schema by its own test, so the start does not validate its hundreds of entries
 * again.
 */
export function seedProductChallenges(db: Queryable, challenges: ChallengeRequest[]) {
  return storeChallenges(db, challenges, false);
}

async function storeChallenges(db: Queryable, challenges: ChallengeRequest[], replace: boolean) {
  // A title twice in one file: the later entry is the one meant.
  const entries = new Map<string, ChallengeRequest & { lower_is_better: boolean }>();
  for (const entry of challenges)
    entries.set(entry.title.toLowerCase(), {
      ...entry,
      lower_is_better: entry.lower_is_better ?? lowerIsBetterByDefault(entry.score_kind),
    });
  const existing = new Map(
    (await challengeRepository.productsTitled(db, [...entries.keys()])).map((row) => [
      row.title.toLowerCase(),
      row,
    ]),
  );
  const outcome = { created: 0, updated: 0, kept: 0, scoringFixed: [] as string[] };
  const toCreate: ChallengeRequest[] = [];
  const toUpdate: (ChallengeRequest & { id: number; lower_is_better: boolean })[] = [];
  for (const [key, entry] of entries) {
    const found = existing.get(key);
    if (!found) toCreate.push(entry);
    else if (!replace) outcome.kept += 1;
    else if (
      found.scored &&
      (found.score_kind !== entry.score_kind || found.lower_is_better !== entry.lower_is_better)
    )
      outcome.scoringFixed.push(entry.title);
    else toUpdate.push({ ...entry, id: found.id });
  }
  outcome.created = await challengeRepository.insertProducts(db, toCreate);
  outcome.updated = await challengeRepository.updateProducts(db, toUpdate);
  return outcome;
}
