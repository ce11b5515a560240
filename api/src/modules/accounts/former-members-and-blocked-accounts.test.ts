import { messages } from '@coachforge/contracts';
import { buildCallerWorld, type CallerWorld } from '../../testing/callers';
import { startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
let world: CallerWorld;
beforeAll(async () => {
  api = await startTestApi({ adminToken: 'former-member-admin-token-0123' });
  world = await buildCallerWorld(api);
  // The team's owner removes the member (the coaches page of the coach admin does this through the API).
  await api.db.query(`DELETE FROM memberships WHERE account_id = $1 AND role <> 'owner'`, [world.teamId]);
}, 60_000);
afterAll(() => api.close());

test('a coach removed from a team is answered 418 on the team, with a message, and reaches nothing of it', async () => {
  const media = await api.call({ method: 'GET', url: '/api/media/fetch', headers: world.headers.nonOwner });
  expect(media.statusCode).toBe(418);
  expect(media.json().error).toBe(messages.http.notAMember);
  const invite = await api.call({
    method: 'POST',
    url: `/api/business_accounts/${world.teamId}/invitations`,
    headers: world.headers.nonOwner,
    payload: { email: 'someone@example.com' },
  });
  expect(invite.statusCode).toBe(418);
});

test('the removed coach still sees their accounts and moves to one they have, where everything works again', async () => {
  const headers = world.headers.nonOwner;
  expect((await api.call({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(418);
  const accounts = await api.call({ method: 'GET', url: '/api/accounts', headers });
  expect(accounts.statusCode).toBe(200);
  const ids = (accounts.json() as { id: number }[]).map((account) => account.id);
  expect(ids).not.toContain(world.teamId);
  const switched = await api.call({
    method: 'PUT',
    url: '/api/accounts/switch',
    headers,
    payload: { id: ids[0] },
  });
  expect(switched.statusCode).toBe(200);
  const again = { authorization: `Bearer ${switched.json().access_token}` };
  expect((await api.call({ method: 'GET', url: '/api/media/fetch', headers: again })).statusCode).toBe(200);
});

test('the members who remain are not affected', async () => {
  expect(
    (await api.call({ method: 'GET', url: '/api/media/fetch', headers: world.headers.owner })).statusCode,
  ).toBe(200);
});

test('a blocked coach (trial over, no plan) is refused 406 on uploads and invitations, and still reads their library', async () => {
  const headers = world.headers.blockedCoach;
  const upload = await api.call({
    method: 'POST',
    url: '/api/media/direct_upload',
    headers,
    payload: { blob: { filename: 'a.png', byte_size: 10, content_type: 'image/png' } },
  });
  expect(upload.statusCode).toBe(406);
  expect(upload.json().error).toBe(messages.http.blocked);
  expect((await api.call({ method: 'GET', url: '/api/media/fetch', headers })).statusCode).toBe(200);
  expect((await api.call({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(200);
});
