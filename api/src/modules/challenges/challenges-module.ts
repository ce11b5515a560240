import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { createCoachAccess } from '../programs';
import { challengeLibrary } from './challenge-library';
import { registerChallengeRoutes } from './challenge-routes';
import { createChallengeService } from './challenge-service';
import { seedProductChallenges } from './product-challenges';

/** Challenges and their boards (decision 0156); the platform's library is put in place at start. */
export async function registerChallengesModule(app: FastifyInstance, context: ApiContext): Promise<void> {
  await seedProductChallenges(context.db, challengeLibrary.challenges);
  registerChallengeRoutes(app, {
    challenges: createChallengeService(context),
    access: createCoachAccess(context),
  });
}
