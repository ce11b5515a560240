import { endpoints, messages } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import type { AccountCoachesService } from './account-coaches-service';
import type { InvitationService } from './invitation-service';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

function tokenOf(request: FastifyRequest): string {
  const token = (request.params as { token?: string }).token ?? '';
  if (!TOKEN.test(token)) throw httpError(404, messages.invitations.notFound);
  return token;
}

function positiveId(value: unknown): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw httpError(404, messages.http.notFound);
  return id;
}

export function registerInvitationRoutes(
  app: FastifyInstance,
  invitations: InvitationService,
  coaches: AccountCoachesService,
): void {
  const accountIdOf = (request: FastifyRequest) =>
    positiveId((request.params as { account_id?: string }).account_id);

  registerEndpoint(app, endpoints.accountCoaches, async (request) =>
    coaches.coaches(identityOf(request).userId, accountIdOf(request)),
  );
  registerEndpoint(app, endpoints.cancelCoachInvitation, async (request) =>
    coaches.cancelInvitation(
      identityOf(request).userId,
      accountIdOf(request),
      positiveId((request.params as { id?: string }).id),
    ),
  );
  registerEndpoint(app, endpoints.removeCoach, async (request) =>
    coaches.removeCoach(
      identityOf(request).userId,
      accountIdOf(request),
      positiveId((request.params as { user_id?: string }).user_id),
    ),
  );

  registerEndpoint(app, endpoints.inviteCoach, async (request, reply) => {
    const accountId = positiveId((request.params as { account_id?: string }).account_id);
    reply.status(201);
    return invitations.inviteCoach(identityOf(request).userId, accountId, request.body.email);
  });

  registerEndpoint(app, endpoints.inviteAthlete, async (request, reply) => {
    const { userId, accountId } = identityOf(request);
    reply.status(201);
    return invitations.inviteAthlete(userId, accountId, request.body);
  });

  registerEndpoint(app, endpoints.programInvitations, async (request) => {
    const programId = positiveId((request.query as { program_id?: string }).program_id);
    return invitations.programInvitations(identityOf(request).accountId, programId);
  });

  registerEndpoint(app, endpoints.myProgramInvites, async (request) =>
    invitations.programInvitesOf(identityOf(request).userId),
  );

  registerEndpoint(app, endpoints.myInvitations, async (request) =>
    invitations.mine(identityOf(request).userId),
  );

  registerEndpoint(app, endpoints.invitation, async (request) => invitations.find(tokenOf(request)));

  const inviteIdOf = (request: FastifyRequest) => positiveId((request.params as { id?: string }).id);
  registerEndpoint(app, endpoints.acceptCoachInvite, async (request) =>
    invitations.answerCoachInvite(inviteIdOf(request), identityOf(request).userId, true),
  );
  registerEndpoint(app, endpoints.declineCoachInvite, async (request) =>
    invitations.answerCoachInvite(inviteIdOf(request), identityOf(request).userId, false),
  );

  registerEndpoint(app, endpoints.acceptInvitationAtConfirmedAddress, async (request) =>
    invitations.acceptAtConfirmedAddress(
      positiveId((request.params as { id?: string }).id),
      identityOf(request).userId,
    ),
  );

  registerEndpoint(app, endpoints.acceptInvitation, async (request) =>
    invitations.accept(tokenOf(request), identityOf(request).userId),
  );
}
