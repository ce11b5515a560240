export { createAccountCoachesService } from './account-coaches-service';
export { registerInvitationRoutes } from './invitation-routes';
export {
  createInvitationService,
  type InvitationService,
  type ProgramInvitationHooks,
} from './invitation-service';
