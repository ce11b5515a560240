import { apiPath, endpoints, messages, type ClientNote, type ClientNotes } from '@coachforge/contracts';
import { callEndpoint, clientJoinedByInvitation, createProgram, onFreePlan } from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ dailyInviteLimit: 100, unconfirmedDailyInviteLimit: 100 });
});
afterAll(() => api.close());

type Auth = Record<string, string>;
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

/** A coach (PROFESSIONAL while in trial) and a client who joined their free program by invitation. */
async function coachAndClient() {
  const coach = await signedUp(api, { role: 'coach', first_name: 'Casey', last_name: 'Coach' });
  const program = await createProgram(api, coach.auth, 'one_many', 'Notes');
  await callEndpoint(api, endpoints.updateProgramSettings, coach.auth, {
    params: { plan_id: program.id },
    payload: { plan_pricing: 'free' },
  });
  const { client, userId } = await clientJoinedByInvitation(
    api,
    coach.auth,
    program.id,
    `notes.${unique()}@example.com`,
  );
  return { coach, client, userId };
}

const list = (auth: Auth, athleteId: number) =>
  callEndpoint(api, endpoints.clientNotes, auth, { params: { athlete_id: athleteId } });
const add = (auth: Auth, athleteId: number, body: unknown) =>
  callEndpoint(api, endpoints.addClientNote, auth, { params: { athlete_id: athleteId }, payload: body });
const update = (auth: Auth, athleteId: number, id: number, body: unknown) =>
  callEndpoint(api, endpoints.updateClientNote, auth, {
    params: { athlete_id: athleteId, note_id: id },
    payload: body,
  });
const remove = (auth: Auth, athleteId: number, id: number) =>
  callEndpoint(api, endpoints.removeClientNote, auth, { params: { athlete_id: athleteId, note_id: id } });

test('coaches keep private notes about a client, newest first, and nobody else reads or changes them', async () => {
  const { coach, client, userId } = await coachAndClient();
  const first = await add(coach.auth, userId, { body: '  Knee niggle: no deep lunges  ' });
  expect(first.statusCode).toBe(201);
  expect(first.json()).toMatchObject({ body: 'Knee niggle: no deep lunges', author_name: 'Casey Coach' });
  const second = (await add(coach.auth, userId, { body: 'Prefers morning sessions' })).json() as ClientNote;
  const listed = (await list(coach.auth, userId)).json() as ClientNotes;
  expect(listed.notes.map((note) => note.body)).toEqual([
    'Prefers morning sessions',
    'Knee niggle: no deep lunges',
  ]);
  expect(listed).toMatchObject({ hidden: 0, can_add: true });

  expect((await update(coach.auth, userId, second.id, { body: 'Mornings, 6:30' })).json().body).toBe(
    'Mornings, 6:30',
  );
  const empty = await add(coach.auth, userId, { body: '   ' });
  expect(empty.statusCode).toBe(422);
  expect(empty.json().errors.body).toEqual([messages.notes.bodyRequired]);
  expect((await add(coach.auth, userId, { body: 'x'.repeat(5001) })).statusCode).toBe(422);

  // The client never sees them; another coach, or a person who is not this account's client, finds nothing.
  expect((await list(client.auth, userId)).statusCode).toBe(403);
  const other = await signedUp(api, { role: 'coach' });
  expect((await list(other.auth, userId)).statusCode).toBe(404);
  expect((await update(other.auth, userId, second.id, { body: 'mine now' })).statusCode).toBe(404);
  expect((await remove(other.auth, userId, second.id)).statusCode).toBe(404);
  const stranger = await signedUp(api, { role: 'user' });
  const strangerId = (
    await api.call({ method: 'GET', url: apiPath(endpoints.me), headers: stranger.auth })
  ).json().private.id as number;
  expect((await add(coach.auth, strangerId, { body: 'hello' })).statusCode).toBe(404);

  expect((await remove(coach.auth, userId, second.id)).statusCode).toBe(204);
  expect((await remove(coach.auth, userId, second.id)).statusCode).toBe(404);
  expect(((await list(coach.auth, userId)).json() as ClientNotes).notes).toHaveLength(1);
});

test('on FREE only the most recent note shows and can be changed; the others are kept for PROFESSIONAL', async () => {
  const { coach, userId } = await coachAndClient();
  const older = (await add(coach.auth, userId, { body: 'Older note' })).json() as ClientNote;
  const latest = (await add(coach.auth, userId, { body: 'Latest note' })).json() as ClientNote;
  await onFreePlan(api, coach.auth);

  const listed = (await list(coach.auth, userId)).json() as ClientNotes;
  expect(listed.notes.map((note) => note.body)).toEqual(['Latest note']);
  expect(listed).toMatchObject({ hidden: 1, can_add: false });

  const refused = await add(coach.auth, userId, { body: 'A third' });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().error).toBe(messages.planLimits.freeNotes);
  expect((await update(coach.auth, userId, older.id, { body: 'Hidden edit' })).statusCode).toBe(404);
  expect((await update(coach.auth, userId, latest.id, { body: 'Latest, edited' })).statusCode).toBe(200);

  // Removing the visible note shows the one before it; with none left, FREE may write one.
  expect((await remove(coach.auth, userId, latest.id)).statusCode).toBe(204);
  expect(((await list(coach.auth, userId)).json() as ClientNotes).notes.map((n) => n.body)).toEqual([
    'Older note',
  ]);
  expect((await remove(coach.auth, userId, older.id)).statusCode).toBe(204);
  expect(((await list(coach.auth, userId)).json() as ClientNotes).can_add).toBe(true);
  expect((await add(coach.auth, userId, { body: 'The one FREE keeps' })).statusCode).toBe(201);
});
