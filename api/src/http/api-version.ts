import {
  API_PREFIX,
  API_VERSION_RETIRED_STATUS,
  apiVersionStatus,
  messages,
  retiredApiVersionBody,
} from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError, httpError } from './http-error';

/**
 * Opened by the browser itself or by machines that send no such header: the local mail outbox, pictures
 * (avatars, logos and app icons in <img> and as the page's icon), and the TLS proxy's question before it
 * obtains a certificate (decision 0215).
 */
const HEADERLESS_PREFIXES = [
  `${API_PREFIX}/dev/outbox`,
  `${API_PREFIX}/avatars/`,
  `${API_PREFIX}/theme_images/`,
  `${API_PREFIX}/themes/tls_ask`,
];

/**
 * Every call under /api carries `API-Version: 3` (spec 01 section 7). A page built against an older
 * version is told so with `base.deprecated`, and offers a reload (spec 01 section 8).
 */
export function requireApiVersion(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(`${API_PREFIX}/`)) return;
    // Signed storage URLs are fetched by <img>, <video> and plain uploads, which cannot add headers.
    if ((request.routeOptions.config as { apiVersionExempt?: boolean } | undefined)?.apiVersionExempt) return;
    if (HEADERLESS_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    switch (apiVersionStatus(request.headers['api-version'])) {
      case 'served':
        return;
      case 'retired':
        throw new HttpError(API_VERSION_RETIRED_STATUS, retiredApiVersionBody(messages.api.versionRetired));
      case 'missing':
        throw httpError(400, messages.api.versionRequired);
    }
  });
}
