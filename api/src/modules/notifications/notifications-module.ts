import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import type { JobQueue } from '../job-queue';
import type { Realtime } from '../realtime';
import { registerNotificationRoutes } from './notification-routes';
import { createNotificationService, type NotificationPublisher } from './notification-service';
import type { NotificationEvent } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

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
 * its unread port; its routes are registered once authentication is installed.
 */
export function createNotificationsModule(
  context: ApiContext,
  deps: { jobs: JobQueue; realtime: Realtime },
): {
  publisher: NotificationHappenings;
  unread: UnreadNotifications;
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
