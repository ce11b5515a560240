import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import type { NotificationPublisher } from '../notifications';
import { createCoachAccess } from '../programs';
import { streams, type ChannelGuard, type Realtime } from '../realtime';
import { registerLeaderboardRoutes } from './leaderboard-routes';
import { boardIdFrom, boardKindFrom, createLeaderboardService } from './leaderboard-service';

/**
 * Daily leaderboards and comments on the account's boards (decisions 0180, 0181), and the guard of the
 * channel that brings a board's new comments to the pages showing it (decision 0191): only a coach of the
 * board's account subscribes. Made before the cable server; its routes are registered later.
 */
export function createLeaderboardsModule(
  context: ApiContext,
  deps: { notifications: NotificationPublisher; realtime: Realtime },
): { guard: ChannelGuard; registerRoutes(app: FastifyInstance): void } {
  const access = createCoachAccess(context);
  const leaderboards = createLeaderboardService(context, deps);
  const guard: ChannelGuard = async (identity, params) => {
    if (!identity.member) return null;
    try {
      const kind = boardKindFrom(params.kind);
      const boardId = boardIdFrom(String(params.board_id));
      const coach = await access.of(identity);
      await leaderboards.boardOf(coach, kind, boardId);
      return {
        streams: [streams.leaderboard(coach.accountId, kind, boardId)],
        backlog: async () => [],
        keyOf: (message) => message,
      };
    } catch {
      // Not a coach, not a board of the account, not a board at all: refused alike.
      return null;
    }
  };
  return {
    guard,
    registerRoutes: (app) => registerLeaderboardRoutes(app, { leaderboards, access }),
  };
}
