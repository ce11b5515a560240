import { endpoints, messages } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import type { CardService } from './card-service';

/** The card's id from the path; anything else names no card of the caller's (404). */
const cardIdOf = (request: FastifyRequest): number => {
  const value = (request.params as { card_id?: string }).card_id ?? '';
  if (!/^[1-9]\d{0,14}$/.test(value)) throw httpError(404, messages.cards.notFound);
  return Number(value);
};

/** athlete/card_tokens: the signed-in client's own cards only. */
export function registerCardRoutes(app: FastifyInstance, cards: CardService): void {
  const caller = (request: FastifyRequest) => identityOf(request).userId;
  registerEndpoint(app, endpoints.clientCards, async (request) => cards.list(caller(request)));
  registerEndpoint(app, endpoints.addCard, async (request) => cards.add(caller(request), request.body));
  registerEndpoint(app, endpoints.replaceCard, async (request) =>
    cards.replace(caller(request), request.body),
  );
  registerEndpoint(app, endpoints.updateCard, async (request) =>
    cards.update(caller(request), cardIdOf(request), request.body),
  );
  registerEndpoint(app, endpoints.setDefaultCard, async (request) =>
    cards.setDefault(caller(request), cardIdOf(request)),
  );
  registerEndpoint(app, endpoints.removeCard, async (request, reply) => {
    await cards.remove(caller(request), cardIdOf(request));
    reply.code(204);
  });
}
