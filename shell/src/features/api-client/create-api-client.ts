import {
  API_PREFIX,
  API_VERSION,
  ApiRequestError,
  isApiErrorBody,
  messages,
  type Endpoint,
  type PlatformApi,
  type RequestOptions,
} from '@coachforge/contracts';
import type { ErrorPolicy } from './error-policy';

export interface Credentials {
  /** e.g. 'Bearer <token>' */
  authorization(): string | null;
  /** Gets a fresh access token; false when the session cannot be renewed. */
  renew(): Promise<boolean>;
}

export interface ApiClientDeps {
  credentials: Credentials;
  policy: ErrorPolicy;
  fetch?: typeof fetch;
  timezone?: () => string;
  /**
   * The answer the first HTML holds for a URL, taken once (shell/src/app/preload-remote-files.ts): the
   * web server asked the API for it as a signed-out visitor, so only a call without a token may use it.
   */
  pageAnswer?: (url: string) => unknown;
  /**
   * The response to a call the page sent before the shell ran, taken once (the session's resumption,
   * shell/src/app/preload-remote-files.ts): the call is answered with it instead of being sent again.
   */
  startedRequest?: (method: string, url: string) => Promise<Response> | undefined;
}

function urlOf(endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>): string {
  const path = endpoint.path.replace(/:([a-z_]+)/g, (_match, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return `${API_PREFIX}/${path}${query ? `?${query}` : ''}`;
}

/**
 * The page's one API client: the spec's headers on every call, one silent renewal of the access token
 * when it has expired, and the error policy for whatever still fails.
 */
export function createApiClient({
  credentials,
  policy,
  fetch: fetchImpl = (...args) => fetch(...args),
  timezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone,
  pageAnswer = () => undefined,
  startedRequest = () => undefined,
}: ApiClientDeps): PlatformApi {
  async function send(endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>) {
    const headers: Record<string, string> = {
      'API-Version': API_VERSION,
      'Client-Timezone': timezone(),
      // A text answer (a CSV file) is read as it comes; everything else is JSON.
      Accept: endpoint.responseType === 'text' ? 'text/csv, text/plain;q=0.9, */*;q=0.5' : 'application/json',
    };
    // A file goes as the multipart form it is (the browser writes its boundary); anything else as JSON.
    const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    const authorization = credentials.authorization();
    if (authorization) headers.Authorization = authorization;
    const url = urlOf(endpoint, options);
    if (!authorization && endpoint.method === 'GET') {
      const answer = pageAnswer(url);
      if (answer !== undefined) {
        return new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
    }
    if (!authorization && options.body === undefined) {
      const started = startedRequest(endpoint.method, url);
      if (started) return started;
    }
    return fetchImpl(url, {
      method: endpoint.method,
      headers,
      credentials: 'same-origin',
      ...(options.body !== undefined
        ? { body: multipart ? (options.body as FormData) : JSON.stringify(options.body) }
        : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }

  return {
    async request<Request, Response>(
      endpoint: Endpoint<Request, Response>,
      options: RequestOptions<Request> = {},
    ): Promise<Response> {
      const anyEndpoint = endpoint as Endpoint<unknown, unknown>;
      let response: globalThis.Response;
      try {
        response = await send(anyEndpoint, options);
        if (response.status === 401 && endpoint.authenticated && (await credentials.renew())) {
          response = await send(anyEndpoint, options);
        }
      } catch (cause) {
        if (cause instanceof DOMException && cause.name === 'AbortError') {
          console.info(`Request cancelled: ${endpoint.method} ${endpoint.path}`);
          throw cause;
        }
        const failure = new ApiRequestError(
          0,
          null,
          cause instanceof Error && cause.message ? cause.message : messages.http.requestFailed,
        );
        if (!options.quiet) policy(failure, endpoint.authenticated);
        throw failure;
      }
      if (response.ok) {
        if (response.status === 204) return undefined as Response;
        return (endpoint.responseType === 'text' ? await response.text() : await response.json()) as Response;
      }
      const body: unknown = await response.json().catch(() => null);
      const failure = new ApiRequestError(
        response.status,
        isApiErrorBody(body) ? body : null,
        isApiErrorBody(body) ? body.error : response.statusText || messages.http.requestFailed,
      );
      // A quiet call still reports a retired API version: the page is out of date, whoever asked.
      if (!options.quiet || failure.body?.base?.deprecated) policy(failure, endpoint.authenticated);
      throw failure;
    },
  };
}
