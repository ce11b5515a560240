import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPath, endpoints, messages } from '@coachforge/contracts';
import { accountIdOf, callEndpoint, connectPayments, createProgram } from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';
import { multipartFile, PNG, uploadMedia } from '../../testing/uploads';

let api: TestApi;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'coachforge-deletion-test-'));
  api = await startTestApi({ dataDir, media: { signingSecret: 'deletion-test', s3: null, jobPollMs: 0 } });
});
afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Auth = Record<string, string>;
const deleteAccount = (auth: Auth, password: string) =>
  api.call({
    method: 'DELETE',
    url: apiPath(endpoints.deleteAccount),
    payload: { confirmation: 'DELETE', password },
    headers: auth,
  });

/** Every file stored under a folder of the data directory, however deep. */
const filesUnder = (folder: string): string[] =>
  existsSync(join(dataDir, folder))
    ? readdirSync(join(dataDir, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
    : [];

test("deleting an account removes its library's files and its pictures from storage, and no one else's", async () => {
  const leaving = await signedUp(api, { role: 'coach' });
  const staying = await signedUp(api, { role: 'coach' });
  await uploadMedia(api, leaving.auth, 'leaving.png', PNG, 'image/png');
  await uploadMedia(api, staying.auth, 'staying.png', PNG, 'image/png');
  const picture = await multipartFile('user[avatar]', PNG, 'me.png', 'image/png');
  for (const url of [apiPath(endpoints.uploadAvatar), apiPath(endpoints.uploadPrivateAvatar)])
    await api.call({
      method: 'POST',
      url,
      payload: picture.payload,
      headers: { ...leaving.auth, 'content-type': picture.contentType },
    });
  // The account's logo and app icon (white label) are its files too.
  for (const [url, field] of [
    [apiPath(endpoints.uploadLogo), 'theme[logo]'],
    [apiPath(endpoints.uploadCoachIcon), 'coach_icon[icon]'],
  ] as const) {
    const image = await multipartFile(field, PNG, 'brand.png', 'image/png');
    const sent = await api.call({
      method: 'POST',
      url,
      payload: image.payload,
      headers: { ...leaving.auth, 'content-type': image.contentType },
    });
    expect(sent.statusCode).toBe(200);
  }
  const leavingId = await accountIdOf(api, leaving.auth);
  const ownedBy = (id: number) => (name: string) => name.startsWith(`${id}-`);
  expect(filesUnder('avatars').filter(ownedBy(leavingId))).toHaveLength(2);
  // The logo with its three sized variants, and the app icon.
  expect(filesUnder('theme-images').filter(ownedBy(leavingId))).toHaveLength(5);
  const mediaBefore = filesUnder('media');
  expect(mediaBefore.length).toBeGreaterThanOrEqual(2);

  expect((await deleteAccount(leaving.auth, leaving.password)).statusCode).toBe(200);
  await api.app.jobs.runDue();

  expect(filesUnder('avatars').filter(ownedBy(leavingId))).toEqual([]);
  expect(filesUnder('theme-images').filter(ownedBy(leavingId))).toEqual([]);
  expect(filesUnder('media')).toHaveLength(mediaBefore.length - 1);
  const stayingLibrary = await callEndpoint(api, endpoints.fetchMedia, staying.auth);
  expect(stayingLibrary.json().items).toHaveLength(1);
});

describe('clients paying a subscription to a program of the account stop its deletion', () => {
  async function coachWithClient(state: string, duration: 'monthly' | 'one_off') {
    const coach = await signedUp(api, { role: 'coach' });
    await connectPayments(api, coach.auth);
    const program = await createProgram(api, coach.auth, duration === 'one_off' ? 'fixed' : 'membership');
    const accountId = await accountIdOf(api, coach.auth);
    const [price] = await api.db.query<{ id: number }>(
      `INSERT INTO price_options (program_id, amount, currency, duration) VALUES ($1, 2500, 'GBP', $2) RETURNING id`,
      [program.id, duration],
    );
    // Buying is the purchase flow's business; the membership it leaves behind is recorded as it would be.
    await api.db.query(
      `INSERT INTO plan_memberships (program_id, account_id, email, state, price_option_id)
       VALUES ($1, $2, 'client@example.com', $3, $4)`,
      [program.id, accountId, state, price!.id],
    );
    return coach;
  }

  test.each([
    ['active', 'monthly', 422],
    ['trialing', 'monthly', 422],
    ['past_due', 'monthly', 422],
    ['canceled', 'monthly', 200],
    ['finished', 'monthly', 200],
    ['active', 'one_off', 200],
  ] as const)('a %s %s client: deletion is answered %d', async (state, duration, status) => {
    const coach = await coachWithClient(state, duration);
    const answer = await deleteAccount(coach.auth, coach.password);
    expect(answer.statusCode).toBe(status);
    if (status === 422) expect(answer.json().error).toBe(messages.account.deleteRefusedSubscriptions);
  });
});
