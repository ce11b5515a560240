import { apiPath, type Endpoint } from '@coachforge/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { limitHook, type Limit } from './rate-limits';

export interface AuthenticatedIdentity {
  userId: number;
  accountId: number;
  tokenId: number;
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
  options: Pick<RouteShorthandOptions, 'config'> & { limits?: Limit[] } = {},
): void {
  const { limits = [], ...routeOptions } = options;
  const preHandler = [
    ...(endpoint.authenticated ? [app.authenticate, app.perIdentityLimit] : []),
    ...limits.map((limit) => limitHook(app, limit)),
  ];
  app.route({
    method: endpoint.method,
    url: apiPath(endpoint),
    ...(endpoint.body ? { schema: { body: endpoint.body as never } } : {}),
    ...(preHandler.length > 0 ? { preHandler } : {}),
    ...routeOptions,
    handler: handler as never,
  });
}

/** The signed-in identity of an authenticated route. */
export function identityOf(request: FastifyRequest): AuthenticatedIdentity {
  if (!request.identity) throw new Error('identityOf called on a route without authentication');
  return request.identity;
}
