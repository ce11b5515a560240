import {
  apiPath,
  endpoints,
  messages,
  type AccountBenchmarks,
  type Benchmark,
  type ClientProfile,
  type ClientRecords,
} from '@coachforge/contracts';
import { callEndpoint, clientJoinedByInvitation, createProgram } from '../../testing/programs';
import { linkInLatestMail, signedUp, startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ dailyInviteLimit: 100, unconfirmedDailyInviteLimit: 100 });
});
afterAll(() => api.close());

type Auth = Record<string, string>;
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

/** A coach with a free program and a client who joined it by invitation. */
async function coachAndClient() {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await createProgram(api, coach.auth, 'one_many', 'Records');
  await callEndpoint(api, endpoints.updateProgramSettings, coach.auth, {
    params: { plan_id: program.id },
    payload: { plan_pricing: 'free' },
  });
  const { client, userId } = await clientJoinedByInvitation(
    api,
    coach.auth,
    program.id,
    `records.${unique()}@example.com`,
  );
  return { coach, client, program, clientUserId: userId };
}

const benchmarkNamed = async (auth: Auth, name: string) =>
  ((await callEndpoint(api, endpoints.benchmarks, auth)).json() as Benchmark[]).find((b) => b.name === name)!;
const addEntry = (auth: Auth, payload: unknown) =>
  callEndpoint(api, endpoints.addBenchmarkEntry, auth, { payload });
const addMetric = (auth: Auth, payload: unknown) =>
  callEndpoint(api, endpoints.addBodyMetric, auth, { payload });
const recordsOf = async (auth: Auth) =>
  (await callEndpoint(api, endpoints.clientRecords, auth)).json() as ClientRecords;

test('a client keeps benchmark entries and body metrics of their own, and removes one', async () => {
  const client = await signedUp(api, { role: 'user' });
  const squat = await benchmarkNamed(client.auth, '1RM Back Squat');
  expect(squat.measure).toBe('load');
  const first = await addEntry(client.auth, {
    benchmark_id: squat.id,
    value: 100,
    recorded_on: '2026-01-05',
  });
  expect(first.statusCode).toBe(201);
  await addEntry(client.auth, {
    benchmark_id: squat.id,
    value: 112.5,
    recorded_on: '2026-03-02',
    note: 'Belt',
  });
  const weight = await addMetric(client.auth, { metric: 'weight', value: 81.4, recorded_on: '2026-03-01' });
  expect(weight.json()).toMatchObject({ metric: 'weight', value: 81.4, recorded_on: '2026-03-01' });

  const records = await recordsOf(client.auth);
  expect(records.units).toEqual({ weight_unit: 'kg', length_unit: 'cm' });
  expect(records.benchmarks.length).toBeGreaterThanOrEqual(40);
  expect(records.benchmark_entries.map((entry) => [entry.value, entry.recorded_on, entry.note])).toEqual([
    [100, '2026-01-05', ''],
    [112.5, '2026-03-02', 'Belt'],
  ]);
  expect(records.body_metrics).toHaveLength(1);

  // Someone else cannot remove it; its owner can, once.
  const stranger = await signedUp(api, { role: 'user' });
  const id = first.json().id as number;
  const removeAs = (auth: Auth) =>
    callEndpoint(api, endpoints.removeBenchmarkEntry, auth, { params: { entry_id: id } });
  expect((await removeAs(stranger.auth)).statusCode).toBe(404);
  expect((await removeAs(client.auth)).statusCode).toBe(204);
  expect((await removeAs(client.auth)).statusCode).toBe(404);
  expect((await recordsOf(client.auth)).benchmark_entries).toHaveLength(1);
  expect((await recordsOf(stranger.auth)).benchmark_entries).toEqual([]);
});

test('entries with a bad value, date, benchmark or metric are refused with the field named', async () => {
  const client = await signedUp(api, { role: 'user' });
  const squat = await benchmarkNamed(client.auth, '1RM Back Squat');
  const cases: [unknown, string][] = [
    [{ benchmark_id: squat.id, value: 0, recorded_on: '2026-01-05' }, 'value'],
    [{ benchmark_id: squat.id, value: -5, recorded_on: '2026-01-05' }, 'value'],
    [{ benchmark_id: squat.id, value: 'heavy', recorded_on: '2026-01-05' }, 'value'],
    [{ benchmark_id: squat.id, value: 1e9, recorded_on: '2026-01-05' }, 'value'],
    [{ benchmark_id: squat.id, value: 100, recorded_on: '2026-02-30' }, 'recorded_on'],
    [{ benchmark_id: squat.id, value: 100, recorded_on: '2999-01-01' }, 'recorded_on'],
    [{ benchmark_id: 999_999_999, value: 100, recorded_on: '2026-01-05' }, 'benchmark_id'],
  ];
  for (const [payload, field] of cases) {
    const response = await addEntry(client.auth, payload);
    expect([response.statusCode, Object.keys(response.json().errors ?? {})]).toEqual([422, [field]]);
  }
  const metric = await addMetric(client.auth, { metric: 'mood', value: 5, recorded_on: '2026-01-05' });
  expect(metric.statusCode).toBe(422);
  expect(metric.json().errors.metric).toEqual([messages.records.metricRequired]);
  const badId = await callEndpoint(api, endpoints.removeBodyMetric, client.auth, {
    params: { entry_id: 'x' },
  });
  expect(badId.statusCode).toBe(404);
  expect((await api.call({ method: 'GET', url: apiPath(endpoints.clientRecords) })).statusCode).toBe(401);
});

