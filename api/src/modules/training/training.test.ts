import {
  apiPath,
  clientToday,
  endpoints,
  messages,
  type ClientCalendar,
  type Exercise,
  type ScheduleTrack,
  type ScheduleTrackRequest,
  type TrainingResult,
} from '@coachforge/contracts';
import { randomUUID } from 'node:crypto';
import { callEndpoint, createProgram, onFreePlan } from '../../testing/programs';
import { linkInLatestMail, signedUp, startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ dailyInviteLimit: 100, unconfirmedDailyInviteLimit: 100 });
});
afterAll(() => api.close());

type Auth = Record<string, string>;
const ZONE = 'Pacific/Auckland';
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

async function library(auth: Auth, search = ''): Promise<Exercise[]> {
  return (await callEndpoint(api, endpoints.exercises, auth, { query: { search } })).json();
}

/** One week whose first day holds a session with a strength section of two exercises. */
async function oneWeek(auth: Auth, superset = false): Promise<ScheduleTrackRequest> {
  const [squat] = await library(auth, 'Back Squat');
  const [pullUp] = await library(auth, 'Strict Press');
  const rest = { sessions: [] };
  return {
    title: 'Main',
    archived: false,
    weeks: [
      {
        buffer: false,
        days: [
          {
            sessions: [
              {
                title: 'Heavy day',
                sections: [
                  {
                    title: 'Strength',
                    exercises: [
                      {
                        exercise_id: squat!.id,
                        prescription: { sets: 5, reps: '5', load: { kind: 'weight', value: 100 } },
                        superset_group: superset ? 'A' : null,
                      },
                      {
                        exercise_id: pullUp!.id,
                        prescription: { sets: 5, reps: '5', rest_seconds: 120 },
                        superset_group: superset ? 'A' : null,
                      },
                    ],
                  },
                ],
              },
            ],
          },
          rest,
          rest,
          rest,
          rest,
          rest,
          rest,
        ],
      },
    ],
  };
}

const createTrack = (auth: Auth, planId: number, track: unknown) =>
  callEndpoint(api, endpoints.createTrack, auth, { params: { plan_id: planId }, payload: track });

/** A free membership program with the week above and a client who joined it today. */
async function programWithClient() {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await createProgram(api, coach.auth, 'membership');
  await callEndpoint(api, endpoints.updateProgramSettings, coach.auth, {
    params: { plan_id: program.id },
    payload: { plan_pricing: 'free' },
  });
  const track = (
    await createTrack(coach.auth, program.id, await oneWeek(coach.auth))
  ).json() as ScheduleTrack;
  const email = `athlete.${unique()}@example.com`;
  await callEndpoint(api, endpoints.inviteClients, coach.auth, {
    params: { plan_id: program.id },
    payload: { emails: [email] },
  });
  const token = (await linkInLatestMail(api, email)).pathname.split('/').pop()!;
  const client = await signedUp(api, { role: 'user', email });
  await api.call({
    method: 'POST',
    url: apiPath(endpoints.acceptInvitation).replace(':token', token),
    headers: client.auth,
  });
  const [membership] = (
    await callEndpoint(api, endpoints.programClients, coach.auth, {
      params: { plan_id: program.id },
      query: { list: 'active' },
    })
  ).json() as { id: number; user_id: number }[];
  return { coach, client, program, track, clientId: membership!.id, userId: membership!.user_id };
}

const today = () => clientToday(api.clock.now().toISOString(), ZONE);
const calendarOf = async (auth: Auth, from: string, to: string) =>
  (
    await callEndpoint(api, endpoints.clientCalendar, auth, { query: { from, to, time_zone: ZONE } })
  ).json() as ClientCalendar;
const logResult = (auth: Auth, id: string, body: Record<string, unknown>) =>
  api.call({
    method: 'PUT',
    url: `${apiPath(endpoints.logResult).replace(':result_id', id)}?time_zone=${encodeURIComponent(ZONE)}`,
    payload: body,
    headers: auth,
  });

