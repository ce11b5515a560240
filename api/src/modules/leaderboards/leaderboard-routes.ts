import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import type { CoachAccessResolver } from '../programs';
import { boardIdFrom, boardKindFrom, type LeaderboardService } from './leaderboard-service';

const params = (request: FastifyRequest) => request.params as Record<string, unknown>;

export function registerLeaderboardRoutes(
  app: FastifyInstance,
  { leaderboards, access }: { leaderboards: LeaderboardService; access: CoachAccessResolver },
): void {
  const coach = (request: FastifyRequest) => access.of(identityOf(request));

  registerEndpoint(app, endpoints.dailyLeaderboards, async (request) =>
    leaderboards.dailyList(await coach(request)),
  );
  registerEndpoint(app, endpoints.dailyLeaderboard, async (request) =>
    leaderboards.daily(await coach(request), boardIdFrom(params(request).board_id)),
  );
  registerEndpoint(app, endpoints.leaderboardComments, async (request) => {
    const who = await coach(request);
    const { kind, board_id } = params(request);
    return leaderboards.comments(
      who,
      boardKindFrom(kind),
      boardIdFrom(board_id),
      request.query as Record<string, unknown>,
    );
  });
  registerEndpoint(app, endpoints.createLeaderboardComment, async (request, reply) => {
    const who = await coach(request);
    const { kind, board_id } = params(request);
    const comment = await leaderboards.comment(who, boardKindFrom(kind), boardIdFrom(board_id), request.body);
    reply.status(201);
    return comment;
  });
}
