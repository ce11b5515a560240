import { createHash, timingSafeEqual } from 'node:crypto';
import { ADMIN_TOKEN_HEADER } from '@coachforge/contracts';
import type { FastifyRequest } from 'fastify';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether a request carries the operator's ADMIN_TOKEN (compared in constant time). */
export function isOperator(request: FastifyRequest, adminToken: string): boolean {
  const given = request.headers[ADMIN_TOKEN_HEADER];
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(adminToken));
}