test('the exercise library holds over 200 exercises and is searched by name', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const all = await library(coach.auth);
  expect(all.length).toBeGreaterThanOrEqual(200);
  expect(new Set(all.map((exercise) => exercise.name.toLowerCase())).size).toBe(all.length);
  expect((await library(coach.auth, 'deadlift')).map((exercise) => exercise.name)).toContain(
    'Romanian Deadlift',
  );
  expect(all.every((exercise) => exercise.library)).toBe(true);
});

test('a coach saves a week of training as a track and reads it back whole', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await createProgram(api, coach.auth, 'fixed');
  const week = await oneWeek(coach.auth);
  const created = await createTrack(coach.auth, program.id, week);
  expect(created.statusCode).toBe(201);
  const track = created.json() as ScheduleTrack;
  expect(track.weeks[0]!.days[0]!.sessions[0]!.sections[0]!.exercises).toHaveLength(2);

  const renamed = await callEndpoint(api, endpoints.saveTrack, coach.auth, {
    params: { plan_id: program.id, track_id: track.id },
    payload: { ...week, title: 'Strength track' },
  });
  expect(renamed.json()).toMatchObject({ id: track.id, title: 'Strength track' });
  const tracks = (
    await callEndpoint(api, endpoints.programTracks, coach.auth, { params: { plan_id: program.id } })
  ).json() as ScheduleTrack[];
  expect(tracks.map((t) => t.title)).toEqual(['Strength track']);
});

test('a schedule is refused when it is malformed, names an unknown exercise, or goes past the FREE plan', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await createProgram(api, coach.auth, 'fixed');
  const week = await oneWeek(coach.auth);

  const eightDays = { ...week, weeks: [{ buffer: false, days: [...week.weeks[0]!.days, { sessions: [] }] }] };
  expect((await createTrack(coach.auth, program.id, eightDays)).statusCode).toBe(422);

  const unknown = structuredClone(week);
  unknown.weeks[0]!.days[0]!.sessions[0]!.sections[0]!.exercises[0]!.exercise_id = 987654321;
  const refused = await createTrack(coach.auth, program.id, unknown);
  expect(refused.statusCode).toBe(422);
  expect(refused.json().error).toBe(messages.training.exerciseUnknown);

  await onFreePlan(api, coach.auth);
  const supersets = await createTrack(coach.auth, program.id, await oneWeek(coach.auth, true));
  expect(supersets.json().error).toBe(messages.training.supersetsNeedProfessional);
  expect((await createTrack(coach.auth, program.id, week)).statusCode).toBe(201);
  const second = await createTrack(coach.auth, program.id, { ...week, title: 'Advanced' });
  expect(second.statusCode).toBe(422);
  expect(second.json().error).toBe(messages.training.tracksNeedProfessional);
});

test("a coach never reads or changes another account's schedule, nor a client's results in it", async () => {
  const { program, track, clientId } = await programWithClient();
  const stranger = await signedUp(api, { role: 'coach' });
  expect(
    (await callEndpoint(api, endpoints.programTracks, stranger.auth, { params: { plan_id: program.id } }))
      .statusCode,
  ).toBe(404);
  expect(
    (
      await callEndpoint(api, endpoints.saveTrack, stranger.auth, {
        params: { plan_id: program.id, track_id: track.id },
        payload: await oneWeek(stranger.auth),
      })
    ).statusCode,
  ).toBe(404);
  expect(
    (
      await callEndpoint(api, endpoints.clientResults, stranger.auth, {
        params: { plan_id: program.id, client_id: clientId },
      })
    ).statusCode,
  ).toBe(404);
});

test('a client who joined a membership today sees session 1 on today in their own time zone; a too-wide range or an unknown zone is refused', async () => {
  const { client } = await programWithClient();
  const day = today();
  const calendar = await calendarOf(client.auth, day, day);
  expect(calendar.sessions).toEqual([
    expect.objectContaining({
      date: day,
      schedule_day: 0,
      session_index: 0,
      session: expect.objectContaining({ title: 'Heavy day' }),
    }),
  ]);
  expect(calendar.exercises.map((exercise) => exercise.name).sort()).toEqual(['Back Squat', 'Strict Press']);

  const wide = await callEndpoint(api, endpoints.clientCalendar, client.auth, {
    query: { from: '2026-01-01', to: '2026-12-31', time_zone: ZONE },
  });
  expect(wide.statusCode).toBe(400);
  const badZone = await callEndpoint(api, endpoints.clientCalendar, client.auth, {
    query: { from: day, to: day, time_zone: 'Mars/Olympus' },
  });
  expect(badZone.statusCode).toBe(400);
});

