import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import type { ClientService } from './client-service';
import type { CoachAccessResolver } from './coach-access';
import type { OtherEmailService } from './other-email-service';
import { idParam } from './route-params';

export function registerClientRoutes(
  app: FastifyInstance,
  {
    clients,
    otherEmails,
    access,
  }: { clients: ClientService; otherEmails: OtherEmailService; access: CoachAccessResolver },
): void {
  const coach = (request: FastifyRequest) => access.of(identityOf(request));
  const query = (request: FastifyRequest) => request.query as Record<string, unknown>;

  registerEndpoint(app, endpoints.programClients, async (request) =>
    clients.list(await coach(request), idParam(request, 'plan_id'), query(request)),
  );
  registerEndpoint(app, endpoints.accountClients, async (request) =>
    clients.list(await coach(request), null, query(request)),
  );
  registerEndpoint(app, endpoints.clientProfile, async (request) =>
    clients.profile(await coach(request), idParam(request, 'athlete_id')),
  );
  registerEndpoint(app, endpoints.addPendingClient, async (request, reply) => {
    const client = await clients.addPending(await coach(request), idParam(request, 'plan_id'), request.body);
    reply.status(201);
    return client;
  });
  registerEndpoint(app, endpoints.inviteClients, async (request, reply) => {
    const sent = await clients.invite(await coach(request), idParam(request, 'plan_id'), request.body.emails);
    reply.status(201);
    return sent;
  });
  registerEndpoint(app, endpoints.blockClient, async (request) =>
    clients.setBlocked(
      await coach(request),
      idParam(request, 'plan_id'),
      idParam(request, 'client_id'),
      true,
    ),
  );
  registerEndpoint(app, endpoints.unblockClient, async (request) =>
    clients.setBlocked(
      await coach(request),
      idParam(request, 'plan_id'),
      idParam(request, 'client_id'),
      false,
    ),
  );
  registerEndpoint(app, endpoints.requestOtherEmailConfirmation, async (request, reply) => {
    const result = await otherEmails.request(identityOf(request).userId, request.body.email);
    reply.status(201);
    return result;
  });
  registerEndpoint(app, endpoints.confirmOtherEmail, async (request) =>
    otherEmails.confirm(identityOf(request).userId, request.body.token),
  );
}
