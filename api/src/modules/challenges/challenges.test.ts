import {
  endpoints,
  messages,
  type Challenge,
  type ChallengeLeaderboard,
  type ClientChallenges,
  type CoachClientChallenges,
} from '@coachforge/contracts';
import { accountIdOf, callEndpoint, createProgram } from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

type Headers = Record<string, string>;
type Person = Awaited<ReturnType<typeof signedUp>>;

/** A coach's account with a program; joining through a purchase belongs to the payments flow. */
async function coachWithProgram() {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await createProgram(api, coach.auth, 'membership', 'Engine');
  return { ...coach, accountId: await accountIdOf(api, coach.auth), programId: program.id };
}
async function joins(client: Person, coach: { accountId: number; programId: number }) {
  await api.db.query(
    `INSERT INTO plan_memberships (program_id, account_id, user_id, email, state, joined_at)
     SELECT $1, $2, id, email, 'active', now() FROM users WHERE email = $3`,
    [coach.programId, coach.accountId, client.email],
  );
}

const coachList = async (auth: Headers, query: Record<string, string> = {}) =>
  (await callEndpoint(api, endpoints.coachChallenges, auth, { query })).json() as Challenge[];
const join = (auth: Headers, challengeId: number, accountId: number) =>
  callEndpoint(api, endpoints.joinChallenge, auth, {
    params: { challenge_id: challengeId },
    payload: { account_id: accountId },
  });
const log = (auth: Headers, challengeId: number, payload: Record<string, unknown>) =>
  callEndpoint(api, endpoints.logChallengeScore, auth, { params: { challenge_id: challengeId }, payload });
const clientBoard = (auth: Headers, challengeId: number, accountId: number | string) =>
  callEndpoint(api, endpoints.clientChallengeLeaderboard, auth, {
    params: { challenge_id: challengeId },
    query: { account_id: String(accountId) },
  });
const coachBoard = (auth: Headers, challengeId: number) =>
  callEndpoint(api, endpoints.challengeLeaderboard, auth, { params: { challenge_id: challengeId } });

test('the library holds the classic benchmarks with how each is scored', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const library = await coachList(coach.auth, { source: 'library' });
  expect(library.length).toBeGreaterThanOrEqual(50);
  const byTitle = new Map(library.map((challenge) => [challenge.title, challenge]));
  expect(byTitle.get('Murph')).toMatchObject({ score_kind: 'time', lower_is_better: true, library: true });
  expect(byTitle.get('Cindy')).toMatchObject({ score_kind: 'rounds', lower_is_better: false });
  expect(byTitle.get('2k row')).toMatchObject({ score_kind: 'time', lower_is_better: true });
  expect(byTitle.get('1RM deadlift')).toMatchObject({ score_kind: 'load', lower_is_better: false });
  expect(byTitle.get('Max plank hold')).toMatchObject({ score_kind: 'time', lower_is_better: false });
  expect((await coachList(coach.auth, { search: 'fran' })).map((c) => c.title)).toEqual(['Fran']);
});

test('clients join a challenge in their coach’s community, log scores, and the board ranks best scores with ties by earlier time', async () => {
  const coach = await coachWithProgram();
  const created = await callEndpoint(api, endpoints.createChallenge, coach.auth, {
    payload: { title: 'Gym 500 m row', score_kind: 'time' },
  });
  expect(created.statusCode).toBe(201);
  const challenge = created.json() as Challenge;
  expect(challenge).toMatchObject({ lower_is_better: true, library: false, account_id: coach.accountId });

  const [ana, ben, cleo] = [
    await signedUp(api, { role: 'user', first_name: 'Ana', last_name: 'Lima' }),
    await signedUp(api, { role: 'user', first_name: 'Ben', last_name: 'Okafor' }),
    await signedUp(api, { role: 'user', first_name: 'Cleo', last_name: 'Park' }),
  ];
  for (const client of [ana!, ben!, cleo!]) await joins(client, coach);

  const seen = (await callEndpoint(api, endpoints.clientChallenges, ana!.auth)).json() as ClientChallenges;
  expect(seen.communities).toEqual([{ account_id: coach.accountId, name: expect.any(String) }]);
  expect(seen.challenges.some((c) => c.id === challenge.id)).toBe(true);
  expect(seen.challenges.some((c) => c.title === 'Murph')).toBe(true);

  const before = await log(ana!.auth, challenge.id, { account_id: coach.accountId, score: 100 });
  expect(before.statusCode).toBe(422);
  expect(before.json().error).toBe(messages.challenges.notJoined);

  for (const client of [ana!, ben!, cleo!])
    expect((await join(client.auth, challenge.id, coach.accountId)).statusCode).toBe(200);
  // Joining twice is one participation.
  expect((await join(ana!.auth, challenge.id, coach.accountId)).statusCode).toBe(200);
  expect(
    ((await callEndpoint(api, endpoints.clientChallenges, ana!.auth)).json() as ClientChallenges).joined,
  ).toEqual([{ challenge_id: challenge.id, account_id: coach.accountId }]);

  const score = async (client: Person, value: number, scaled = false) => {
    const logged = await log(client.auth, challenge.id, {
      account_id: coach.accountId,
      score: value,
      scaled,
    });
    expect(logged.statusCode).toBe(201);
  };
  await score(ana!, 100);
  await score(ben!, 95);
  await score(ana!, 95); // Ana ties Ben later: Ben stays ahead.
  await score(cleo!, 80, true); // Scaled ranks below every as-prescribed score.

  const board = (await coachBoard(coach.auth, challenge.id)).json() as ChallengeLeaderboard;
  expect(board.standings.map((s) => [s.rank, s.full_name, s.score, s.scaled])).toEqual([
    [1, 'Ben Okafor', 95, false],
    [2, 'Ana Lima', 95, false],
    [3, 'Cleo Park', 80, true],
  ]);
  expect(board.mine).toEqual([]);

  const asAna = (await clientBoard(ana!.auth, challenge.id, coach.accountId)).json() as ChallengeLeaderboard;
  expect(asAna.standings).toEqual(board.standings);
  expect(asAna.mine.map((s) => s.score)).toEqual([95, 100]);
});

