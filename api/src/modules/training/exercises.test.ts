import { apiPath, endpoints, messages, type Exercise } from '@coachforge/contracts';
import { callEndpoint, onFreePlan } from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const create = (auth: Record<string, string>, payload: unknown) =>
  callEndpoint(api, endpoints.createExercise, auth, { payload });
const update = (auth: Record<string, string>, id: number | string, payload: unknown) =>
  api.call({
    method: 'PATCH',
    url: apiPath(endpoints.updateExercise).replace(':exercise_id', String(id)),
    headers: auth,
    payload: payload as Record<string, unknown>,
  });
const sled = { name: 'Sled Push', category: 'strength', equipment: 'sled', muscle_group: 'legs' };

test("a coach creates their own exercise, finds it in their library beside the platform's, and renames it", async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const created = await create(coach.auth, sled);
  expect(created.statusCode).toBe(201);
  const exercise = created.json() as Exercise;
  expect(exercise).toMatchObject({ ...sled, library: false, video_media_id: null });

  const mine = (
    await callEndpoint(api, endpoints.exercises, coach.auth, { query: { search: 'sled' } })
  ).json() as Exercise[];
  expect(mine[0]).toMatchObject({ id: exercise.id, library: false });

  const renamed = await update(coach.auth, exercise.id, { ...sled, name: 'Heavy Sled Push' });
  expect(renamed.json()).toMatchObject({ id: exercise.id, name: 'Heavy Sled Push' });
  // Another coach neither sees nor edits it.
  const other = await signedUp(api, { role: 'coach' });
  const theirs = (
    await callEndpoint(api, endpoints.exercises, other.auth, { query: { search: 'Heavy Sled' } })
  ).json() as Exercise[];
  expect(theirs).toEqual([]);
  expect((await update(other.auth, exercise.id, sled)).statusCode).toBe(404);
});

test('the metric category is fixed once saved, names are unique per account, the library is read-only', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const exercise = (await create(coach.auth, sled)).json() as Exercise;
  const recategorised = await update(coach.auth, exercise.id, { ...sled, category: 'cardio' });
  expect(recategorised.statusCode).toBe(422);
  expect(recategorised.json().error).toBe(messages.exercises.categoryFixed);

  const twice = await create(coach.auth, { ...sled, name: 'sled push' });
  expect(twice.statusCode).toBe(422);
  expect(twice.json().error).toBe(messages.exercises.nameTaken);

  const [squat] = (
    await callEndpoint(api, endpoints.exercises, coach.auth, { query: { search: 'Back Squat' } })
  ).json() as Exercise[];
  const library = await update(coach.auth, squat!.id, { ...sled, category: squat!.category });
  expect(library.statusCode).toBe(403);
  expect(library.json().error).toBe(messages.exercises.libraryReadOnly);
});

test('FREE accounts cannot create exercises; bad input and foreign videos are refused with 4xx', async () => {
  const free = await signedUp(api, { role: 'coach' });
  await onFreePlan(api, free.auth);
  const refused = await create(free.auth, sled);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().error).toBe(messages.exercises.needProfessional);

  const coach = await signedUp(api, { role: 'coach' });
  const nameless = await create(coach.auth, { ...sled, name: ' ' });
  expect(nameless.statusCode).toBe(422);
  expect(nameless.json().errors.name).toEqual([messages.exercises.nameRequired]);
  expect((await create(coach.auth, { ...sled, category: 'yoga' })).statusCode).toBe(422);
  expect((await create(coach.auth, 'not an object')).statusCode).toBeGreaterThanOrEqual(400);
  const notTheirs = await create(coach.auth, { ...sled, video_media_id: 999999 });
  expect(notTheirs.statusCode).toBe(422);
  expect(notTheirs.json().error).toBe(messages.exercises.videoInvalid);
  expect((await update(coach.auth, 'abc', sled)).statusCode).toBe(404);

  const client = await signedUp(api, { role: 'user' });
  expect((await create(client.auth, sled)).statusCode).toBe(403);
});
