import { API_PREFIX, API_VERSION, messages } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import { httpError } from './http-error';

const HEADERLESS_PREFIXES = [`${API_PREFIX}/dev/outbox`, `${API_PREFIX}/avatars/`];

/** Every call under /api carries `API-Version: 3` (spec 01 section 7). */
export function requireApiVersion(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(`${API_PREFIX}/`)) return;
    // Signed storage URLs are fetched by <img>, <video> and plain uploads, which cannot add headers.
    if ((request.routeOptions.config as { apiVersionExempt?: boolean } | undefined)?.apiVersionExempt) return;
    // The local mail outbox and pictures are opened by the browser itself, which sends no such header.
    if (HEADERLESS_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    if (request.headers['api-version'] !== API_VERSION) {
      throw httpError(400, messages.api.versionRequired);
    }
  });
}
