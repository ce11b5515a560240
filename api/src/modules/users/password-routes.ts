import { endpoints, messages } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../config';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { emailOf } from '../../http/rate-limits';
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
      limits: [
        // Per address and email: nobody can flood a person's inbox with reset mail…
        {
          name: 'reset',
          max: config.passwordResetsPerWindow,
          timeWindowMs: config.signInWindowMs,
          key: (request) => `${request.ip}|${emailOf(request)}`,
          message: messages.account.tooManyResetRequests,
        },
        // …and per email from anywhere, generously, so many addresses cannot either.
        {
          name: 'reset-email',
          max: config.passwordResetsPerWindow * 4,
          timeWindowMs: config.signInWindowMs,
          key: emailOf,
          message: messages.account.tooManyResetRequests,
        },
      ],
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
      // Guessing reset tokens, per caller: the caller's own address, so one person cannot block
      // resets for everyone.
      limits: [
        {
          name: 'reset-token',
          max: config.signInAttemptsPerWindow,
          timeWindowMs: config.signInWindowMs,
          key: (request) => request.ip,
          message: messages.account.tooManyResetRequests,
        },
      ],
    },
  );

  registerEndpoint(app, endpoints.changePassword, async (request) => {
    const { user } = request.body;
    return {
      message: await passwords.changePassword(identityOf(request), user.current_password, user.password),
    };
  });
}
