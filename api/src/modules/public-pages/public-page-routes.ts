import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import type { PublicPageService } from './public-page-service';

const pageKey = (request: FastifyRequest) =>
  String((request.params as Record<string, unknown>).user_id ?? '');

export function registerPublicPageRoutes(app: FastifyInstance, pages: PublicPageService): void {
  registerEndpoint(app, endpoints.publicPage, async (request) => {
    // Open to everyone; a token, when sent, must be good (401 lets the browser renew it and ask again).
    if (request.headers.authorization) await app.authenticate(request);
    const viewer = request.identity
      ? { userId: request.identity.userId, accountId: request.identity.accountId }
      : null;
    return pages.page(pageKey(request), request.query, viewer);
  });
  registerEndpoint(app, endpoints.publicPagePrograms, async (request) =>
    pages.programs(pageKey(request), request.query),
  );
  registerEndpoint(app, endpoints.publicPageCoaches, async (request) =>
    pages.coaches(pageKey(request), request.query),
  );
  registerEndpoint(app, endpoints.ownPublicPageContent, async (request) =>
    pages.ownContent(identityOf(request)),
  );
  registerEndpoint(app, endpoints.saveOwnPublicPageContent, async (request) =>
    pages.saveOwnContent(identityOf(request), request.body),
  );
}
