import { endpoints, messages } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import { isOperator } from '../../http/admin-token';
import type { ReleaseNoteService } from './release-note-service';

export function registerReleaseNoteRoutes(
  app: FastifyInstance,
  { config }: ApiContext,
  notes: ReleaseNoteService,
): void {
  registerEndpoint(app, endpoints.notes, async (request) =>
    notes.list(identityOf(request).userId, request.query),
  );

  registerEndpoint(app, endpoints.markAllNotesRead, async (request) =>
    notes.markAllRead(identityOf(request).userId),
  );

  registerEndpoint(app, endpoints.note, async (request) =>
    notes.find(identityOf(request).userId, Number((request.params as { id: string }).id)),
  );

  registerEndpoint(app, endpoints.markNoteRead, async (request) =>
    notes.markRead(identityOf(request).userId, request.body.id),
  );

  const adminToken = config.adminToken;
  if (!adminToken) return;
  registerEndpoint(app, endpoints.publishReleaseNote, async (request, reply) => {
    if (!isOperator(request, adminToken)) throw httpError(403, messages.http.forbidden);
    reply.status(201);
    return notes.publish(request.body);
  });
}
