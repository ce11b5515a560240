import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { registerEndpoint } from '../../http/endpoint-route';
import { findTheme, themeOfHost } from './theme-service';

export function registerThemeRoutes(app: FastifyInstance, { db, config }: ApiContext): void {
  // Before sign-in the platform theme is shown (spec 01 section 4, Startup); on an account's own address
  // (sub-domain or custom domain, decision 0185) that account's theme.
  registerEndpoint(app, endpoints.themes, async (request) => {
    const owner = await themeOfHost(db, config.whiteLabel.platformDomain, request.host);
    return owner?.theme ?? findTheme(db, null);
  });
}
