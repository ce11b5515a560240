import {
  apiPath,
  endpoints,
  messages,
  type CoachMacroDay,
  type MacroDay,
  type MacroHistory,
  type ProgramClient,
} from '@coachforge/contracts';
import { callEndpoint, clientJoinedByInvitation, createProgram } from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ dailyInviteLimit: 100, unconfirmedDailyInviteLimit: 100 });
});
afterAll(() => api.close());

type Auth = Record<string, string>;
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
/** The API's day (UTC), from its clock. */
const today = () => api.clock.now().toISOString().slice(0, 10);
const dayBefore = (date: string, days = 1) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const range = () => ({ from: dayBefore(today(), 30), to: today() });

async function coachAndClient() {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await createProgram(api, coach.auth, 'one_many', 'Fuel');
  await callEndpoint(api, endpoints.updateProgramSettings, coach.auth, {
    params: { plan_id: program.id },
    payload: { plan_pricing: 'free' },
  });
  const { client, userId } = await clientJoinedByInvitation(
    api,
    coach.auth,
    program.id,
    `macros.${unique()}@example.com`,
  );
  return { coach, client, program, clientUserId: userId };
}

const log = (auth: Auth, date: string, payload: unknown) =>
  callEndpoint(api, endpoints.logMacros, auth, { params: { date }, payload });
const day = (calories: number, editedAt: string) => ({
  calories,
  protein: 150,
  carbs: 220,
  fat: 70,
  edited_at: editedAt,
});
const own = async (auth: Auth) =>
  (await callEndpoint(api, endpoints.ownMacros, auth, { query: range() })).json() as MacroHistory;
const asCoach = (auth: Auth, userId: number | string) =>
  callEndpoint(api, endpoints.athleteMacros, auth, { params: { athlete_id: userId }, query: range() });
async function queueOf(auth: Auth, planId: number) {
  const answer = await callEndpoint(api, endpoints.programClients, auth, {
    params: { plan_id: planId },
    query: { list: 'to_review' },
  });
  return answer.json() as ProgramClient[];
}

test('a client logs a day of macros, edits it, and reads their own history newest first', async () => {
  const client = await signedUp(api, { role: 'user' });
  const first = await log(client.auth, today(), day(2100, '2026-01-01T10:00:00.000Z'));
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({
    date: today(),
    calories: 2100,
    protein: 150,
    carbs: 220,
    fat: 70,
    edited_at: '2026-01-01T10:00:00.000Z',
  });
  await log(client.auth, dayBefore(today()), day(1800, '2026-01-01T09:00:00.000Z'));
  // The edit replaces the day; an older edit arriving late (another device, the offline queue) does not.
  expect((await log(client.auth, today(), day(2300, '2026-01-01T12:00:00.000Z'))).json()).toMatchObject({
    calories: 2300,
  });
  const stale = await log(client.auth, today(), day(1000, '2026-01-01T11:00:00.000Z'));
  expect(stale.statusCode).toBe(200);
  expect(stale.json()).toMatchObject({ calories: 2300 });
  expect((await own(client.auth)).days.map((d: MacroDay) => [d.date, d.calories])).toEqual([
    [today(), 2300],
    [dayBefore(today()), 1800],
  ]);
  // Another person's log is theirs alone.
  const other = await signedUp(api, { role: 'user' });
  expect((await own(other.auth)).days).toEqual([]);
});

test("each logged day waits in the coach's to_review queue beside the results until reviewed; an edit brings it back", async () => {
  const { coach, client, program, clientUserId } = await coachAndClient();
  // (An empty schedule already puts the client in the queue: under 3 days of training ahead.)
  const row = async () => (await queueOf(coach.auth, program.id)).find((c) => c.user_id === clientUserId);
  expect(await row()).toMatchObject({ macros_to_review: 0 });

  await log(client.auth, today(), day(2000, '2026-01-01T10:00:00.000Z'));
  await log(client.auth, dayBefore(today()), day(1900, '2026-01-01T10:00:00.000Z'));
  expect(await row()).toMatchObject({ macros_to_review: 2, results_to_review: 0 });
  const read = (await asCoach(coach.auth, clientUserId)).json() as MacroHistory<CoachMacroDay>;
  expect(read.days.map((d) => [d.date, d.to_review])).toEqual([
    [today(), true],
    [dayBefore(today()), true],
  ]);

  const review = await callEndpoint(api, endpoints.reviewClientResults, coach.auth, {
    params: { plan_id: program.id, client_id: (await row())!.id },
  });
  expect(review.json()).toEqual({ reviewed: 2 });
  expect(await row()).toMatchObject({ macros_to_review: 0 });
  expect(
    ((await asCoach(coach.auth, clientUserId)).json() as MacroHistory<CoachMacroDay>).days.every(
      (d) => !d.to_review,
    ),
  ).toBe(true);

  await log(client.auth, today(), day(2200, '2026-01-01T11:00:00.000Z'));
  expect(await row()).toMatchObject({ macros_to_review: 1 });
  // A stale edit changes nothing, so it does not come back to the queue either.
  const before = await log(client.auth, dayBefore(today()), day(1, '2026-01-01T09:00:00.000Z'));
  expect(before.json()).toMatchObject({ calories: 1900 });
  expect(await row()).toMatchObject({ macros_to_review: 1 });
});