test('a client the coach removed from the program no longer gets its training, nor logs in it, until restored', async () => {
  const { coach, client, program, clientId } = await programWithClient();
  const day = today();
  const block = (endpoint: typeof endpoints.blockClient) =>
    callEndpoint(api, endpoint, coach.auth, { params: { plan_id: program.id, client_id: clientId } });
  const result = {
    program_id: program.id,
    date: day,
    session_index: 0,
    section_index: 0,
    score_kind: 'load',
    score: 100,
    scaled: false,
    comment: '',
    edited_at: '2026-01-01T10:00:00.000Z',
  };
  expect((await calendarOf(client.auth, day, day)).sessions).toHaveLength(1);

  expect((await block(endpoints.blockClient)).statusCode).toBe(200);
  const removed = await calendarOf(client.auth, day, day);
  expect(removed.sessions).toEqual([]);
  expect(removed.exercises).toEqual([]);
  const refused = await logResult(client.auth, randomUUID(), result);
  expect(refused.statusCode).toBe(422);
  expect(refused.json().error).toBe(messages.training.notOnCalendar);

  expect((await block(endpoints.unblockClient)).statusCode).toBe(200);
  expect((await calendarOf(client.auth, day, day)).sessions).toHaveLength(1);
  expect((await logResult(client.auth, randomUUID(), result)).statusCode).toBe(200);
});

test('a result is logged once per browser id, the later edit stands, and the replaced one is kept', async () => {
  const { coach, client, program, clientId } = await programWithClient();
  const id = randomUUID();
  const base = {
    program_id: program.id,
    date: today(),
    session_index: 0,
    section_index: 0,
    score_kind: 'load',
    score: 100,
    scaled: false,
    comment: 'Felt strong',
    edited_at: '2026-01-01T10:00:00.000Z',
  };
  const first = await logResult(client.auth, id, base);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toMatchObject({ id, score: 100, section_title: 'Strength', replaced: [] });

  // The same send again (the answer was lost): still one result, unchanged.
  expect((await logResult(client.auth, id, base)).json()).toMatchObject({ score: 100, replaced: [] });
  // An older edit from another device does not overwrite the newer one.
  const older = await logResult(client.auth, id, {
    ...base,
    score: 90,
    edited_at: '2026-01-01T09:00:00.000Z',
  });
  expect(older.json()).toMatchObject({ score: 100, replaced: [] });
  // A later edit stands, and the one it replaced is kept.
  const later = (
    await logResult(client.auth, id, { ...base, score: 105, edited_at: '2026-01-01T11:00:00.000Z' })
  ).json() as TrainingResult;
  expect(later.score).toBe(105);
  expect(later.replaced).toEqual([
    expect.objectContaining({ score: 100, edited_at: '2026-01-01T10:00:00.000Z' }),
  ]);

  const calendar = await calendarOf(client.auth, today(), today());
  expect(calendar.results).toEqual([expect.objectContaining({ id, score: 105 })]);
  const forCoach = (
    await callEndpoint(api, endpoints.clientResults, coach.auth, {
      params: { plan_id: program.id, client_id: clientId },
    })
  ).json() as TrainingResult[];
  expect(forCoach.map((result) => result.score)).toEqual([105]);

  // Someone else cannot write under that id, nor log a session they do not have.
  const other = await signedUp(api, { role: 'user' });
  expect((await logResult(other.auth, id, base)).statusCode).toBe(422);
  const wrongSection = await logResult(client.auth, randomUUID(), { ...base, section_index: 3 });
  expect(wrongSection.statusCode).toBe(422);
  expect(wrongSection.json().error).toBe(messages.training.notOnCalendar);
  expect((await logResult(client.auth, 'not-a-uuid', base)).statusCode).toBe(404);
});

