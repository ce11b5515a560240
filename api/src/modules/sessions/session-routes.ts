import { endpoints, messages, type HeaderAnswers, type Me } from '@coachforge/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  /** Who is signed in, as users/me answers it: given by the users module, for a session resumed at a page's start. */
  meOf: (userId: number, accountId: number, host: string | undefined) => Promise<Me>;
  /**
   * What the header first shows (the warnings and the checklist modules answer it), for the same resumption:
   * the page's first paint waits for it (decision 0270).
   */
  headerAnswersOf: (userId: number, accountId: number, me: Me) => Promise<HeaderAnswers>;
}

export function registerSessionRoutes(
  app: FastifyInstance,
  { config }: ApiContext,
  { sessions, verifyCredentials, signInRefusal, meOf, headerAnswersOf }: Services,
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

  /** The refresh cookie exchanged (and rotated) for a new access token; a refused cookie is cleared. */
  async function exchangeRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
    try {
      return await sessions.refresh(readRefreshCookie(request));
    } catch (error) {
      clearRefreshCookie(reply);
      throw error;
    }
  }

  registerEndpoint(app, endpoints.refreshToken, async (request, reply) =>
    sendTokens(reply, await exchangeRefreshCookie(request, reply)),
  );

  registerEndpoint(app, endpoints.resumeSession, async (request, reply) => {
    const tokens = await exchangeRefreshCookie(request, reply);
    const answer = sendTokens(reply, tokens);
    const { userId, accountId, member } = await sessions.authenticate(`Bearer ${tokens.accessToken}`);
    // Removed from the account the session acts as: users/me answers 418 and the browser moves on from there.
    if (!member) return answer;
    // The cookie is rotated by now: a user that could not be read must not cost the new token. The browser
    // asks users/me, which answers why.
    const me = await meOf(userId, accountId, request.host).catch(() => undefined);
    if (!me) return answer;
    // Likewise the header's answers: without them the header asks the warnings and the checklist itself.
    const header = await headerAnswersOf(userId, accountId, me).catch(() => undefined);
    return header ? { ...answer, me, header } : { ...answer, me };
  });

  registerEndpoint(app, endpoints.signOut, async (request, reply) => {
    const { userId } = identityOf(request);
    await sessions.endAllSessions(userId);
    clearRefreshCookie(reply);
    reply.status(204);
  });
}
