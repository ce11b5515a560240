import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { registerEndpoint } from '../../http/endpoint-route';
import { findTheme } from './theme-service';

export function registerThemeRoutes(app: FastifyInstance, { db }: ApiContext): void {
  // Before sign-in the platform theme is shown (spec 01 section 4, Startup).
  registerEndpoint(app, endpoints.themes, async () => findTheme(db, null));
}
