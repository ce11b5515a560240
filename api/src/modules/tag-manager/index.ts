export { registerTagManagerRoutes } from './tag-manager-routes';
export { createTagManagerService, type TagManagerService } from './tag-manager-service';
