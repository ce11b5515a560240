import { endpoints, messages } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { HttpError } from '../../http/http-error';
import { emailOf } from '../../http/rate-limits';
import { clearRefreshCookie, readRefreshCookie, sendTokens } from './session-cookie';
import type { SessionService } from './session-service';

interface Services {
  sessions: SessionService;
  /**
   * The identity whose email and password these are, or a 401 that does not say which was wrong. Given by
   * the users module, which owns identities; sessions only start and end them.
   */
  verifyCredentials: (email: string, password: string) => Promise<{ id: number }>;
  /**
   * On an account's own address (white label), where this identity should sign in instead when it is
   * neither a coach nor a client of that account; null when it may sign in here.
   */
  signInRefusal?: (host: string | undefined, userId: number) => Promise<string | null>;
}

export function registerSessionRoutes(
  app: FastifyInstance,
  { config }: ApiContext,
  { sessions, verifyCredentials, signInRefusal }: Services,
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
      // Asked only after the password was right, so the answer tells a stranger nothing about the address.
      const elsewhere = signInRefusal ? await signInRefusal(request.host, user.id) : null;
      if (elsewhere)
        throw new HttpError(403, {
          error: messages.account.subdomainNoAccess(elsewhere),
          subdomain: elsewhere,
        });
      return sendTokens(reply, await sessions.startSession(user.id, user.id));
    },
    {
      limits: [
        // Per address and email, so one person's typos do not lock out a shared office network, and
        // nobody elsewhere can lock a chosen person out.
        {
          name: 'sign-in',
          max: config.signInAttemptsPerWindow,
          timeWindowMs: config.signInWindowMs,
          key: (request) => `${request.ip}|${emailOf(request)}`,
          message: messages.auth.tooManyAttempts,
        },
        // Per address across every email: one address trying list after list of stolen passwords.
        {
          name: 'sign-in-address',
          max: config.signInAddressAttemptsPerWindow,
          timeWindowMs: config.signInWindowMs,
          key: (request) => request.ip,
          message: messages.auth.tooManyAttempts,
        },
      ],
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
