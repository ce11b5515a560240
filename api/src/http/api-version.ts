import { API_PREFIX, API_VERSION, messages } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import { httpError } from './http-error';

/** Every call under /api carries `API-Version: 3` (spec 01 section 7). */
export function requireApiVersion(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(`${API_PREFIX}/`)) return;
    // Signed storage URLs are fetched by <img>, <video> and plain uploads, which cannot add headers.
    if ((request.routeOptions.config as { apiVersionExempt?: boolean } | undefined)?.apiVersionExempt) return;
    if (request.headers['api-version'] !== API_VERSION) {
      throw httpError(400, messages.api.versionRequired);
    }
  });
}
