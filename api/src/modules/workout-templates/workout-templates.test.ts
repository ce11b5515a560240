import {
  endpoints,
  messages,
  type Exercise,
  type WorkoutTemplate,
  type WorkoutTemplateSummary,
} from '@coachforge/contracts';
import { createMediaRepository } from '../media';
import { accountIdOf, callEndpoint, onFreePlan } from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';
import { storeProductTemplates } from './product-templates';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

type Headers = Record<string, string>;
const list = async (auth: Headers, query: Record<string, string> = {}) =>
  (await callEndpoint(api, endpoints.templates, auth, { query })).json() as WorkoutTemplateSummary[];
const find = (auth: Headers, id: number | string) =>
  callEndpoint(api, endpoints.template, auth, { params: { template_id: id } });
const save = (auth: Headers, payload: unknown) =>
  callEndpoint(api, endpoints.createTemplate, auth, { payload });

async function exerciseId(auth: Headers, name: string): Promise<number> {
  const found = (await callEndpoint(api, endpoints.exercises, auth, { query: { search: name } })).json();
  return (found as Exercise[]).find((exercise) => exercise.name === name)!.id;
}

const dayWith = (exercise_id: number) => ({
  sessions: [
    {
      title: 'Legs',
      sections: [{ title: 'Main', exercises: [{ exercise_id, prescription: { sets: 5, reps: '5' } }] }],
    },
  ],
});

test('a coach saves a day as a template, finds it beside the presets and reads it back to insert', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const squat = await exerciseId(coach.auth, 'Back Squat');
  const created = await save(coach.auth, { title: 'Heavy legs', description: 'Week 1', day: dayWith(squat) });
  expect(created.statusCode).toBe(201);
  const template = created.json() as WorkoutTemplate;
  expect(template).toMatchObject({
    kind: 'day',
    title: 'Heavy legs',
    library: false,
    session_count: 1,
    exercise_count: 1,
    day: { sessions: [{ title: 'Legs' }] },
  });

  const all = await list(coach.auth);
  expect(all[0]).toMatchObject({ id: template.id, kind: 'day' });
  expect(all.some((entry) => entry.kind === 'preset' && entry.library)).toBe(true);
  expect((await list(coach.auth, { kind: 'day' })).map((entry) => entry.id)).toEqual([template.id]);
  expect((await list(coach.auth, { search: 'heavy' })).map((entry) => entry.id)).toEqual([template.id]);

  const read = await find(coach.auth, template.id);
  expect(read.json().day).toEqual(template.day);

  const twice = await save(coach.auth, { title: 'HEAVY LEGS', day: dayWith(squat) });
  expect(twice.statusCode).toBe(422);
  expect(twice.json().error).toBe(messages.templates.titleTaken);
});

test("another account's template does not exist for a coach, who cannot remove a preset either", async () => {
  const owner = await signedUp(api, { role: 'coach' });
  const other = await signedUp(api, { role: 'coach' });
  const squat = await exerciseId(owner.auth, 'Back Squat');
  const template = (await save(owner.auth, { title: 'Private day', day: dayWith(squat) })).json();
  expect((await find(other.auth, template.id)).statusCode).toBe(404);
  expect(await list(other.auth, { kind: 'day' })).toEqual([]);
  const removeAsOther = await callEndpoint(api, endpoints.removeTemplate, other.auth, {
    params: { template_id: template.id },
  });
  expect(removeAsOther.statusCode).toBe(404);

  const preset = (await list(owner.auth, { kind: 'preset' }))[0]!;
  const removePreset = await callEndpoint(api, endpoints.removeTemplate, owner.auth, {
    params: { template_id: preset.id },
  });
  expect(removePreset.statusCode).toBe(404);
  const removeOwn = await callEndpoint(api, endpoints.removeTemplate, owner.auth, {
    params: { template_id: template.id },
  });
  expect(removeOwn.statusCode).toBe(204);
  expect((await find(owner.auth, template.id)).statusCode).toBe(404);
});

