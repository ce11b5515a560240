import { endpoints, messages } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import type { CoachAccessResolver } from './coach-access';
import type { PriceOptionService } from './price-option-service';
import { idParam } from './route-params';

export function registerPriceOptionRoutes(
  app: FastifyInstance,
  { prices, access }: { prices: PriceOptionService; access: CoachAccessResolver },
): void {
  const coach = (request: FastifyRequest) => access.of(identityOf(request));
  const ids = (request: FastifyRequest) =>
    [idParam(request, 'plan_id'), idParam(request, 'price_id', messages.prices.notFound)] as const;

  registerEndpoint(app, endpoints.addPriceOption, async (request, reply) => {
    const program = await prices.add(await coach(request), idParam(request, 'plan_id'), request.body);
    reply.status(201);
    return program;
  });
  registerEndpoint(app, endpoints.updatePriceOption, async (request) =>
    prices.update(await coach(request), ...ids(request), request.body),
  );
  registerEndpoint(app, endpoints.archivePriceOption, async (request) =>
    prices.archive(await coach(request), ...ids(request)),
  );
  registerEndpoint(app, endpoints.restorePriceOption, async (request) =>
    prices.restore(await coach(request), ...ids(request)),
  );
  registerEndpoint(app, endpoints.skipPriceChangeMessage, async (request) =>
    prices.skipMessage(await coach(request), ...ids(request)),
  );
  registerEndpoint(app, endpoints.priceChangeMessage, async (request, reply) => {
    const result = await prices.sendMessage(await coach(request), request.body);
    reply.status(201);
    return result;
  });
}
