import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import type { CoachAccessResolver } from '../programs';
import type { ChallengeService } from './challenge-service';

const challengeId = (request: FastifyRequest): number => {
  const value = (request.params as { challenge_id?: string }).challenge_id ?? '';
  if (!/^[1-9]\d{0,14}$/.test(value)) throw httpError(404, 'Not Found');
  return Number(value);
};
const query = (request: FastifyRequest) => request.query as Record<string, unknown>;

export function registerChallengeRoutes(
  app: FastifyInstance,
  { challenges, access }: { challenges: ChallengeService; access: CoachAccessResolver },
): void {
  const coach = (request: FastifyRequest) => access.of(identityOf(request));
  const user = (request: FastifyRequest) => identityOf(request).userId;

  registerEndpoint(app, endpoints.coachChallenges, async (request) =>
    challenges.list(await coach(request), query(request)),
  );
  registerEndpoint(app, endpoints.createChallenge, async (request, reply) => {
    const challenge = await challenges.create(await coach(request), request.body);
    reply.status(201);
    return challenge;
  });
  registerEndpoint(app, endpoints.challengeLeaderboard, async (request) =>
    challenges.leaderboard(await coach(request), challengeId(request)),
  );
  registerEndpoint(app, endpoints.coachClientChallenges, async (request) => {
    const athlete = (request.params as { athlete_id?: string }).athlete_id ?? '';
    if (!/^[1-9]\d{0,14}$/.test(athlete)) throw httpError(404, 'Not Found');
    return challenges.coachClientChallenges(await coach(request), Number(athlete));
  });
  registerEndpoint(app, endpoints.clientChallenges, async (request) =>
    challenges.clientChallenges(user(request)),
  );
  registerEndpoint(app, endpoints.joinChallenge, async (request) =>
    challenges.join(user(request), challengeId(request), request.body),
  );
  registerEndpoint(app, endpoints.logChallengeScore, async (request, reply) => {
    const score = await challenges.logScore(user(request), challengeId(request), request.body);
    reply.status(201);
    return score;
  });
  registerEndpoint(app, endpoints.clientChallengeLeaderboard, async (request) =>
    challenges.clientLeaderboard(user(request), challengeId(request), query(request)),
  );
}
