import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../http/endpoint-route';
import type { PublicPlanService } from './public-plan-service';

const param = (request: FastifyRequest, name: string) =>
  String((request.params as Record<string, unknown>)[name] ?? '').slice(0, 200);

export function registerPublicPlanRoutes(app: FastifyInstance, plans: PublicPlanService): void {
  registerEndpoint(
    app,
    endpoints.getPublicPlan,
    async (request) => {
      // Open to everyone; a token, when sent, must be good (401 lets the browser renew it and ask again).
      if (request.headers.authorization) await app.authenticate(request);
      const identity = request.identity ? { userId: request.identity.userId } : null;
      return plans.plan(param(request, 'plan_id'), identity);
    },
    // The page every visitor of a coach's shared link opens: kept while nothing it read changes.
    { keepAnswers: true },
  );
  registerEndpoint(app, endpoints.publicPlanCover, async (request, reply) => {
    const url = await plans.coverUrl(param(request, 'plan_id'), param(request, 'cover_type'));
    reply.header('cache-control', 'public, max-age=300');
    return reply.redirect(url, 302);
  });
}
