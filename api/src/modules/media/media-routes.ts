import { endpoints, messages } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import type { MediaService } from './media-service';

function mediaId(params: unknown): number {
  const id = (params as { id?: string }).id ?? '';
  if (!/^\d{1,15}$/.test(id)) throw httpError(404, messages.media.notFound);
  return Number(id);
}

export function registerMediaRoutes(app: FastifyInstance, media: MediaService): void {
  registerEndpoint(app, endpoints.directUpload, async (request, reply) => {
    reply.status(201);
    return media.directUpload(identityOf(request), request.body);
  });
  registerEndpoint(app, endpoints.createMedia, async (request, reply) => {
    reply.status(201);
    return media.create(identityOf(request), request.body);
  });
  registerEndpoint(app, endpoints.fetchMedia, async (request) =>
    media.fetch(identityOf(request), request.query as Record<string, unknown>),
  );
  registerEndpoint(app, endpoints.getMedia, async (request) =>
    media.get(identityOf(request), mediaId(request.params)),
  );
  registerEndpoint(app, endpoints.deleteMedia, async (request, reply) => {
    await media.remove(identityOf(request), mediaId(request.params));
    reply.status(204);
  });
}
