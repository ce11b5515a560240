import { apiPath, endpoints, messages } from '@coachforge/contracts';
import { buildCallerWorld, type CallerWorld } from '../../testing/callers';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { PNG, uploadMedia } from '../../testing/uploads';

let api: TestApi;
let world: CallerWorld;
beforeAll(async () => {
  api = await startTestApi({ adminToken: 'owner-test-admin-token-0123456789' });
  world = await buildCallerWorld(api);
}, 60_000);
afterAll(() => api.close());

const updateMe = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  api.call({ method: 'POST', url: apiPath(endpoints.updateMe), headers, payload });

test("a team member who is not its owner cannot change the team's currency; the owner can", async () => {
  const refused = await updateMe(world.headers.nonOwner, { currency: 'EUR' });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().error).toBe(messages.http.ownerOnly);
  expect((await updateMe(world.headers.nonOwner, { first_name: 'Still Me' })).statusCode).toBe(200);

  const changed = await updateMe(world.headers.owner, { currency: 'EUR' });
  expect(changed.statusCode).toBe(200);
  expect(changed.json().current.currency).toBe('EUR');
});

test('a team member removes a file they added to the team library, but not the owner’s', async () => {
  const mine = await uploadMedia(api, world.headers.nonOwner, 'my-drill.png', PNG, 'image/png');
  const remove = (id: number) =>
    api.call({ method: 'DELETE', url: `/api/media/${id}`, headers: world.headers.nonOwner });
  expect((await remove(world.teamMedia.id)).statusCode).toBe(403);
  expect((await remove(mine.id)).statusCode).toBe(204);
});
