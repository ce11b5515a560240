import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint-route';
import { settings } from './reference-data';

export function registerSettingsRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.settings, async (request, reply) => {
    const country = (request.query as { country?: unknown }).country;
    reply.header('cache-control', 'public, max-age=86400');
    return settings(typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : undefined);
  });
}
