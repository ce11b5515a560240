import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPath, AVATAR_MAX_BYTES, endpoints, messages } from '@coachforge/contracts';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';
import { multipartFile } from '../../testing/uploads';

let api: TestApi;
const dataDir = mkdtempSync(join(tmpdir(), 'coachforge-avatars-'));
beforeAll(async () => {
  api = await startTestApi({ dataDir });
});
afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The smallest valid PNG (1×1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const multipart = multipartFile;

async function upload(
  url: string,
  auth: Record<string, string>,
  bytes: Buffer,
  field = 'user[avatar]',
  type = 'image/png',
) {
  const body = await multipart(field, bytes, 'picture.png', type);
  return api.call({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...auth, 'content-type': body.contentType },
  });
}

test('a coach uploads a picture; users/me shows it and the browser can load it', async () => {
  const { auth } = await signedUp(api, { role: 'coach' });
  const response = await upload(apiPath(endpoints.uploadPrivateAvatar), auth, PNG);
  expect(response.statusCode).toBe(200);
  const url = response.json().private.avatar_url as string;
  expect(url).toMatch(/^\/api\/avatars\/\d+-[a-f0-9]{16}\.png$/);
  expect(response.json().current.avatar_url).toBe(url);
  const picture = await api.app.inject({ method: 'GET', url });
  expect(picture.statusCode).toBe(200);
  expect(picture.headers['content-type']).toBe('image/png');
  expect(picture.rawPayload.equals(PNG)).toBe(true);
});

test('the account picture is the current account’s', async () => {
  const { auth } = await signedUp(api, { role: 'coach' });
  const response = await upload(apiPath(endpoints.uploadAvatar), auth, PNG);
  expect(response.json().current.avatar_url).toMatch(/\.png$/);
  expect(response.json().private.avatar_url).toBeNull();
});

test('a file that is not an image is refused whatever it claims to be', async () => {
  const { auth } = await signedUp(api);
  const response = await upload(
    apiPath(endpoints.uploadAvatar),
    auth,
    Buffer.from('<svg onload="alert(1)"/>'),
    'user[avatar]',
    'image/png',
  );
  expect(response.statusCode).toBe(422);
  expect(response.json().errors.avatar).toEqual([messages.account.avatarTypeInvalid]);
});

test('a picture over the size limit is refused', async () => {
  const { auth } = await signedUp(api);
  const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES + 1)]);
  const response = await upload(apiPath(endpoints.uploadAvatar), auth, big);
  expect(response.statusCode).toBe(413);
  expect(response.json().error).toBe(messages.account.avatarTooLarge(5));
});

test('a missing file, a wrong field or a JSON body are refused with a message', async () => {
  const { auth } = await signedUp(api);
  expect((await upload(apiPath(endpoints.uploadAvatar), auth, PNG, 'avatar')).statusCode).toBe(422);
  const json = await api.call({
    method: 'POST',
    url: apiPath(endpoints.uploadAvatar),
    payload: { a: 1 },
    headers: auth,
  });
  expect(json.statusCode).toBe(422);
  expect(json.json().error).toBe(messages.account.avatarMissing);
});

test('uploads need a session, and unknown picture names are 404', async () => {
  expect((await upload(apiPath(endpoints.uploadAvatar), {}, PNG)).statusCode).toBe(401);
  expect(
    (await api.app.inject({ method: 'GET', url: '/api/avatars/..%2F..%2Fetc%2Fpasswd' })).statusCode,
  ).toBe(404);
  expect(
    (await api.app.inject({ method: 'GET', url: '/api/avatars/1-0000000000000000.png' })).statusCode,
  ).toBe(404);
});
