import { coverTypes, messages, type CoverType } from '@coachforge/contracts';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../http/http-error';

/** A positive id from the path; anything else names nothing (404), never a database error. */
export function idParam(
  request: FastifyRequest,
  name: string,
  notFound: string = messages.programs.notFound,
): number {
  const value = (request.params as Record<string, string | undefined>)[name] ?? '';
  if (!/^[1-9]\d{0,14}$/.test(value)) throw httpError(404, notFound);
  return Number(value);
}

export function coverTypeParam(request: FastifyRequest): CoverType {
  const value = (request.params as { cover_type?: string }).cover_type;
  if (!(coverTypes as readonly unknown[]).includes(value)) throw httpError(404, messages.http.notFound);
  return value as CoverType;
}
