import type { NotificationCounters } from '../notifications/activity-types';
import { readAllSchema, type NotificationPage, type ReadAllRequest } from '../notifications/notification';
import { defineEndpoint } from './define-endpoint';

/**
 * The feed's calls (spec 03 section 7). Every one acts on the notifications of the signed-in identity in
 * its current account; another's notification does not exist for it (404). Open while blocked: a blocked
 * coach still reads its membership and invite notifications.
 */
export const notificationEndpoints = {
  /** Query: NotificationListQuery (limit, offset, tab, activity_type, read). */
  notifications: defineEndpoint<void, NotificationPage>({
    method: 'GET',
    path: 'notifications',
    authenticated: true,
  }),
  notificationCounters: defineEndpoint<void, NotificationCounters>({
    method: 'GET',
    path: 'notifications/counters',
    authenticated: true,
  }),
  markNotificationRead: defineEndpoint<void, NotificationCounters>({
    method: 'PATCH',
    path: 'notifications/:id/read',
    authenticated: true,
  }),
  markNotificationUnread: defineEndpoint<void, NotificationCounters>({
    method: 'PATCH',
    path: 'notifications/:id/unread',
    authenticated: true,
  }),
  readAllNotifications: defineEndpoint<ReadAllRequest, NotificationCounters>({
    method: 'PATCH',
    path: 'notifications/read_all',
    authenticated: true,
    body: readAllSchema,
  }),
} as const;
