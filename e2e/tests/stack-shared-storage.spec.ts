import { API_VERSION, type DirectUploadResponse, type MediaItem } from '@coachforge/contracts';
import { request as playwrightRequest } from '@playwright/test';
import { expect, test, type APIRequestContext } from '../support/test';
import { uniqueEmail } from '../support/platform';
import { stackUnavailable, startTestStack, type TestStack } from '../support/stack';

/**
 * On the production-like stack, each step going to a chosen API instance, as a load balancer may send it:
 * a stack of the run's own (support/stack.ts), or one already running whose instances
 * `E2E_STACK_API_ORIGINS=http://127.0.0.1:4521,http://127.0.0.1:4522` names.
 */
const given = (process.env.E2E_STACK_API_ORIGINS ?? '').split(',').filter(Boolean);
const unavailable = given.length >= 2 ? null : stackUnavailable();
test.skip(unavailable !== null, unavailable ?? '');

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const webClient = { client_id: 'coachforge-web', client_secret: 'coachforge-web-first-party' };

let first: APIRequestContext;
let second: APIRequestContext;
let stack: TestStack | null = null;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (given.length < 2) stack = await startTestStack();
  const origins = stack ? stack.apiOrigins : given;
  first = await playwrightRequest.newContext({
    baseURL: origins[0],
    extraHTTPHeaders: { 'API-Version': API_VERSION },
  });
  second = await playwrightRequest.newContext({
    baseURL: origins[1],
    extraHTTPHeaders: { 'API-Version': API_VERSION },
  });
});
test.afterAll(async () => {
  test.setTimeout(60_000);
  await first?.dispose();
  await second?.dispose();
  await stack?.stop();
});

test('an upload signed and sent through one API instance is recorded and served by the other, and so is an avatar', async () => {
  const password = 'lift-heavy-things';
  const signUp = await first.post('/api/users/sign_up', {
    data: {
      first_name: 'Sam',
      last_name: 'Stack',
      email: uniqueEmail('sam'),
      password,
      password_confirmation: password,
      terms: true,
      role: 'coach',
      ...webClient,
    },
  });
  expect(signUp.status()).toBe(201);
  const auth = { authorization: `Bearer ${(await signUp.json()).access_token}` };

  const signed = (await (
    await first.post('/api/media/direct_upload', {
      headers: auth,
      data: {
        blob: { filename: 'shared.png', byte_size: PNG.length, content_type: 'image/png' },
        scope: 'user',
      },
    })
  ).json()) as DirectUploadResponse;
  const put = await first.put(signed.direct_upload.url, { headers: signed.direct_upload.headers, data: PNG });
  expect(put.status()).toBe(204);

  const recorded = await second.post('/api/media', {
    headers: auth,
    data: { media: { signed_id: signed.signed_id, scope: 'user' } },
  });
  expect(recorded.status()).toBe(201);
  const item = (await recorded.json()) as MediaItem;
  for (const instance of [first, second]) {
    const served = await instance.get(item.src!);
    expect(served.status()).toBe(200);
    expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);
  }

  const avatar = await first.post('/api/users/avatar', {
    headers: auth,
    multipart: { 'user[avatar]': { name: 'me.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(avatar.status()).toBe(200);
  const avatarUrl = (await avatar.json()).current.avatar_url as string;
  const fromOther = await second.get(avatarUrl);
  expect(fromOther.status()).toBe(200);
  expect(Buffer.from(await fromOther.body()).equals(PNG)).toBe(true);
});
