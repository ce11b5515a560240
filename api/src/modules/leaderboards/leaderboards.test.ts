import {
  endpoints,
  LEADERBOARD_CHANNEL,
  messages,
  type Challenge,
  type DailyLeaderboard,
  type DailyLeaderboards,
  type LeaderboardComment,
  type LeaderboardComments,
  type Notification,
  type ScoreKind,
} from '@coachforge/contracts';
import { randomUUID } from 'node:crypto';
import { connectCable } from '../../testing/cable-client';
import { accountIdOf, callEndpoint, createProgram } from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';

type Auth = Record<string, string>;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => api.close());

/** The API's day (UTC), from its clock: the suite also runs with API_TEST_NOW just before midnight. */
const today = () => api.clock.now().toISOString().slice(0, 10);

async function coachWithProgram(title = 'Engine') {
  const coach = await signedUp(api, { role: 'coach', first_name: 'Casey', last_name: 'Coach' });
  const program = await createProgram(api, coach.auth, 'membership', title);
  return { auth: coach.auth, accountId: await accountIdOf(api, coach.auth), programId: program.id };
}

async function client(first: string, last: string) {
  const person = await signedUp(api, { role: 'user', first_name: first, last_name: last });
  return { auth: person.auth, id: await accountIdOf(api, person.auth) };
}

/** A result as the training module stores it when a client logs a section (PUT user/results/:id). */
async function logged(
  userId: number,
  programId: number,
  result: { kind: ScoreKind; score: number; scaled?: boolean; section?: number; day?: string; at?: string },
) {
  const id = randomUUID();
  await api.db.query(
    `INSERT INTO training_results (id, user_id, program_id, program_title, day, session_index, section_index,
       section_title, score_kind, score, scaled, edited_at)
     VALUES ($1, $2, $3, 'Engine', $4, 0, $5, 'Metcon', $6, $7, $8, $9)`,
    [
      id,
      userId,
      programId,
      result.day ?? today(),
      result.section ?? 0,
      result.kind,
      result.score,
      result.scaled ?? false,
      result.at ?? api.clock.now().toISOString(),
    ],
  );
  return id;
}

const boards = async (auth: Auth) => {
  const answer = await callEndpoint(api, endpoints.dailyLeaderboards, auth);
  expect(answer.statusCode).toBe(200);
  return (answer.json() as DailyLeaderboards).boards;
};
const board = (auth: Auth, id: number | string) =>
  callEndpoint(api, endpoints.dailyLeaderboard, auth, { params: { board_id: id } });
const comment = (auth: Auth, kind: string, id: number | string, payload: unknown) =>
  callEndpoint(api, endpoints.createLeaderboardComment, auth, { params: { kind, board_id: id }, payload });
const comments = (auth: Auth, kind: string, id: number | string, query: Record<string, string> = {}) =>
  callEndpoint(api, endpoints.leaderboardComments, auth, { params: { kind, board_id: id }, query });
const feed = async (auth: Auth) => {
  await api.app.jobs.runDue();
  await api.app.jobs.runDue();
  const answer = await callEndpoint(api, endpoints.notifications, auth, {});
  return (answer.json() as { items: Notification[] }).items;
};

test('a time section ranks the fastest first, and scaled scores make a board of their own', async () => {
  const coach = await coachWithProgram();
  const [ana, ben, cleo, dan] = [
    await client('Ana', 'Lima'),
    await client('Ben', 'Okafor'),
    await client('Cleo', 'Park'),
    await client('Dan', 'Wu'),
  ];
  await logged(ana!.id, coach.programId, { kind: 'time', score: 300, at: '2026-01-01T10:00:00Z' });
  await logged(ben!.id, coach.programId, { kind: 'time', score: 280 });
  // A tie goes to whoever logged it first.
  await logged(cleo!.id, coach.programId, { kind: 'time', score: 300, at: '2026-01-01T09:00:00Z' });
  // The fastest time of all, but scaled: first on the scaled board, not above anyone as prescribed.
  await logged(dan!.id, coach.programId, { kind: 'time', score: 200, scaled: true });

  const [summary] = await boards(coach.auth);
  expect(summary).toMatchObject({
    program_id: coach.programId,
    program_title: 'Engine',
    date: today(),
    section_title: 'Metcon',
    score_kind: 'time',
    lower_is_better: true,
    people: 4,
  });
  const answer = await board(coach.auth, summary!.id);
  expect(answer.statusCode).toBe(200);
  const daily = answer.json() as DailyLeaderboard;
  expect(daily.rx.map((s) => [s.full_name, s.rank])).toEqual([
    ['Ben Okafor', 1],
    ['Cleo Park', 2],
    ['Ana Lima', 3],
  ]);
  expect(daily.scaled.map((s) => [s.full_name, s.rank, s.score])).toEqual([['Dan Wu', 1, 200]]);
  // Listing again keeps the board's number.
  expect((await boards(coach.auth))[0]!.id).toBe(summary!.id);
});

