import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import type { ConnectionService } from './connection-service';

export function registerConnectionRoutes(app: FastifyInstance, connections: ConnectionService): void {
  registerEndpoint(app, endpoints.paymentProviderConnection, async (request) =>
    connections.connection(identityOf(request)),
  );
  registerEndpoint(app, endpoints.paymentProviderOnboarding, async (request) =>
    connections.onboarding(identityOf(request), request.body.source),
  );
}
