import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import type { ChecklistService } from './checklist-service';

export function registerChecklistRoutes(app: FastifyInstance, checklist: ChecklistService): void {
  registerEndpoint(app, endpoints.checklist, async (request) =>
    checklist.checklistOf(identityOf(request).accountId),
  );

  registerEndpoint(app, endpoints.completeChecklistStep, async (request) =>
    checklist.complete(identityOf(request).accountId, request.body.check_list.name as 'video_tour'),
  );

  registerEndpoint(app, endpoints.hideChecklist, async (request) => {
    const { userId, accountId } = identityOf(request);
    return checklist.hide(userId, accountId);
  });
}