test('a product challenge has one board per community, and no coach or client sees another community’s scores', async () => {
  const gymA = await coachWithProgram();
  const gymB = await coachWithProgram();
  const both = await signedUp(api, { role: 'user' });
  const onlyB = await signedUp(api, { role: 'user' });
  await joins(both, gymA);
  await joins(both, gymB);
  await joins(onlyB, gymB);
  const murph = (await coachList(gymA.auth, { search: 'Murph' }))[0]!;

  await join(both.auth, murph.id, gymA.accountId);
  await join(onlyB.auth, murph.id, gymB.accountId);
  await log(both.auth, murph.id, { account_id: gymA.accountId, score: 2700 });
  await log(onlyB.auth, murph.id, { account_id: gymB.accountId, score: 2400 });

  const boardA = (await coachBoard(gymA.auth, murph.id)).json() as ChallengeLeaderboard;
  expect(boardA.standings.map((s) => s.score)).toEqual([2700]);
  const boardB = (await coachBoard(gymB.auth, murph.id)).json() as ChallengeLeaderboard;
  expect(boardB.standings.map((s) => s.score)).toEqual([2400]);

  // Someone only in gym B cannot read, join or score in gym A's community.
  expect((await clientBoard(onlyB.auth, murph.id, gymA.accountId)).statusCode).toBe(404);
  expect((await join(onlyB.auth, murph.id, gymA.accountId)).statusCode).toBe(404);
  expect((await log(onlyB.auth, murph.id, { account_id: gymA.accountId, score: 1 })).statusCode).toBe(404);
});

test("a coach reads a client's challenges in the account's community with their scores and place; another account's coach gets 404", async () => {
  const gymA = await coachWithProgram();
  const gymB = await coachWithProgram();
  const [dana, eli] = [
    await signedUp(api, { role: 'user', first_name: 'Dana', last_name: 'Ruiz' }),
    await signedUp(api, { role: 'user', first_name: 'Eli', last_name: 'Moss' }),
  ];
  await joins(dana!, gymA);
  await joins(dana!, gymB);
  await joins(eli!, gymA);
  const [fran, grace] = [
    (await coachList(gymA.auth, { search: 'Fran' }))[0]!,
    (await coachList(gymA.auth, { search: 'Grace' }))[0]!,
  ];
  await join(dana!.auth, fran.id, gymA.accountId);
  await join(eli!.auth, fran.id, gymA.accountId);
  await join(dana!.auth, grace.id, gymA.accountId);
  await join(dana!.auth, fran.id, gymB.accountId);
  await log(dana!.auth, fran.id, { account_id: gymA.accountId, score: 330 });
  await log(dana!.auth, fran.id, { account_id: gymA.accountId, score: 300, note: 'PR' });
  await log(eli!.auth, fran.id, { account_id: gymA.accountId, score: 250 });
  // Dana's score in gym B's community is gym B's business.
  await log(dana!.auth, fran.id, { account_id: gymB.accountId, score: 200 });

  const userIdOf = async (person: Person) =>
    Number(
      (await api.db.query<{ id: number }>(`SELECT id::int FROM users WHERE email = $1`, [person.email]))[0]!
        .id,
    );
  const [danaId, eliId] = [await userIdOf(dana!), await userIdOf(eli!)];
  const read = (auth: Headers, athleteId: number | string) =>
    callEndpoint(api, endpoints.coachClientChallenges, auth, { params: { athlete_id: athleteId } });
  const asA = await read(gymA.auth, danaId);
  expect(asA.statusCode).toBe(200);
  const { challenges } = asA.json() as CoachClientChallenges;
  expect(challenges.map((entry) => entry.challenge.title)).toEqual(['Grace', 'Fran']);
  const franEntry = challenges[1]!;
  expect(franEntry.scores.map((score) => [score.score, score.note])).toEqual([
    [300, 'PR'],
    [330, ''],
  ]);
  expect(franEntry.standing).toMatchObject({ rank: 2, score: 300 });
  expect(franEntry.ranked).toBe(2);
  expect(challenges[0]).toMatchObject({ scores: [], standing: null, ranked: 0 });

  const asB = (await read(gymB.auth, danaId)).json() as CoachClientChallenges;
  expect(asB.challenges.map((entry) => entry.scores.map((score) => score.score))).toEqual([[200]]);

  // Eli never joined gym B's programs: to gym B he is nobody's client.
  const stranger = await read(gymB.auth, eliId);
  expect(stranger.statusCode).toBe(404);
  expect(stranger.json().error).toBe(messages.challenges.notYourClient);
  expect((await read(dana!.auth, danaId)).statusCode).toBe(403);
  for (const bad of ['abc', '0', '-1', '99999999999999999999', "1' OR '1'='1"])
    expect((await read(gymA.auth, bad)).statusCode).toBe(404);
});

