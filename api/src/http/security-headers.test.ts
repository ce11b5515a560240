import { Writable } from 'node:stream';
import { apiPath, endpoints } from '@coachforge/contracts';
import { signedUp, startTestApi, type TestApi } from '../testing/test-api';
import { redactUrl } from './request-logging';
import { API_SECURITY_HEADERS, HSTS } from './security-headers';

const logLines: string[] = [];
let api: TestApi;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  api = await startTestApi({}, { logger: { level: 'info', stream } as never });
});
afterAll(() => api.close());

describe('every API answer carries the security headers', () => {
  test.each([
    ['a public answer', { method: 'GET', url: apiPath(endpoints.themes) }],
    ['a route that does not exist', { method: 'GET', url: '/api/no/such/route' }],
    [
      'a malformed body',
      {
        method: 'POST',
        url: '/api/users/sign_in',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      },
    ],
    [
      'a refused credential',
      { method: 'GET', url: '/api/users/me', headers: { authorization: 'Bearer nope' } },
    ],
  ] as const)('%s', async (_name, request) => {
    const response = await api.call(request as never);
    expect(response.headers).toMatchObject(API_SECURITY_HEADERS);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  const personalReads = Object.entries(endpoints).filter(
    ([, endpoint]) => endpoint.method === 'GET' && endpoint.authenticated && !endpoint.path.includes(':'),
  );

  test('a signed-in person’s answers are never stored by a browser or proxy', async () => {
    expect(personalReads.length).toBeGreaterThan(5);
    const { auth } = await signedUp(api);
    for (const [name, endpoint] of personalReads) {
      const response = await api.call({ method: 'GET', url: apiPath(endpoint), headers: auth });
      expect({ name, answered: response.statusCode < 500, cache: response.headers['cache-control'] }).toEqual(
        {
          name,
          answered: true,
          cache: 'no-store',
        },
      );
    }
    const me = await api.call({ method: 'GET', url: apiPath(endpoints.me), headers: auth });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
  });
});

test('the development outbox page keeps its own policy: its styles, no script', async () => {
  const response = await api.call({ method: 'GET', url: '/api/dev/outbox' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-security-policy']).toMatch(
    /^default-src 'none'; style-src 'unsafe-inline';/,
  );
  expect(response.headers['content-security-policy']).not.toContain('script-src');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});

describe('HSTS only over TLS, as told by the trusted proxy', () => {
  test.each([
    ['the local proxy says https', '127.0.0.1', 'https', HSTS],
    ['the local proxy says http', '127.0.0.1', 'http', undefined],
    ['no proxy, plain http', '127.0.0.1', undefined, undefined],
    ['a client on the internet claims https', '203.0.113.9', 'https', undefined],
  ])('%s', async (_name, remoteAddress, proto, hsts) => {
    const response = await api.call({
      method: 'GET',
      url: apiPath(endpoints.themes),
      remoteAddress,
      headers: proto ? { 'x-forwarded-proto': proto } : {},
    });
    expect(response.headers['strict-transport-security']).toBe(hsts);
  });
});

describe('credentials in URLs never reach the logs', () => {
  test.each([
    ['/cable?access_token=abc.def', '/cable?access_token=[redacted]'],
    ['/api/media/storage/media/1/a.png?token=eyJ.mac', '/api/media/storage/media/1/a.png?token=[redacted]'],
    [
      '/x?a=1&X-Amz-Signature=ff&X-Amz-Credential=AK%2F1&b=2',
      '/x?a=1&X-Amz-Signature=[redacted]&X-Amz-Credential=[redacted]&b=2',
    ],
    ['/api/media/fetch?page=2&q[s]=title', '/api/media/fetch?page=2&q[s]=title'],
    ['/api/x?notatoken=keep', '/api/x?notatoken=keep'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  test('the realtime token and a storage grant are not in the API’s request log', async () => {
    await api.call({ method: 'GET', url: '/cable?access_token=secret-realtime-token' });
    await api.app.inject({
      method: 'GET',
      url: '/api/media/storage/media/1/a.png?token=secret-storage-grant',
    });
    const log = logLines.join('');
    expect(log).toContain('access_token=[redacted]');
    expect(log).toContain('token=[redacted]');
    expect(log).not.toContain('secret-realtime-token');
    expect(log).not.toContain('secret-storage-grant');
  });
});
