import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import type { Realtime } from '../realtime';
import type { SessionService } from '../sessions';
import type { UnreadChatPort, UnreadNotificationsPort } from '../users';
import { registerAccountRoutes } from './account-routes';
import { createAccountSwitchingService } from './account-switching-service';
import { registerBusinessAccountRoutes } from './business-account-routes';
import { createBusinessAccountService } from './business-account-service';

/**
 * Accounts, the "who is acting" of every request (spec 01 section 2): listing and switching the accounts a
 * person belongs to, and creating brand, gym and team accounts. A person's own identity is the users module.
 */
export function registerAccountsModule(
  app: FastifyInstance,
  context: ApiContext,
  deps: {
    sessions: SessionService;
    realtime: Realtime;
    unread: UnreadNotificationsPort;
    unreadChat: UnreadChatPort;
  },
): void {
  registerAccountRoutes(app, createAccountSwitchingService(context, deps));
  registerBusinessAccountRoutes(app, createBusinessAccountService(context));
}
