import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import type { WarningService } from './warning-service';

export function registerWarningRoutes(app: FastifyInstance, warnings: WarningService): void {
  registerEndpoint(app, endpoints.warnings, async (request) => {
    const { userId, accountId } = identityOf(request);
    return warnings.warningsFor(userId, accountId);
  });
}
