export { registerInvitationRoutes } from './invitation-routes';
export { createInvitationService, type InvitationService } from './invitation-service';