test("a coach reads a client's calendar in their program, days and results, and nobody else's", async () => {
  const { coach, client, program, userId } = await programWithClient();
  const id = randomUUID();
  await logResult(client.auth, id, {
    program_id: program.id,
    date: today(),
    session_index: 0,
    section_index: 0,
    score_kind: 'reps',
    score: 42,
    scaled: true,
    comment: '',
    edited_at: '2026-01-01T10:00:00.000Z',
  });
  const read = (auth: Auth, planId: number, user: number, query: Record<string, string>) =>
    callEndpoint(api, endpoints.athleteCalendar, auth, { params: { plan_id: planId, user_id: user }, query });
  const range = { from: today(), to: today(), time_zone: ZONE };

  const answer = await read(coach.auth, program.id, userId, range);
  expect(answer.statusCode).toBe(200);
  const calendar = answer.json() as ClientCalendar;
  expect(calendar.sessions).toEqual([
    expect.objectContaining({ program_id: program.id, date: today(), session_index: 0 }),
  ]);
  expect(calendar.results).toEqual([expect.objectContaining({ id, score: 42, scaled: true })]);
  expect(calendar.exercises.map((exercise) => exercise.name)).toEqual(expect.arrayContaining(['Back Squat']));

  // Another coach: not their program; in their own program, not their client.
  const stranger = await signedUp(api, { role: 'coach' });
  expect((await read(stranger.auth, program.id, userId, range)).statusCode).toBe(404);
  const theirs = await createProgram(api, stranger.auth, 'membership');
  const notTheirClient = await read(stranger.auth, theirs.id, userId, range);
  expect(notTheirClient.statusCode).toBe(404);
  expect(notTheirClient.json().error).toBe(messages.clients.notFound);
  // The client themself is not a coach of the program.
  expect((await read(client.auth, program.id, userId, range)).statusCode).toBeGreaterThanOrEqual(400);
  // Malformed ranges and ids are refused, not crashed on.
  expect((await read(coach.auth, program.id, userId, { from: 'soon', to: today() })).statusCode).toBe(400);
  const wrongId = await api.call({
    method: 'GET',
    url: apiPath(endpoints.athleteCalendar).replace(':plan_id', String(program.id)).replace(':user_id', 'x1'),
    headers: coach.auth,
  });
  expect(wrongId.statusCode).toBe(404);
});

test("a client's logged results wait in the coach's to_review queue until the coach reviews them, and an edit brings them back", async () => {
  const { coach, client, program, clientId } = await programWithClient();
  const toReview = async () =>
    (
      (
        await callEndpoint(api, endpoints.programClients, coach.auth, {
          params: { plan_id: program.id },
          query: { list: 'to_review' },
        })
      ).json() as { id: number; results_to_review: number }[]
    ).find((row) => row.id === clientId)?.results_to_review ?? 0;
  expect(await toReview()).toBe(0);

  const id = randomUUID();
  const result = {
    program_id: program.id,
    date: today(),
    session_index: 0,
    section_index: 0,
    score_kind: 'load',
    score: 100,
    scaled: false,
    comment: '',
    edited_at: '2026-01-01T10:00:00.000Z',
  };
  await logResult(client.auth, id, result);
  expect(await toReview()).toBe(1);

  const review = () =>
    callEndpoint(api, endpoints.reviewClientResults, coach.auth, {
      params: { plan_id: program.id, client_id: clientId },
    });
  expect((await review()).json()).toEqual({ reviewed: 1 });
  expect(await toReview()).toBe(0);
  expect((await review()).json()).toEqual({ reviewed: 0 });

  await logResult(client.auth, id, { ...result, score: 110, edited_at: '2026-01-01T11:00:00.000Z' });
  expect(await toReview()).toBe(1);

  const stranger = await signedUp(api, { role: 'coach' });
  expect(
    (
      await callEndpoint(api, endpoints.reviewClientResults, stranger.auth, {
        params: { plan_id: program.id, client_id: clientId },
      })
    ).statusCode,
  ).toBe(404);
});