test("a coach reads the profile and records of a client who joined their program, and no one else's", async () => {
  const { coach, client, program, clientUserId } = await coachAndClient();
  await addMetric(client.auth, { metric: 'waist', value: 84, recorded_on: '2026-02-01' });

  const profile = await callEndpoint(api, endpoints.clientProfile, coach.auth, {
    params: { athlete_id: clientUserId },
  });
  expect(profile.statusCode).toBe(200);
  const body = profile.json() as ClientProfile;
  expect(body.user.id).toBe(clientUserId);
  expect(body.programs.map((p) => [p.plan_id, p.membership.state])).toEqual([[program.id, 'active']]);
  const records = await callEndpoint(api, endpoints.athleteRecords, coach.auth, {
    params: { athlete_id: clientUserId },
  });
  expect((records.json() as ClientRecords).body_metrics.map((m) => [m.metric, m.value])).toEqual([
    ['waist', 84],
  ]);

  // Another coach, and a person who never joined this coach's programs, are not this coach's to read.
  const other = await signedUp(api, { role: 'coach' });
  const outsider = await signedUp(api, { role: 'user' });
  const outsiderMe = (
    await api.call({ method: 'GET', url: apiPath(endpoints.me), headers: outsider.auth })
  ).json();
  for (const [auth, athleteId] of [
    [other.auth, clientUserId],
    [coach.auth, outsiderMe.private.id as number],
  ] as const) {
    for (const endpoint of [endpoints.clientProfile, endpoints.athleteRecords])
      expect(
        (await callEndpoint(api, endpoint, auth, { params: { athlete_id: athleteId } })).statusCode,
      ).toBe(404);
  }
  // A client has no coaching account to read others through.
  expect(
    (await callEndpoint(api, endpoints.athleteRecords, client.auth, { params: { athlete_id: clientUserId } }))
      .statusCode,
  ).toBe(403);
});

test("the coach's benchmarks page holds each client's best in each benchmark, best first, and only the account's clients", async () => {
  const { coach, client, program } = await coachAndClient();
  // A second client of the same program.
  const email = `records.${unique()}@example.com`;
  await callEndpoint(api, endpoints.inviteClients, coach.auth, {
    params: { plan_id: program.id },
    payload: { emails: [email] },
  });
  const token = (await linkInLatestMail(api, email)).pathname.split('/').pop()!;
  const second = await signedUp(api, { role: 'user', email, first_name: 'Sam', last_name: 'Second' });
  await api.call({
    method: 'POST',
    url: apiPath(endpoints.acceptInvitation).replace(':token', token),
    headers: second.auth,
  });
  const squat = await benchmarkNamed(client.auth, '1RM Back Squat');
  const run = await benchmarkNamed(client.auth, '5 km Run');
  await addEntry(client.auth, { benchmark_id: squat.id, value: 100, recorded_on: '2026-01-05' });
  await addEntry(client.auth, { benchmark_id: squat.id, value: 120, recorded_on: '2026-02-05' });
  await addEntry(client.auth, { benchmark_id: run.id, value: 1500, recorded_on: '2026-01-06' });
  await addEntry(second.auth, { benchmark_id: squat.id, value: 140, recorded_on: '2026-01-07' });
  await addEntry(second.auth, { benchmark_id: run.id, value: 1320, recorded_on: '2026-01-08' });
  await addEntry(second.auth, { benchmark_id: run.id, value: 1400, recorded_on: '2026-02-08' });
  // Someone who never joined the coach's programs stays off the page.
  const outsider = await signedUp(api, { role: 'user' });
  await addEntry(outsider.auth, { benchmark_id: squat.id, value: 300, recorded_on: '2026-01-05' });

  const page = await callEndpoint(api, endpoints.accountBenchmarks, coach.auth);
  expect(page.statusCode).toBe(200);
  const body = page.json() as AccountBenchmarks;
  expect(body.units).toEqual({ weight_unit: 'kg', length_unit: 'cm' });
  expect(body.benchmarks.length).toBeGreaterThanOrEqual(40);
  const of = (benchmarkId: number) =>
    body.records
      .filter((record) => record.benchmark_id === benchmarkId)
      .map((record) => [record.full_name, record.value, record.recorded_on]);
  // Heaviest first for a lift; fastest first for a run, each person's best only.
  expect(of(squat.id)).toEqual([
    ['Sam Second', 140, '2026-01-07'],
    [expect.any(String), 120, '2026-02-05'],
  ]);
  expect(of(run.id)).toEqual([
    ['Sam Second', 1320, '2026-01-08'],
    [expect.any(String), 1500, '2026-01-06'],
  ]);

  // Another coach's page is their own clients' (none), and a client has no coach's page.
  const other = await signedUp(api, { role: 'coach' });
  expect(
    ((await callEndpoint(api, endpoints.accountBenchmarks, other.auth)).json() as AccountBenchmarks).records,
  ).toEqual([]);
  expect((await callEndpoint(api, endpoints.accountBenchmarks, client.auth)).statusCode).toBe(403);
});
