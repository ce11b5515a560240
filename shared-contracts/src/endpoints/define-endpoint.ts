import type { AnySchema } from 'yup';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, described once: the API registers its route from it and the browser's client calls
 * it. `Request` and `Response` are carried as phantom types so both sides agree at compile time.
 */
export interface Endpoint<Request = void, Response = void> {
  method: HttpMethod;
  /** Path below /api, as the spec writes it (e.g. 'users/sign_in'). */
  path: string;
  /** False for calls made before signing in. */
  authenticated: boolean;
  /** Validates the request body on the server (and in forms that post it). */
  body?: AnySchema;
  /**
   * Answered even when the identity is no longer a member of the account its token acts as (removed from
   * a team): the calls that let it see where it stands and move to an account it still has. Every other
   * authenticated call answers 418, which sends the browser to my_accounts (spec 01 section 8).
   */
  openToFormerMembers?: true;
  /**
   * Refused with 406 while the coach account is blocked (trial over, no plan: spec 01 section 4), as the
   * pages that make these calls are: the browser then opens coach_blocked, where the coach can pay.
   */
  closedWhileBlocked?: true;
  /** The answer's body: JSON (the default), or text such as a CSV file, handed over as it came. */
  responseType?: 'json' | 'text';
  /** Phantom: never set at runtime. */
  readonly _types?: { request: Request; response: Response };
}

export function defineEndpoint<Request = void, Response = void>(
  endpoint: Omit<Endpoint<Request, Response>, '_types'>,
): Endpoint<Request, Response> {
  return endpoint;
}

export type EndpointRequest<E> = E extends Endpoint<infer Request, unknown> ? Request : never;
export type EndpointResponse<E> = E extends Endpoint<unknown, infer Response> ? Response : never;

/** Where the API is mounted. */
export const API_PREFIX = '/api';

export function apiPath(endpoint: Endpoint<unknown, unknown>): string {
  return `${API_PREFIX}/${endpoint.path}`;
}