test.each([
  ['reps', [30, 50, 40], ['B', 'C', 'A']],
  ['load', [100, 80, 120], ['C', 'A', 'B']],
  ['rounds', [5, 7, 6], ['B', 'C', 'A']],
  ['distance', [1000, 900, 1100], ['C', 'A', 'B']],
] as const)('a %s section ranks the most first', async (kind, scores, order) => {
  const coach = await coachWithProgram();
  const people = [await client('A', 'One'), await client('B', 'Two'), await client('C', 'Three')];
  for (const [index, person] of people.entries())
    await logged(person.id, coach.programId, { kind, score: scores[index]! });
  const [summary] = await boards(coach.auth);
  expect(summary).toMatchObject({ score_kind: kind, lower_is_better: false });
  const daily = (await board(coach.auth, summary!.id)).json() as DailyLeaderboard;
  expect(daily.rx.map((s) => s.full_name[0])).toEqual(order);
});

test('each day and section is a board of its own; old days and other accounts are not listed', async () => {
  const coach = await coachWithProgram();
  const other = await coachWithProgram('Other');
  const ana = await client('Ana', 'Lima');
  await logged(ana.id, coach.programId, { kind: 'reps', score: 10, section: 0 });
  await logged(ana.id, coach.programId, { kind: 'load', score: 60, section: 1 });
  await logged(ana.id, coach.programId, { kind: 'reps', score: 12, day: '2026-11-20' });
  await logged(ana.id, coach.programId, { kind: 'reps', score: 9, day: '2001-01-01' });
  await logged(ana.id, other.programId, { kind: 'reps', score: 99 });

  const mine = await boards(coach.auth);
  expect(mine.every((b) => b.program_id === coach.programId)).toBe(true);
  expect(mine.map((b) => b.date)).not.toContain('2001-01-01');
  expect(mine.filter((b) => b.date === today()).map((b) => b.score_kind)).toEqual(['reps', 'load']);

  // Another account's board does not exist for this coach, nor its comments; nor does a client see it.
  const [theirs] = await boards(other.auth);
  expect((await board(coach.auth, theirs!.id)).statusCode).toBe(404);
  expect((await comments(coach.auth, 'daily', theirs!.id)).statusCode).toBe(404);
  expect((await comment(coach.auth, 'daily', theirs!.id, { text: 'hi' })).statusCode).toBe(404);
  expect((await board(ana.auth, theirs!.id)).statusCode).toBe(403);
});

test('a comment on a score mentions the board’s people by id, keeps its text as data, and notifies', async () => {
  const coach = await coachWithProgram();
  const ana = await client('Ana', 'Lima');
  const ben = await client('Ben', 'Okafor');
  const stranger = await client('Sam', 'Stranger');
  const anaResult = await logged(ana.id, coach.programId, { kind: 'reps', score: 40 });
  await logged(ben.id, coach.programId, { kind: 'reps', score: 50 });
  const [summary] = await boards(coach.auth);

  const html = '<img src=x onerror=alert(1)>';
  const answer = await comment(coach.auth, 'daily', summary!.id, {
    text: `  Great pace @Ben Okafor ${html}  `,
    result_id: anaResult,
    mentions: [ben.id],
  });
  expect(answer.statusCode).toBe(201);
  const stored = answer.json() as LeaderboardComment;
  expect(stored).toMatchObject({
    board_kind: 'daily',
    board_id: summary!.id,
    result_id: anaResult,
    text: `Great pace @Ben Okafor ${html}`,
    mentions: [{ id: ben.id, full_name: 'Ben Okafor' }],
    author: { id: coach.accountId, full_name: 'Casey Coach' },
  });

  const [mention] = await feed(ben.auth);
  expect(mention).toMatchObject({
    notification_type: 'client_mention',
    activity_type: 'chat_mention',
    score_comment: {
      id: stored.id,
      info: { kind: 'daily', score_score_id: summary!.id, score_value_id: anaResult },
    },
  });
  const [onScore] = await feed(ana.auth);
  expect(onScore).toMatchObject({ notification_type: 'client_comment', score_comment: { id: stored.id } });

  const onThatScore = (await comments(coach.auth, 'daily', summary!.id, { result_id: anaResult })).json();
  expect((onThatScore as LeaderboardComments).comments.map((c) => c.id)).toEqual([stored.id]);
  const onTheBoard = (await comments(coach.auth, 'daily', summary!.id)).json() as LeaderboardComments;
  expect(onTheBoard.comments).toEqual([]);
  expect(onTheBoard.people.map((p) => p.full_name)).toEqual(['Ana Lima', 'Ben Okafor']);
  expect(onTheBoard.score_owner).toBeNull();
  expect((onThatScore as LeaderboardComments).score_owner).toEqual({ id: ana.id, full_name: 'Ana Lima' });

  // Someone who is not on the board cannot be mentioned; a score that is not on it cannot be commented on.
  const outsider = await comment(coach.auth, 'daily', summary!.id, { text: 'hi', mentions: [stranger.id] });
  expect(outsider.statusCode).toBe(422);
  const elsewhere = await comment(coach.auth, 'daily', summary!.id, { text: 'hi', result_id: randomUUID() });
  expect(elsewhere.statusCode).toBe(404);
});

