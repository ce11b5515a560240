export { registerChecklistRoutes } from './checklist-routes';
export { createChecklistService, type ChecklistService } from './checklist-service';
