export { registerWarningRoutes } from './warning-routes';
export { createWarningService, type WarningService } from './warning-service';
