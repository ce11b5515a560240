import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import type { JobQueue } from '../job-queue';
import type { Realtime } from '../realtime';
import { registerNotificationRoutes } from './notification-routes';
import { createNotificationService, type NotificationPublisher } from './notification-service';
import type { NotificationEvent } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import type { UnreadNotificationsPort } from '../users';

/** Hears every published happening, inside the publisher's transaction when it has one. */
export type PublishedListener = (event: NotificationEvent, tx: Queryable | undefined) => Promise<void>;

/** The publisher, and a way for other modules (automations) to hear what is published. */
export interface NotificationHappenings extends NotificationPublisher {
  onPublished(listener: PublishedListener): void;
}

/**
 * Notifications produced by what happens (spec 03 sections 2.2, 3, 4.1): every module publishes its
 * happenings here through the publisher it is handed; this module decides who receives them, stores,
 * counts and pushes them, and serves the feed's calls. Made before the modules that need its publisher or
 * its unread port (the users module's UnreadNotificationsPort); its routes are registered once
 * authentication is installed.
 */
export function createNotificationsModule(
  context: ApiContext,
  deps: { jobs: JobQueue; realtime: Realtime },
): {
  publisher: NotificationHappenings;
  unread: UnreadNotificationsPort;
  registerRoutes(app: FastifyInstance): void;
} {
  const notifications = createNotificationService(context, deps);
  const listeners: PublishedListener[] = [];
  return {
    publisher: {
      async publish(event, options = {}) {
        await notifications.publish(event, options);
        for (const listener of listeners) await listener(event, options.tx);
      },
      onPublished: (listener) => void listeners.push(listener),
    },
    unread: { unreadAccounts: notifications.unreadAccounts },
    registerRoutes: (app) => registerNotificationRoutes(app, notifications),
  };
}
