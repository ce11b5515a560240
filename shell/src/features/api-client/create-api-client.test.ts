/** @jest-environment node */
import {
  API_VERSION_RETIRED_STATUS,
  ApiRequestError,
  endpoints,
  messages,
  retiredApiVersionBody,
  type Toast,
} from '@coachforge/contracts';
import { createBus } from '../bus';
import { createApiClient } from './create-api-client';
import { createErrorPolicy } from './error-policy';

/** A stand-in for the network that records what the client sent; the real API is exercised in e2e. */
function recordingFetch(responses: Response[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return responses.shift()!;
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

test("every call carries API-Version 3, the browser's time zone and the token with its type", async () => {
  const { calls, fetchImpl } = recordingFetch([json(200, { ok: true })]);
  const api = createApiClient({
    credentials: { authorization: () => 'Bearer abc', renew: async () => false },
    policy: jest.fn(),
    fetch: fetchImpl,
    timezone: () => 'Europe/London',
  });
  await api.request(endpoints.me);
  expect(calls[0]!.url).toBe('/api/users/me');
  expect(calls[0]!.init.headers).toMatchObject({
    'API-Version': '3',
    'Client-Timezone': 'Europe/London',
    Authorization: 'Bearer abc',
  });
});

test('a form with a file is sent as multipart, as it is; other bodies as JSON', async () => {
  const { calls, fetchImpl } = recordingFetch([json(200, {}), json(200, {})]);
  const api = createApiClient({
    credentials: { authorization: () => 'Bearer abc', renew: async () => false },
    policy: jest.fn(),
    fetch: fetchImpl,
  });
  const form = new FormData();
  form.append('theme[logo]', new Blob(['png'], { type: 'image/png' }), 'logo.png');
  await api.request(endpoints.uploadLogo, { body: form });
  expect(calls[0]!.init.body).toBe(form);
  expect(calls[0]!.init.headers).not.toHaveProperty('Content-Type');
  await api.request(endpoints.saveSubDomain, { body: { sub_domain_name: 'studio' } });
  expect(calls[1]!.init.body).toBe('{"sub_domain_name":"studio"}');
  expect(calls[1]!.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
});

test('an expired access token is renewed once and the call repeated', async () => {
  const { calls, fetchImpl } = recordingFetch([json(401, { error: 'expired' }), json(200, { id: 1 })]);
  let token = 'old';
  const policy = jest.fn();
  const api = createApiClient({
    credentials: {
      authorization: () => `Bearer ${token}`,
      renew: async () => {
        token = 'new';
        return true;
      },
    },
    policy,
    fetch: fetchImpl,
  });
  await expect(api.request(endpoints.me)).resolves.toEqual({ id: 1 });
  expect((calls[1]!.init.headers as Record<string, string>).Authorization).toBe('Bearer new');
  expect(policy).not.toHaveBeenCalled();
});

test('a failure rejects with the status and body, and goes through the policy unless quiet', async () => {
  const { fetchImpl } = recordingFetch([json(422, { error: 'bad' }), json(422, { error: 'bad' })]);
  const policy = jest.fn();
  const api = createApiClient({
    credentials: { authorization: () => null, renew: async () => false },
    policy,
    fetch: fetchImpl,
  });
  const loud = api.request(endpoints.themes);
  await expect(loud).rejects.toBeInstanceOf(ApiRequestError);
  await expect(loud).rejects.toMatchObject({ status: 422, body: { error: 'bad' } });
  expect(policy).toHaveBeenCalledTimes(1);
  await expect(api.request(endpoints.themes, { quiet: true })).rejects.toMatchObject({ status: 422 });
  expect(policy).toHaveBeenCalledTimes(1);
});

test.each([
  ['a call', false],
  ['a quiet call', true],
])(
  '%s answered with a retired API version opens the update prompt through the error policy, not a toast',
  async (_name, quiet) => {
    const retired = retiredApiVersionBody(messages.api.versionRetired);
    const { fetchImpl } = recordingFetch([json(API_VERSION_RETIRED_STATUS, retired)]);
    const bus = createBus();
    const updatePrompts = jest.fn();
    bus.on('api.deprecated').subscribe(updatePrompts);
    const toasts: Toast[] = [];
    const api = createApiClient({
      credentials: { authorization: () => 'Bearer abc', renew: async () => false },
      policy: createErrorPolicy({
        toast: { show: (toast) => toasts.push(toast) },
        bus,
        navigate: jest.fn(),
        currentPath: () => '/coach/programs/active',
        onSessionEnded: jest.fn(),
      }),
      fetch: fetchImpl,
    });
    await expect(api.request(endpoints.me, { quiet })).rejects.toMatchObject({ status: 410, body: retired });
    expect(updatePrompts).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
  },
);

test('a text endpoint (the transactions CSV) is handed over as the text the API sent, asked for as text', async () => {
  const csv = 'Date,Client\r\n2026-03-04,Sam Lee\r\n';
  const { calls, fetchImpl } = recordingFetch([
    new Response(csv, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } }),
  ]);
  const api = createApiClient({
    credentials: { authorization: () => 'Bearer abc', renew: async () => false },
    policy: jest.fn(),
    fetch: fetchImpl,
  });
  await expect(api.request(endpoints.transactionsCsv, { query: { status: 'refunded' } })).resolves.toBe(csv);
  expect(calls[0]!.url).toBe('/api/coach/transactions/export?status=refunded');
  expect((calls[0]!.init.headers as Record<string, string>).Accept).toMatch(/^text\/csv/);
});

test('a call the page sent before the shell ran is answered with its response, once, and only without a token', async () => {
  const started = new Map([
    ['POST /api/users/session', Promise.resolve(json(200, { access_token: 'early' }))],
  ]);
  const startedRequest = (method: string, url: string) => {
    const response = started.get(`${method} ${url}`);
    started.delete(`${method} ${url}`);
    return response;
  };
  const { calls, fetchImpl } = recordingFetch([json(200, { access_token: 'later' })]);
  const api = createApiClient({
    credentials: { authorization: () => null, renew: async () => false },
    policy: jest.fn(),
    fetch: fetchImpl,
    startedRequest,
  });
  expect(await api.request(endpoints.resumeSession)).toEqual({ access_token: 'early' });
  expect(calls).toEqual([]);
  expect(await api.request(endpoints.resumeSession)).toEqual({ access_token: 'later' });
  expect(calls).toHaveLength(1);
});

test('a signed-out GET the first HTML holds the answer for is answered from the page, once; a signed-in one asks', async () => {
  const plan = { id: 42, title: 'Engine' };
  const held = new Map<string, unknown>([['/api/plans/42/public', plan]]);
  const pageAnswer = (url: string) => {
    const answer = held.get(url);
    held.delete(url);
    return answer;
  };
  const { calls, fetchImpl } = recordingFetch([json(200, { ...plan, title: 'Engine, as live now' })]);
  let token: string | null = null;
  const api = createApiClient({
    credentials: { authorization: () => token, renew: async () => false },
    policy: jest.fn(),
    fetch: fetchImpl,
    pageAnswer,
  });
  expect(await api.request(endpoints.getPublicPlan, { params: { plan_id: 42 } })).toEqual(plan);
  expect(calls).toEqual([]);
  // Asked again: the network.
  expect(await api.request(endpoints.getPublicPlan, { params: { plan_id: 42 } })).toMatchObject({
    title: 'Engine, as live now',
  });
  expect(calls).toHaveLength(1);

  // With a token the answer would be the person's own: never the one the server got signed out.
  held.set('/api/plans/42/public', plan);
  token = 'Bearer abc';
  const signedIn = recordingFetch([json(200, { ...plan, membership: 'active' })]);
  const personal = createApiClient({
    credentials: { authorization: () => token, renew: async () => false },
    policy: jest.fn(),
    fetch: signedIn.fetchImpl,
    pageAnswer,
  });
  expect(await personal.request(endpoints.getPublicPlan, { params: { plan_id: 42 } })).toMatchObject({
    membership: 'active',
  });
  expect(signedIn.calls).toHaveLength(1);
});
