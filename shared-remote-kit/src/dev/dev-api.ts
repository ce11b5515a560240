import {
  API_PREFIX,
  API_VERSION,
  ApiRequestError,
  flattenErrorMessages,
  isApiErrorBody,
  type Endpoint,
  type PlatformApi,
  type RequestOptions,
} from '@coachforge/contracts';

function urlOf(endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>): string {
  const path = endpoint.path.replace(/:([a-z_]+)/g, (_match, name: string) =>
    encodeURIComponent(String(options.params?.[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const query = search.toString();
  return `${API_PREFIX}/${path}${query ? `?${query}` : ''}`;
}

/**
 * A plain API client for the dev host: the spec's headers and the access token, no renewal and no error
 * policy (the shell's client has both; a remote under development sees the API's errors as they are).
 * The dev server proxies /api to the running API, so the refresh cookie stays same-origin.
 */
export function createDevApi(accessToken: () => string | null): PlatformApi {
  return {
    async request<Request, Response>(
      endpoint: Endpoint<Request, Response>,
      options: RequestOptions<Request> = {},
    ): Promise<Response> {
      const token = accessToken();
      // Files go as multipart forms, as the shell's client sends them.
      const multipart = options.body instanceof FormData;
      const response = await fetch(urlOf(endpoint as Endpoint<unknown, unknown>, options), {
        method: endpoint.method,
        credentials: 'same-origin',
        headers: {
          'API-Version': API_VERSION,
          Accept:
            endpoint.responseType === 'text' ? 'text/csv, text/plain;q=0.9, */*;q=0.5' : 'application/json',
          ...(options.body !== undefined && !multipart ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        ...(options.body !== undefined
          ? { body: multipart ? (options.body as FormData) : JSON.stringify(options.body) }
          : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      const text = response.ok && endpoint.responseType === 'text';
      const body: unknown =
        response.status === 204
          ? null
          : text
            ? await response.text()
            : await response.json().catch(() => null);
      if (!response.ok) {
        const errorBody = isApiErrorBody(body) ? body : null;
        throw new ApiRequestError(
          response.status,
          errorBody,
          errorBody ? flattenErrorMessages(errorBody) : `${endpoint.path} answered ${response.status}`,
        );
      }
      return body as Response;
    },
  };
}
