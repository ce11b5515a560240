import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import type { BusinessAccountService } from './business-account-service';

export function registerBusinessAccountRoutes(app: FastifyInstance, service: BusinessAccountService): void {
  registerEndpoint(app, endpoints.createBusinessAccount, async (request, reply) => {
    reply.status(201);
    return service.create(identityOf(request).userId, request.body);
  });
  registerEndpoint(app, endpoints.businessAccounts, async (request) =>
    service.listForMember(identityOf(request).userId),
  );
}