test("another account's challenge id answers 404 to coaches and clients alike", async () => {
  const owner = await coachWithProgram();
  const other = await coachWithProgram();
  const theirs = (
    await callEndpoint(api, endpoints.createChallenge, owner.auth, {
      payload: { title: 'Secret test', score_kind: 'reps' },
    })
  ).json() as Challenge;
  expect((await coachBoard(other.auth, theirs.id)).statusCode).toBe(404);
  expect((await coachList(other.auth, { source: 'own' })).map((c) => c.id)).not.toContain(theirs.id);

  const client = await signedUp(api, { role: 'user' });
  await joins(client, other);
  const listed = (
    await callEndpoint(api, endpoints.clientChallenges, client.auth)
  ).json() as ClientChallenges;
  expect(listed.challenges.map((c) => c.id)).not.toContain(theirs.id);
  // Naming their own community does not reach another account's challenge.
  expect((await join(client.auth, theirs.id, other.accountId)).statusCode).toBe(404);
  expect((await clientBoard(client.auth, theirs.id, other.accountId)).statusCode).toBe(404);
});

test('hostile and malformed input gets a 4xx JSON answer', async () => {
  const coach = await coachWithProgram();
  const client = await signedUp(api, { role: 'user' });
  await joins(client, coach);
  const fran = (await coachList(coach.auth, { search: 'Fran' }))[0]!;
  await join(client.auth, fran.id, coach.accountId);
  for (const payload of [
    { account_id: coach.accountId, score: 0 },
    { account_id: coach.accountId, score: -5 },
    { account_id: coach.accountId, score: 'fast' },
    { account_id: coach.accountId, score: 1e12 },
    { account_id: 'mine', score: 10 },
    { score: 10 },
  ]) {
    const answer = await log(client.auth, fran.id, payload);
    expect([400, 404, 422]).toContain(answer.statusCode);
    expect(answer.headers['content-type']).toMatch(/json/);
  }
  expect((await clientBoard(client.auth, fran.id, 'DROP TABLE')).statusCode).toBe(404);
  expect((await clientBoard(client.auth, fran.id, '99999999999999999999')).statusCode).toBe(404);
  expect((await coachBoard(coach.auth, 'abc' as never)).statusCode).toBe(404);
  const badSource = await callEndpoint(api, endpoints.coachChallenges, coach.auth, {
    query: { source: 'everything' },
  });
  expect(badSource.statusCode).toBe(400);
  const badKind = await callEndpoint(api, endpoints.createChallenge, coach.auth, {
    payload: { title: 'Odd', score_kind: 'style' },
  });
  expect(badKind.statusCode).toBe(422);
  expect(badKind.json().errors.score_kind).toEqual([messages.challenges.scoreKindInvalid]);
  const taken = await callEndpoint(api, endpoints.createChallenge, coach.auth, {
    payload: { title: 'Benchmark', score_kind: 'reps' },
  });
  expect(taken.statusCode).toBe(201);
  const twice = await callEndpoint(api, endpoints.createChallenge, coach.auth, {
    payload: { title: 'BENCHMARK', score_kind: 'reps' },
  });
  expect(twice.json().error).toBe(messages.challenges.titleTaken);
  expect((await callEndpoint(api, endpoints.coachChallenges, client.auth)).statusCode).toBe(403);
});