test('@leaderboard tells everyone on the board', async () => {
  const coach = await coachWithProgram();
  const ana = await client('Ana', 'Lima');
  const ben = await client('Ben', 'Okafor');
  await logged(ana.id, coach.programId, { kind: 'rounds', score: 4 });
  await logged(ben.id, coach.programId, { kind: 'rounds', score: 5, scaled: true });
  const [summary] = await boards(coach.auth);
  const answer = await comment(coach.auth, 'daily', summary!.id, {
    text: 'Well done all',
    mention_all: true,
  });
  expect(answer.statusCode).toBe(201);
  for (const person of [ana, ben]) {
    const [note] = await feed(person.auth);
    expect(note).toMatchObject({
      notification_type: 'client_mention',
      score_comment: { info: { score_value_id: null } },
    });
  }
});

test('comments go on the account’s challenge boards too', async () => {
  const coach = await coachWithProgram();
  const other = await coachWithProgram();
  const created = await callEndpoint(api, endpoints.createChallenge, coach.auth, {
    payload: { title: 'Row 2k', score_kind: 'time' },
  });
  const challenge = created.json() as Challenge;
  const answer = await comment(coach.auth, 'challenges', challenge.id, { text: 'Who is first?' });
  expect(answer.statusCode).toBe(201);
  const list = (await comments(coach.auth, 'challenges', challenge.id)).json() as LeaderboardComments;
  expect(list.comments.map((c) => c.text)).toEqual(['Who is first?']);
  // Another account's challenge is not a board of this one; that account sees none of these comments.
  expect((await comments(other.auth, 'challenges', challenge.id)).statusCode).toBe(404);
});

test('a new comment reaches the pages showing the board at once; another account cannot listen', async () => {
  const coach = await coachWithProgram();
  const other = await coachWithProgram();
  const ana = await client('Ana', 'Lima');
  await logged(ana.id, coach.programId, { kind: 'reps', score: 12 });
  const [summary] = await boards(coach.auth);
  const viewer = await connectCable(api, coach.auth);
  const channel = { channel: LEADERBOARD_CHANNEL, kind: 'daily', board_id: summary!.id };
  const watching = viewer.subscribe(channel);
  await viewer.next((f) => f.identifier === watching && f.type === 'confirm_subscription');

  const outsider = await connectCable(api, other.auth);
  const refused = outsider.subscribe(channel);
  await outsider.next((f) => f.identifier === refused && f.type === 'reject_subscription');
  const asClient = await connectCable(api, ana.auth);
  const clientTry = asClient.subscribe(channel);
  await asClient.next((f) => f.identifier === clientTry && f.type === 'reject_subscription');
  const nowhere = viewer.subscribe({ channel: LEADERBOARD_CHANNEL, kind: 'weekly', board_id: summary!.id });
  await viewer.next((f) => f.identifier === nowhere && f.type === 'reject_subscription');

  const stored = (
    await comment(coach.auth, 'daily', summary!.id, { text: 'Live' })
  ).json() as LeaderboardComment;
  const frame = await viewer.next((f) => f.identifier === watching && !!f.message);
  expect(frame.message).toEqual({ type: 'comment_created', data: stored });
  expect(outsider.received.filter((f) => f.message)).toEqual([]);
  for (const cable of [viewer, outsider, asClient]) cable.close();
});

