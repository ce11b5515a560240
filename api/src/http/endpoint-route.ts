import { apiPath, messages, type Endpoint } from '@coachforge/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { httpError } from './http-error';
import { limitHook, type Limit } from './rate-limits';

export interface AuthenticatedIdentity {
  userId: number;
  accountId: number;
  tokenId: number;
  /** False once the identity was removed from the account its token acts as. */
  member: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler that resolves the Authorization header; answers 401 when it cannot. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    identity: AuthenticatedIdentity | null;
  }
}

export type EndpointHandler<Request, Response> = (
  request: FastifyRequest & { body: Request },
  reply: FastifyReply,
) => Promise<Response>;

/**
 * Registers a route from its contract descriptor: method, path, body schema and whether it needs a
 * signed-in identity all come from @coachforge/contracts.
 */
export function registerEndpoint<Request, Response>(
  app: FastifyInstance,
  endpoint: Endpoint<Request, Response>,
  handler: EndpointHandler<Request, Response>,
  options: Pick<RouteShorthandOptions, 'config'> & {
    limits?: Limit[];
    /**
     * The answer may be kept and given again while nothing it read is written (http/answer-cache.ts): only
     * for a GET whose answer depends on nothing of the request but its URL, host, token and API version.
     */
    keepAnswers?: boolean;
  } = {},
): void {
  const { limits = [], keepAnswers = false, ...routeOptions } = options;
  if (keepAnswers && endpoint.method !== 'GET')
    throw new Error(`Only a GET keeps its answers: ${endpoint.method}`);
  const preHandler = [
    ...(keepAnswers ? [app.answerCache.lookUp] : []),
    ...(endpoint.authenticated ? [app.authenticate, app.perIdentityLimit] : []),
    ...(endpoint.authenticated && !endpoint.openToFormerMembers ? [requireMembership] : []),
    // Looked up when a request arrives: the users module installs the check after some routes exist.
    ...(endpoint.closedWhileBlocked ? [(request: FastifyRequest) => app.refuseWhileBlocked(request)] : []),
    ...limits.map((limit) => limitHook(app, limit)),
  ];
  app.route({
    method: endpoint.method,
    url: apiPath(endpoint),
    ...(endpoint.body ? { schema: { body: endpoint.body as never } } : {}),
    ...(preHandler.length > 0 ? { preHandler } : {}),
    ...(keepAnswers ? { onSend: app.answerCache.keep } : {}),
    ...routeOptions,
    handler: handler as never,
  });
}

/** 418 sends the browser to my_accounts: the identity was removed from the account it acts as. */
async function requireMembership(request: FastifyRequest): Promise<void> {
  if (request.identity && !request.identity.member) throw httpError(418, messages.http.notAMember);
}

/** The signed-in identity of an authenticated route. */
export function identityOf(request: FastifyRequest): AuthenticatedIdentity {
  if (!request.identity) throw new Error('identityOf called on a route without authentication');
  return request.identity;
}