test("a coach reads only their own clients' macros, and each account's queue counts its own clients", async () => {
  const { coach, client, clientUserId } = await coachAndClient();
  await log(client.auth, today(), day(2000, '2026-01-01T10:00:00.000Z'));
  const stranger = await signedUp(api, { role: 'coach' });
  const refused = await asCoach(stranger.auth, clientUserId);
  expect(refused.statusCode).toBe(404);
  expect(refused.json().error).toBe(messages.records.notYourClient);
  // A client is nobody's coach.
  expect((await asCoach(client.auth, clientUserId)).statusCode).toBe(403);
  // The same client in a second coach's program: that coach has their own queue.
  const second = await signedUp(api, { role: 'coach' });
  const theirs = await createProgram(api, second.auth, 'one_many', 'Other');
  await callEndpoint(api, endpoints.updateProgramSettings, second.auth, {
    params: { plan_id: theirs.id },
    payload: { plan_pricing: 'free' },
  });
  const another = await clientJoinedByInvitation(api, second.auth, theirs.id, `m2.${unique()}@example.com`);
  await log(another.client.auth, today(), day(2500, '2026-01-01T10:00:00.000Z'));
  expect((await asCoach(coach.auth, another.userId)).statusCode).toBe(404);
  expect((await asCoach(second.auth, clientUserId)).statusCode).toBe(404);
  // Each queue counts its own client's days only.
  expect((await queueOf(second.auth, theirs.id)).map((c) => [c.user_id, c.macros_to_review])).toEqual([
    [another.userId, 1],
  ]);
  expect(((await asCoach(coach.auth, clientUserId)).json() as MacroHistory).days).toHaveLength(1);
});

test('hostile or malformed input gets a 4xx JSON answer and stores nothing', async () => {
  const client = await signedUp(api, { role: 'user' });
  const good = day(2000, '2026-01-01T10:00:00.000Z');
  const bodies: unknown[] = [
    {},
    { ...good, calories: -1 },
    { ...good, calories: 20_001 },
    { ...good, protein: 2_001 },
    { ...good, fat: 12.5 },
    { ...good, carbs: 'lots' },
    { ...good, protein: null },
    { ...good, edited_at: 'yesterday' },
    { ...good, calories: { $gt: 0 } },
  ];
  for (const payload of bodies) {
    const answer = await log(client.auth, today(), payload);
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.json()).toHaveProperty('error');
  }
  for (const date of ['2026-02-30', 'today', '2026-1-5', "2026-01-01'; DROP TABLE macro_days;--"]) {
    const answer = await api.call({
      method: 'PUT',
      url: apiPath(endpoints.logMacros).replace(':date', encodeURIComponent(date)),
      headers: client.auth,
      payload: good,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toHaveProperty('error');
  }
  const future = new Date(api.clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
  const tooLate = await log(client.auth, future, good);
  expect(tooLate.statusCode).toBe(422);
  expect(tooLate.json().error).toBe(messages.macros.dayInFuture);
  const queries: Record<string, string>[] = [
    {},
    { from: 'x', to: today() },
    { from: today(), to: dayBefore(today()) },
    { from: '2020-01-01', to: today() },
  ];
  for (const query of queries) {
    const answer = await callEndpoint(api, endpoints.ownMacros, client.auth, { query });
    expect(answer.statusCode).toBe(400);
  }
  expect((await own(client.auth)).days).toEqual([]);
  const coach = await signedUp(api, { role: 'coach' });
  for (const id of ['0', 'abc', '99999999999999999999']) {
    const answer = await api.call({
      method: 'GET',
      url: apiPath(endpoints.athleteMacros).replace(':athlete_id', id),
      headers: coach.auth,
    });
    expect(answer.statusCode).toBe(404);
  }
});
