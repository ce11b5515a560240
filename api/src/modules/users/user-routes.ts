import { endpoints, messages } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../config';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { sendTokens, type SessionService } from '../sessions';
import type { EmailConfirmationService } from './email-confirmation-service';
import type { UserService } from './user-service';

interface Services {
  sessions: SessionService;
  users: UserService;
  confirmation: EmailConfirmationService;
}

/** Sign-up, the link in its confirmation mail, and users/me. */
export function registerUserRoutes(
  app: FastifyInstance,
  config: ApiConfig,
  { sessions, users, confirmation }: Services,
): void {
  registerEndpoint(
    app,
    endpoints.signUp,
    async (request, reply) => {
      await sessions.verifyClient(request.body.client_id, request.body.client_secret);
      const user = await users.signUp(request.body);
      // The account exists either way: a mail server that is down must not turn sign-up into an error.
      await confirmation.sendConfirmation(user).catch((error: unknown) => {
        request.log.error({ err: error }, 'confirmation mail not sent');
      });
      reply.status(201);
      return sendTokens(reply, await sessions.startSession(user.id, user.id));
    },
    {
      // Each new identity sends a confirmation mail: one address cannot mint identities (and mail) at will.
      limits: [
        {
          name: 'sign-up',
          max: config.signUpsPerHour,
          timeWindowMs: 60 * 60 * 1000,
          key: (request) => request.ip,
          message: messages.auth.tooManySignUps,
        },
      ],
    },
  );

  registerEndpoint(app, endpoints.confirmEmail, async (request) => ({
    message: await confirmation.confirm(request.body.confirmation_token),
  }));

  // Every page asks for it, often several times a minute (focus, other tabs): kept while nothing it read changes.
  registerEndpoint(
    app,
    endpoints.me,
    async (request) => {
      const { userId, accountId } = identityOf(request);
      return users.me(userId, accountId, request.host);
    },
    { keepAnswers: true },
  );
}
