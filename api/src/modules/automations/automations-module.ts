import type { NotificationEvent } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import type { JobQueue } from '../job-queue';
import type { NotificationHappenings } from '../notifications';
import { createCoachAccess } from '../programs';
import { createDelivery } from './automation-delivery';
import { registerAutomationRoutes } from './automation-routes';
import { createAutomationService, DELIVER_JOB, FAN_OUT_JOB } from './automation-service';

/**
 * Zapier and automations (decision 0178): the account's API key, REST hooks, and deliveries of new
 * clients, new purchases and cancelled subscriptions, heard from the happenings the domain modules
 * publish as notifications.
 */
export function registerAutomationsModule(
  app: FastifyInstance,
  context: ApiContext,
  { jobs, notifications }: { jobs: JobQueue; notifications: NotificationHappenings },
): void {
  const automations = createAutomationService(context, { jobs, access: createCoachAccess(context) });
  notifications.onPublished((event, tx) => automations.heard(event, tx));
  jobs.register(FAN_OUT_JOB, (payload) => automations.fanOut(payload.notification as NotificationEvent));
  jobs.register(DELIVER_JOB, createDelivery(context, automations));
  registerAutomationRoutes(app, automations);
}
