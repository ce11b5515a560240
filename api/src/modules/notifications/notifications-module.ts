import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import type { JobQueue } from '../job-queue';
import type { Realtime } from '../realtime';
import { registerNotificationRoutes } from './notification-routes';
import { createNotificationService, type NotificationPublisher } from './notification-service';

/**
 * Notifications produced by what happens (spec 03 sections 2.2, 3, 4.1): every module publishes its
 * happenings here through the publisher it is handed; this module decides who receives them, stores,
 * counts and pushes them, and serves the feed's calls.
 */
export function registerNotificationsModule(
  app: FastifyInstance,
  context: ApiContext,
  deps: { jobs: JobQueue; realtime: Realtime },
): NotificationPublisher {
  const notifications = createNotificationService(context, deps);
  registerNotificationRoutes(app, notifications);
  return { publish: notifications.publish };
}