test('the account’s other coaches hear of a comment; its author does not', async () => {
  const coach = await coachWithProgram();
  const teammate = await signedUp(api, { role: 'coach', first_name: 'Tess', last_name: 'Mate' });
  await api.db.query(
    `INSERT INTO memberships (account_id, user_id, role, invite_status) VALUES ($1, $2, 'coach', 'accepted')`,
    [coach.accountId, await accountIdOf(api, teammate.auth)],
  );
  const ana = await client('Ana', 'Lima');
  await logged(ana.id, coach.programId, { kind: 'reps', score: 30 });
  const [summary] = await boards(coach.auth);
  const stored = (
    await comment(coach.auth, 'daily', summary!.id, { text: 'Strong' })
  ).json() as LeaderboardComment;
  await api.app.jobs.runDue();
  await api.app.jobs.runDue();
  const switched = await callEndpoint(api, endpoints.switchAccount, teammate.auth, {
    payload: { id: coach.accountId },
  });
  const inTheTeam = { authorization: `Bearer ${(switched.json() as { access_token: string }).access_token}` };
  const inTeam = await callEndpoint(api, endpoints.notifications, inTheTeam, { query: { tab: 'activity' } });
  expect(inTeam.statusCode).toBe(200);
  expect((inTeam.json() as { items: Notification[] }).items).toEqual([
    expect.objectContaining({
      notification_type: 'coach_comment',
      activity_type: 'client_activity',
      score_comment: expect.objectContaining({ id: stored.id }),
    }),
  ]);
  expect((await feed(coach.auth)).filter((n) => n.notification_type === 'coach_comment')).toEqual([]);
});

test('a coach mentioned in a comment gets the mention alone, not the comment notification too', async () => {
  const coach = await coachWithProgram();
  const teammate = await signedUp(api, { role: 'coach', first_name: 'Tess', last_name: 'Mate' });
  const teammateId = await accountIdOf(api, teammate.auth);
  await api.db.query(
    `INSERT INTO memberships (account_id, user_id, role, invite_status) VALUES ($1, $2, 'coach', 'accepted')`,
    [coach.accountId, teammateId],
  );
  const third = await signedUp(api, { role: 'coach', first_name: 'Theo', last_name: 'Third' });
  await api.db.query(
    `INSERT INTO memberships (account_id, user_id, role, invite_status) VALUES ($1, $2, 'coach', 'accepted')`,
    [coach.accountId, await accountIdOf(api, third.auth)],
  );
  // The teammate trains on the account's program too, so they are on the board and can be mentioned.
  await logged(teammateId, coach.programId, { kind: 'reps', score: 40 });
  const [summary] = await boards(coach.auth);
  const answer = await comment(coach.auth, 'daily', summary!.id, {
    text: 'Nice, Tess',
    mentions: [teammateId],
  });
  expect(answer.statusCode).toBe(201);
  await api.app.jobs.runDue();
  await api.app.jobs.runDue();
  const inTeam = async (auth: Auth) => {
    const switched = await callEndpoint(api, endpoints.switchAccount, auth, {
      payload: { id: coach.accountId },
    });
    const token = { authorization: `Bearer ${(switched.json() as { access_token: string }).access_token}` };
    const all = await callEndpoint(api, endpoints.notifications, token, {});
    return (all.json() as { items: Notification[] }).items.map((n) => n.notification_type);
  };
  // The teammate hears of the comment once: by the mention, not by the account's comment notice too.
  expect(await inTeam(teammate.auth)).toEqual(['coach_mention']);
  // A coach of the account who was not mentioned still hears of the comment.
  expect(await inTeam(third.auth)).toEqual(['coach_comment']);
});

test('hostile or malformed input gets a 4xx JSON answer', async () => {
  const coach = await coachWithProgram();
  const ana = await client('Ana', 'Lima');
  await logged(ana.id, coach.programId, { kind: 'reps', score: 1 });
  const [summary] = await boards(coach.auth);
  for (const id of ['0', '-1', 'abc', '1e3', '99999999999999999999', "1'; DROP TABLE users;--"]) {
    const answer = await board(coach.auth, encodeURIComponent(id));
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toHaveProperty('error');
  }
  expect((await comments(coach.auth, 'weekly', summary!.id)).statusCode).toBe(404);
  expect((await comments(coach.auth, 'daily', summary!.id, { result_id: 'x' })).statusCode).toBe(404);
  const bodies: unknown[] = [
    {},
    { text: '' },
    { text: '    ' },
    { text: 'A'.repeat(5000) },
    { text: 12 },
    { text: 'hi', mentions: ['1; DROP TABLE users'] },
    { text: 'hi', mentions: 'everyone' },
    { text: 'hi', result_id: { $gt: '' } },
    { text: 'hi', result_id: '../../etc' },
    { text: 'hi', mention_all: 'yes please' },
  ];
  for (const body of bodies) {
    const answer = await comment(coach.auth, 'daily', summary!.id, body);
    expect([400, 404, 422]).toContain(answer.statusCode);
    expect(answer.json()).toHaveProperty('error');
  }
  const empty = await comment(coach.auth, 'daily', summary!.id, { text: '   ' });
  expect(JSON.stringify(empty.json())).toContain(messages.leaderboards.textRequired);
});
