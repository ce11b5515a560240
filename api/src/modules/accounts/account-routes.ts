import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { sendTokens } from '../sessions';
import type { AccountSwitchingService } from './account-switching-service';

export function registerAccountRoutes(app: FastifyInstance, accounts: AccountSwitchingService): void {
  registerEndpoint(app, endpoints.accounts, async (request) => accounts.list(identityOf(request)));

  registerEndpoint(app, endpoints.switchAccount, async (request, reply) =>
    sendTokens(reply, await accounts.switchTo(identityOf(request), request.body.id)),
  );
}
