import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import type { TagManagerService } from './tag-manager-service';

export function registerTagManagerRoutes(app: FastifyInstance, tagManager: TagManagerService): void {
  registerEndpoint(app, endpoints.tagManager, async (request) => tagManager.read(identityOf(request)));

  registerEndpoint(app, endpoints.saveTagManager, async (request) =>
    tagManager.save(identityOf(request), request.body.tag_manager_id),
  );

  registerEndpoint(app, endpoints.removeTagManager, async (request) =>
    tagManager.save(identityOf(request), null),
  );
}
