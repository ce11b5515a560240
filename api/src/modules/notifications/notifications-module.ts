import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import type { JobQueue } from '../job-queue';
import type { Realtime } from '../realtime';
import { registerNotificationRoutes } from './notification-routes';
import { createNotificationService, type NotificationPublisher } from './notification-service';

/**
 * Notifications produced by what happens (spec 03 sections 2.2, 3, 4.1): every module publishes its
 * happenings here through the publisher it is handed; this module decides who receives them, stores,
 * counts and pushes them, and serves the feed's calls. Made before the modules that need its publisher or
 * its unread port; its routes are registered once authentication is installed.
 */
export function createNotificationsModule(
  context: ApiContext,
  deps: { jobs: JobQueue; realtime: Realtime },
): {
  publisher: NotificationPublisher;
  unread: UnreadNotifications;
  registerRoutes(app: FastifyInstance): void;
} {
  const notifications = createNotificationService(context, deps);
  return {
    publisher: { publish: notifications.publish },
    unread: { hasUnread: notifications.hasUnread },
    registerRoutes: (app) => registerNotificationRoutes(app, notifications),
  };
}

/**
 * The one question other modules ask of the feed: does this member of this account have anything unread?
 * App wiring hands it to the users and accounts modules, which never reach this module's insides.
 */
export interface UnreadNotifications {
  hasUnread(accountId: number, userId: number): Promise<boolean>;
}
