import { messages } from '@coachforge/contracts';
import { signedUp, startTestApi, type TestApi } from '../testing/test-api';
import { API_SECURITY_HEADERS } from './security-headers';

let api: TestApi;
let auth: Record<string, string>;
beforeAll(async () => {
  api = await startTestApi();
  ({ auth } = await signedUp(api));
});
afterAll(() => api.close());

const call = (method: string, url: string) =>
  api.call({ method: method as 'GET', url, headers: auth, ...(method === 'PUT' ? { payload: 'x' } : {}) });

/** A broken percent-escape is the client's mistake wherever it appears: a 4xx JSON answer, never a 500. */
describe('an address with a broken percent-escape', () => {
  test.each([
    ['GET', '/api/media/storage/%E0%A4%A?token=x', messages.api.malformedUrl],
    ['PUT', '/api/media/storage/media/1/%E0%A4%A/a.png?token=x', messages.api.malformedUrl],
    // Escaped twice: the router decodes once, the storage key's own decoding meets the broken escape.
    ['GET', '/api/media/storage/media/1/%25E0%25A4%25A?token=x', messages.media.signatureInvalid],
    ['PUT', '/api/media/storage/media/1/%25E0%25A4%25A?token=x', messages.media.signatureInvalid],
    ['GET', '/api/media/%E0%A4%A', messages.api.malformedUrl],
    ['DELETE', '/api/media/%E0%A4%A', messages.api.malformedUrl],
    ['GET', '/api/avatars/%E0%A4%A', messages.api.malformedUrl],
    ['GET', '/api/invitations/%E0%A4%A', messages.api.malformedUrl],
    ['GET', '/api/%E0%A4%A', messages.api.malformedUrl],
  ])('%s %s answers 4xx JSON with the security headers', async (method, url, error) => {
    const response = await call(method, url);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({ error });
    expect(response.headers).toMatchObject(API_SECURITY_HEADERS);
  });

  test.each([
    ['GET', '/api/media/fetch?q[title_cont_any]=%E0%A4%A'],
    ['GET', '/api/media/storage/media/1/a.png?token=%E0%A4%A'],
    ['GET', '/api/dev/outbox.json?to=%E0%A4%A'],
  ])('in the query of %s %s is taken as text, never a server error', async (method, url) => {
    const response = await call(method, url);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
