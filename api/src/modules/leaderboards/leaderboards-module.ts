import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import type { NotificationPublisher } from '../notifications';
import { createCoachAccess } from '../programs';
import { registerLeaderboardRoutes } from './leaderboard-routes';
import { createLeaderboardService } from './leaderboard-service';

/** Daily leaderboards and comments on the account's boards (decisions 0180, 0181). */
export function registerLeaderboardsModule(
  app: FastifyInstance,
  context: ApiContext,
  deps: { notifications: NotificationPublisher },
): void {
  registerLeaderboardRoutes(app, {
    leaderboards: createLeaderboardService(context, deps),
    access: createCoachAccess(context),
  });
}
