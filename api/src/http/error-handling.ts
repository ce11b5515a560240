import { messages, type ApiErrorBody } from '@coachforge/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isBackendUnavailable } from '../db/unavailable';
import { reportUnexpected } from './error-reporting';
import { HttpError } from './http-error';
import { securityHeadersFor } from './security-headers';

/**
 * Errors Fastify meets before any route: an address with a broken percent-escape (`%E0%A4%A`) or an
 * unsupported media type. They skip the hooks, so this answer sets the security headers itself.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  reply
    .status(badUrl ? 400 : (error.statusCode ?? 400))
    .headers(securityHeadersFor(request, reply))
    .send({ error: badUrl ? messages.api.malformedUrl : messages.api.invalidRequest } satisfies ApiErrorBody);
}

/**
 * Every failure leaves as JSON. Expected failures keep their status and message; Fastify's own 4xx
 * (bad JSON, body too large, wrong content type) get a readable message; a database or Redis that cannot
 * be reached is a 503 the caller may retry; anything else is logged and answered with a generic 500 that
 * reveals nothing.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.body);
    }
    // Validation errors from the yup compiler arrive wrapped by Fastify.
    const cause = (error as FastifyError & { validation?: unknown }).validation
      ? (error as { validation: unknown[] }).validation[0]
      : undefined;
    if (cause instanceof HttpError) {
      return reply.status(cause.statusCode).send(cause.body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: ApiErrorBody = { error: clientErrorMessage(error) };
      return reply.status(status).send(body);
    }
    // PostgreSQL refused a value (class 22: out of range, bad encoding, bad text representation): the
    // request carried something no rule caught, and it is the request that is wrong.
    if (/^22[0-9A-Z]{3}$/.test(String((error as { code?: unknown }).code ?? ''))) {
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return reply.status(422).send({ error: messages.api.invalidRequest } satisfies ApiErrorBody);
    }
    if (isBackendUnavailable(error)) {
      request.log.warn({ err: error }, 'a backing server is unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: messages.api.unavailable } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    reportUnexpected(error, request);
    return reply.status(500).send({ error: messages.api.internal } satisfies ApiErrorBody);
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.status(404).send({ error: messages.api.routeNotFound } satisfies ApiErrorBody);
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return messages.api.malformedBody;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return messages.api.bodyTooLarge;
    default:
      return error.message || messages.api.invalidRequest;
  }
}
