import { productChallengesFileSchema, type ChallengeRequest } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { challengeRepository } from './challenge-repository';

/** A platform challenge file that cannot be stored, with the reason an operator can act on. */
export class ProductChallengeError extends Error {}

/**
 * Stores the platform's challenges of a file (the contracts' schema first). `replace` updates ones already
 * there (the operator); the seed at start keeps them. A challenge with scores keeps its scoring.
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
  const outcome = { created: 0, updated: 0, kept: 0, scoringFixed: [] as string[] };
  for (const challenge of parsed.challenges) {
    const result = await challengeRepository.upsertProduct(db, challenge, replace);
    if (result === 'scoring-fixed') outcome.scoringFixed.push(challenge.title);
    else outcome[result] += 1;
  }
  return outcome;
}