test("a coach edits their own template; a preset, another account's template and a taken name are refused", async () => {
  const owner = await signedUp(api, { role: 'coach' });
  const other = await signedUp(api, { role: 'coach' });
  const squat = await exerciseId(owner.auth, 'Back Squat');
  const update = (auth: Headers, id: number | string, payload: unknown) =>
    callEndpoint(api, endpoints.updateTemplate, auth, { params: { template_id: id }, payload });
  const first = (await save(owner.auth, { title: 'Legs A', day: dayWith(squat) })).json() as WorkoutTemplate;
  await save(owner.auth, { title: 'Legs B', day: dayWith(squat) });

  const twoSessions = { sessions: [...dayWith(squat).sessions, { title: 'Finisher', sections: [] }] };
  const edited = await update(owner.auth, first.id, {
    title: 'Legs A (heavy)',
    description: 'Top set then back-offs',
    day: twoSessions,
  });
  expect(edited.statusCode).toBe(200);
  expect(edited.json()).toMatchObject({
    id: first.id,
    kind: 'day',
    title: 'Legs A (heavy)',
    description: 'Top set then back-offs',
    session_count: 2,
    exercise_count: 1,
  });
  expect((await find(owner.auth, first.id)).json().day).toEqual(twoSessions);

  const taken = await update(owner.auth, first.id, { title: 'legs b', day: twoSessions });
  expect(taken.statusCode).toBe(422);
  expect(taken.json().error).toBe(messages.templates.titleTaken);
  expect((await update(other.auth, first.id, { title: 'Mine now', day: twoSessions })).statusCode).toBe(404);
  const preset = (await list(owner.auth, { kind: 'preset' }))[0]!;
  expect((await update(owner.auth, preset.id, { title: 'My preset', day: twoSessions })).statusCode).toBe(
    404,
  );
  expect((await update(owner.auth, first.id, { title: '', day: twoSessions })).statusCode).toBe(422);
  expect((await update(owner.auth, first.id, { title: 'Empty', day: { sessions: [] } })).statusCode).toBe(
    422,
  );
  expect((await update(owner.auth, 'abc', { title: 'X', day: twoSessions })).statusCode).toBe(404);
  expect((await update(owner.auth, first.id, { title: 'Ghost', day: dayWith(987654321) })).statusCode).toBe(
    422,
  );
  expect((await find(owner.auth, first.id)).json().title).toBe('Legs A (heavy)');

  await onFreePlan(api, owner.auth);
  expect((await update(owner.auth, first.id, { title: 'Free edit', day: twoSessions })).statusCode).toBe(403);
});

test("a template may name only the account's exercises and real benchmarks", async () => {
  const owner = await signedUp(api, { role: 'coach' });
  const other = await signedUp(api, { role: 'coach' });
  const theirs = await callEndpoint(api, endpoints.createExercise, other.auth, {
    payload: { name: 'Secret lift', category: 'strength' },
  });
  const refused = await save(owner.auth, { title: 'Borrowed', day: dayWith(theirs.json().id) });
  expect(refused.statusCode).toBe(422);
  expect(refused.json().error).toBe(messages.templates.exerciseUnknown);

  const squat = await exerciseId(owner.auth, 'Back Squat');
  const day = dayWith(squat);
  day.sessions[0]!.sections[0]!.exercises[0]!.prescription = {
    load: { kind: 'benchmark_percent', benchmark_id: 999_999, percent: 70 },
  } as never;
  const unknownBenchmark = await save(owner.auth, { title: 'Percent day', day });
  expect(unknownBenchmark.statusCode).toBe(422);
  expect(unknownBenchmark.json().error).toBe(messages.templates.benchmarkUnknown);
});

test('the FREE plan lists templates but can neither save nor insert one', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const squat = await exerciseId(coach.auth, 'Back Squat');
  await onFreePlan(api, coach.auth);
  const preset = (await list(coach.auth, { kind: 'preset' }))[0]!;
  const read = await find(coach.auth, preset.id);
  expect(read.statusCode).toBe(403);
  expect(read.json().error).toBe(messages.templates.needProfessional);
  expect((await save(coach.auth, { title: 'Nope', day: dayWith(squat) })).statusCode).toBe(403);
});

test('HYROX templates reach only HYROX-affiliated accounts', async () => {
  await storeProductTemplates(
    api.db,
    {
      templates: [
        {
          kind: 'hyrox',
          title: 'HYROX stations test',
          sessions: [
            {
              title: 'Stations',
              sections: [{ title: 'Main', exercises: [{ exercise: 'Sled Push', prescription: {} }] }],
            },
          ],
        },
      ],
    },
    true,
  );
  const affiliated = await signedUp(api, { role: 'coach' });
  const other = await signedUp(api, { role: 'coach' });
  await createMediaRepository(api.db).grantHyroxAccess(await accountIdOf(api, affiliated.auth));

  const hyrox = await list(affiliated.auth, { kind: 'hyrox' });
  expect(hyrox.map((entry) => entry.title)).toContain('HYROX stations test');
  expect((await find(affiliated.auth, hyrox[0]!.id)).statusCode).toBe(200);

  expect(await list(other.auth, { kind: 'hyrox' })).toEqual([]);
  expect((await list(other.auth)).some((entry) => entry.kind === 'hyrox')).toBe(false);
  expect((await find(other.auth, hyrox[0]!.id)).statusCode).toBe(404);
});

test('a client has no templates, and bad input is refused with a 4xx', async () => {
  const client = await signedUp(api, { role: 'user' });
  expect((await callEndpoint(api, endpoints.templates, client.auth)).statusCode).toBe(403);
  const coach = await signedUp(api, { role: 'coach' });
  expect(
    (await callEndpoint(api, endpoints.templates, coach.auth, { query: { kind: 'secret' } })).statusCode,
  ).toBe(400);
  expect((await find(coach.auth, 'abc')).statusCode).toBe(404);
  expect((await find(coach.auth, '99999999999999999999')).statusCode).toBe(404);
  const empty = await save(coach.auth, { title: 'Empty', day: { sessions: [] } });
  expect(empty.statusCode).toBe(422);
  expect(empty.json().errors.day).toEqual([messages.templates.emptyDay]);
  const broken = await save(coach.auth, { title: 'Broken', day: 'not a day' });
  expect(broken.statusCode).toBe(422);
  expect(broken.headers['content-type']).toMatch(/json/);
});
