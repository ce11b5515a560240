export { registerChecklistRoutes } from './checklist-routes';
export { createChecklistService, type ChecklistService } from './checklist-service';
export { completedSteps as completedChecklistSteps } from './checklist-service';
