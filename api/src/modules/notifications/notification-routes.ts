import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import type { NotificationService } from './notification-service';
import type { Recipient } from './notification-repository';

/** The identity in the account its token acts as: only notifications stored for that pair are theirs. */
const recipientOf = (request: FastifyRequest): Recipient => {
  const { userId, accountId } = identityOf(request);
  return { accountId, userId };
};
const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

export function registerNotificationRoutes(app: FastifyInstance, notifications: NotificationService): void {
  registerEndpoint(
    app,
    endpoints.notifications,
    async (request) => notifications.list(recipientOf(request), request.query),
    { keepAnswers: true },
  );
  registerEndpoint(app, endpoints.notificationCounters, async (request) =>
    notifications.counters(recipientOf(request)),
  );
  registerEndpoint(app, endpoints.markNotificationRead, async (request) =>
    notifications.setRead(recipientOf(request), idOf(request), true),
  );
  registerEndpoint(app, endpoints.markNotificationUnread, async (request) =>
    notifications.setRead(recipientOf(request), idOf(request), false),
  );
  registerEndpoint(app, endpoints.readAllNotifications, async (request) =>
    notifications.readAll(recipientOf(request), request.body.activity_type),
  );
}
