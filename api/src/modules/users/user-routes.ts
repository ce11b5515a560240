import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { sendTokens, type SessionService } from '../sessions';
import type { UserAccountService } from './user-account-service';
import type { UserService } from './user-service';

interface Services {
  sessions: SessionService;
  users: UserService;
  accounts: UserAccountService;
}

export function registerUserRoutes(app: FastifyInstance, { sessions, users, accounts }: Services): void {
  registerEndpoint(app, endpoints.signUp, async (request, reply) => {
    await sessions.verifyClient(request.body.client_id, request.body.client_secret);
    const user = await users.signUp(request.body);
    // The account exists either way: a mail server that is down must not turn sign-up into an error.
    await accounts.sendConfirmation(user).catch((error: unknown) => {
      request.log.error({ err: error }, 'confirmation mail not sent');
    });
    reply.status(201);
    return sendTokens(reply, await sessions.startSession(user.id, user.id));
  });

  registerEndpoint(app, endpoints.me, async (request) => {
    const { userId, accountId } = identityOf(request);
    return users.me(userId, accountId);
  });
}
