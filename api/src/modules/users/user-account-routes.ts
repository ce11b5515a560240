import { endpoints, messages } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../config';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import type { SessionService } from '../sessions';
import type { UserAccountService } from './user-account-service';

interface Services {
  accounts: UserAccountService;
  sessions: SessionService;
}

export function registerUserAccountRoutes(
  app: FastifyInstance,
  config: ApiConfig,
  { accounts, sessions }: Services,
): void {
  registerEndpoint(app, endpoints.confirmEmail, async (request) => ({
    message: await accounts.confirm(request.body.confirmation_token),
  }));

  registerEndpoint(
    app,
    endpoints.requestPasswordReset,
    async (request) => ({ message: await accounts.requestPasswordReset(request.body.email) }),
    {
      config: {
        // Per address and email: nobody can flood a person's inbox with reset mail.
        rateLimit: {
          max: config.passwordResetsPerWindow,
          timeWindow: config.signInWindowMs,
          hook: 'preHandler',
          keyGenerator: (request) =>
            `reset|${request.ip}|${(request.body as { email?: string }).email ?? ''}`,
          errorResponseBuilder: () => httpError(429, messages.account.tooManyResetRequests),
        },
      },
    },
  );

  registerEndpoint(
    app,
    endpoints.resetPassword,
    async (request) => {
      const { client_id, client_secret, reset_password_token, password } = request.body;
      await sessions.verifyClient(client_id, client_secret);
      return { message: await accounts.resetPassword(reset_password_token, password) };
    },
    {
      config: {
        rateLimit: {
          max: config.signInAttemptsPerWindow,
          timeWindow: config.signInWindowMs,
          hook: 'preHandler',
          keyGenerator: (request) => `reset-token|${request.ip}`,
          errorResponseBuilder: () => httpError(429, messages.account.tooManyResetRequests),
        },
      },
    },
  );

  registerEndpoint(app, endpoints.changePassword, async (request) => {
    const { user } = request.body;
    return {
      message: await accounts.changePassword(
        identityOf(request).userId,
        user.current_password,
        user.password,
      ),
    };
  });

  registerEndpoint(app, endpoints.updateMe, async (request) => {
    const { userId, accountId } = identityOf(request);
    return accounts.updateMe(userId, accountId, request.body);
  });

  registerEndpoint(app, endpoints.updatePrivate, async (request) => {
    const { userId, accountId } = identityOf(request);
    return accounts.updatePrivate(userId, accountId, request.body.private);
  });

  registerEndpoint(app, endpoints.popupStorage, async (request) => {
    const { userId, accountId } = identityOf(request);
    return accounts.rememberPopup(userId, accountId, request.body.popup_name);
  });

  registerEndpoint(app, endpoints.taxOn, async (request) =>
    accounts.setTax(identityOf(request).userId, true),
  );
  registerEndpoint(app, endpoints.taxOff, async (request) =>
    accounts.setTax(identityOf(request).userId, false),
  );

  registerEndpoint(app, endpoints.deleteAccount, async (request) => ({
    message: await accounts.deleteAccount(identityOf(request).userId),
  }));
}
