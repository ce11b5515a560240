import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What every API answer tells the browser. API answers are data, never documents: they may load
 * nothing, run nothing and be framed by nobody. A route that serves something else (a stored file,
 * the outbox page) sets its own Content-Security-Policy or Cache-Control, which is kept.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  // Answers are personal (the signed-in person's data): no browser or proxy may keep them.
  'cache-control': 'no-store',
};

/** Only over TLS: a browser ignores it on http, and a proxy in front says which it was. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The request came over TLS: Fastify's `request.protocol` reads X-Forwarded-Proto only from the
 * trusted proxy (`trustProxy` in app.ts), so a client cannot claim it.
 */
export const cameOverTls = (request: FastifyRequest) => request.protocol === 'https';

export function securityHeadersFor(request: FastifyRequest, reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS))
    if (!reply.hasHeader(name)) headers[name] = value;
  if (cameOverTls(request)) headers['strict-transport-security'] = HSTS;
  return headers;
}

/** One place for the headers of every answer, errors and 404s included. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(securityHeadersFor(request, reply));
    return payload;
  });
}
