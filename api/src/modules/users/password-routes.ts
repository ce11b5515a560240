import { endpoints, messages } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../config';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import type { SessionService } from '../sessions';
import type { PasswordService } from './password-service';

interface Services {
  passwords: PasswordService;
  sessions: SessionService;
}

export function registerPasswordRoutes(
  app: FastifyInstance,
  config: ApiConfig,
  { passwords, sessions }: Services,
): void {
  registerEndpoint(
    app,
    endpoints.requestPasswordReset,
    async (request) => ({ message: await passwords.requestPasswordReset(request.body.email) }),
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
      return { message: await passwords.resetPassword(reset_password_token, password) };
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
      message: await passwords.changePassword(identityOf(request), user.current_password, user.password),
    };
  });
}
