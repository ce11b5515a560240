import { endpoints, messages } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import { clearRefreshCookie, readRefreshCookie, sendTokens } from './session-cookie';
import type { SessionService } from './session-service';

interface Services {
  sessions: SessionService;
  /**
   * The identity whose email and password these are, or a 401 that does not say which was wrong. Given by
   * the users module, which owns identities; sessions only start and end them.
   */
  verifyCredentials: (email: string, password: string) => Promise<{ id: number }>;
}

export function registerSessionRoutes(
  app: FastifyInstance,
  { config }: ApiContext,
  { sessions, verifyCredentials }: Services,
): void {
  app.decorateRequest('identity', null);
  app.decorate('authenticate', async (request) => {
    request.identity = await sessions.authenticate(request.headers.authorization);
  });

  registerEndpoint(
    app,
    endpoints.signIn,
    async (request, reply) => {
      const { email, password, client_id, client_secret } = request.body;
      await sessions.verifyClient(client_id, client_secret);
      const user = await verifyCredentials(email, password);
      return sendTokens(reply, await sessions.startSession(user.id, user.id));
    },
    {
      config: {
        // Per address and email, so one person's typos do not lock out a shared office network.
        rateLimit: {
          max: config.signInAttemptsPerWindow,
          timeWindow: config.signInWindowMs,
          hook: 'preHandler',
          keyGenerator: (request) => `${request.ip}|${(request.body as { email?: string }).email ?? ''}`,
          errorResponseBuilder: () => httpError(429, messages.auth.tooManyAttempts),
        },
      },
    },
  );

  registerEndpoint(app, endpoints.refreshToken, async (request, reply) => {
    try {
      return sendTokens(reply, await sessions.refresh(readRefreshCookie(request)));
    } catch (error) {
      clearRefreshCookie(reply);
      throw error;
    }
  });

  registerEndpoint(app, endpoints.signOut, async (request, reply) => {
    const { userId } = identityOf(request);
    await sessions.endAllSessions(userId);
    clearRefreshCookie(reply);
    reply.status(204);
  });
}
