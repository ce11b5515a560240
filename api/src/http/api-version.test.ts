import { API_VERSION, apiPath, endpoints, messages } from '@coachforge/contracts';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const themesWith = (headers: Record<string, string>) =>
  api.app.inject({ method: 'GET', url: apiPath(endpoints.themes), headers });

test('a call with the API version this server speaks is answered', async () => {
  expect((await themesWith({ 'api-version': API_VERSION })).statusCode).toBe(200);
});

test.each(['1', String(Number(API_VERSION) - 1)])(
  'a page built against the retired API version %s is answered 410 with base.deprecated',
  async (version) => {
    const response = await themesWith({ 'api-version': version });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ error: messages.api.versionRetired, base: { deprecated: true } });
  },
);

test('a retired version is flagged before anything else is looked at, signed in or not', async () => {
  const response = await api.app.inject({
    method: 'GET',
    url: apiPath(endpoints.me),
    headers: { 'api-version': '2', authorization: 'Bearer made-up' },
  });
  expect(response.statusCode).toBe(410);
  expect(response.json().base).toEqual({ deprecated: true });
});

test.each([
  ['no version', {}],
  ['a version newer than this server', { 'api-version': String(Number(API_VERSION) + 1) }],
  ['a version that is not a number', { 'api-version': 'latest' }],
])('%s is a plain 400 without the reload flag', async (_name, headers) => {
  const response = await themesWith(headers);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: messages.api.versionRequired });
});
