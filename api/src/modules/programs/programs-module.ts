import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import type { ChecklistService } from '../checklist';
import type { InvitationService, ProgramInvitationHooks } from '../invitations';
import type { Mailer } from '../mail';
import type { NotificationPublisher } from '../notifications';
import { registerClientRoutes } from './client-routes';
import { createClientService, createProgramInvitationHooks } from './client-service';
import { createCoachAccess } from './coach-access';
import { createOtherEmailService } from './other-email-service';
import { registerPriceOptionRoutes } from './price-option-routes';
import { createPriceOptionService } from './price-option-service';
import { registerProgramRoutes } from './program-routes';
import { createProgramService } from './program-service';

/** What invitations call back into (handed to createInvitationService by the app). */
export function createProgramHooks(
  context: ApiContext,
  { checklist, notifications }: { checklist: ChecklistService; notifications: NotificationPublisher },
): ProgramInvitationHooks {
  return createProgramInvitationHooks(context, {
    access: createCoachAccess(context),
    checklist,
    notifications,
  });
}

/** Programs, their prices, covers and clients (spec 02 sections 2 to 6). */
export function registerProgramsModule(
  app: FastifyInstance,
  context: ApiContext,
  {
    checklist,
    invitations,
    mailer,
    notifications,
  }: {
    checklist: ChecklistService;
    invitations: InvitationService;
    mailer: Mailer;
    notifications: NotificationPublisher;
  },
): void {
  const access = createCoachAccess(context);
  const programs = createProgramService(context, { checklist });
  registerProgramRoutes(app, { programs, access });
  registerPriceOptionRoutes(app, {
    prices: createPriceOptionService(context, { programs, notifications }),
    access,
  });
  registerClientRoutes(app, {
    clients: createClientService(context, { programs, invitations }),
    otherEmails: createOtherEmailService(context, { mailer }),
    access,
  });
}
