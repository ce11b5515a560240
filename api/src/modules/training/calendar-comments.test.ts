import {
  apiPath,
  clientToday,
  endpoints,
  messages,
  type CalendarComment,
  type CalendarComments,
  type Exercise,
  type Notification,
} from '@coachforge/contracts';
import { callEndpoint, clientJoinedByInvitation, createProgram } from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ dailyInviteLimit: 100, unconfirmedDailyInviteLimit: 100 });
});
afterAll(() => api.close());

type Auth = Record<string, string>;
const ZONE = 'Europe/Lisbon';
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
const today = () => clientToday(api.clock.now().toISOString(), ZONE);
const tomorrow = () => new Date(Date.parse(`${today()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A free membership whose schedule has one session on day 1, and a client who joined it today. */
async function sessionToday() {
  const coach = await signedUp(api, { role: 'coach', first_name: 'Casey', last_name: 'Coach' });
  const program = await createProgram(api, coach.auth, 'membership', 'Engine');
  await callEndpoint(api, endpoints.updateProgramSettings, coach.auth, {
    params: { plan_id: program.id },
    payload: { plan_pricing: 'free' },
  });
  const [squat] = (
    await callEndpoint(api, endpoints.exercises, coach.auth, { query: { search: 'Back Squat' } })
  ).json() as Exercise[];
  const rest = { sessions: [] };
  const day = {
    sessions: [
      {
        title: 'Heavy day',
        sections: [
          {
            title: 'Strength',
            exercises: [{ exercise_id: squat!.id, prescription: { sets: 5, reps: '5' } }],
          },
        ],
      },
    ],
  };
  await callEndpoint(api, endpoints.createTrack, coach.auth, {
    params: { plan_id: program.id },
    payload: {
      title: 'Main',
      archived: false,
      weeks: [{ buffer: false, days: [day, rest, rest, rest, rest, rest, rest] }],
    },
  });
  const { client, userId } = await clientJoinedByInvitation(
    api,
    coach.auth,
    program.id,
    `comments.${unique()}@example.com`,
  );
  const coachId = (await api.call({ method: 'GET', url: apiPath(endpoints.me), headers: coach.auth })).json()
    .private.id as number;
  return { coach, coachId, client, userId, program };
}

const asClient = (auth: Auth, planId: number, payload: unknown) =>
  callEndpoint(api, endpoints.addClientCalendarComment, auth, {
    params: { plan_id: planId },
    query: { time_zone: ZONE },
    payload,
  });
const asCoach = (auth: Auth, planId: number, userId: number | string, payload: unknown) =>
  callEndpoint(api, endpoints.addAthleteCalendarComment, auth, {
    params: { plan_id: planId, user_id: userId },
    query: { time_zone: ZONE },
    payload,
  });
const clientThread = (auth: Auth, planId: number, date = today()) =>
  callEndpoint(api, endpoints.clientCalendarComments, auth, {
    params: { plan_id: planId },
    query: { date, session_index: '0' },
  });
const coachThread = (auth: Auth, planId: number, userId: number | string, date = today()) =>
  callEndpoint(api, endpoints.athleteCalendarComments, auth, {
    params: { plan_id: planId, user_id: userId },
    query: { date, session_index: '0' },
  });
const feed = async (auth: Auth) => {
  await api.app.jobs.runDue();
  await api.app.jobs.runDue();
  const answer = await callEndpoint(api, endpoints.notifications, auth, {});
  return (answer.json() as { items: Notification[] }).items;
};

test("the client and their coach comment on a session of the client's calendar; each hears of the other's comment", async () => {
  const { coach, coachId, client, userId, program } = await sessionToday();
  const first = await asClient(client.auth, program.id, {
    date: today(),
    session_index: 0,
    text: '  Squats felt heavy  ',
  });
  expect(first.statusCode).toBe(201);
  expect(first.json()).toMatchObject({ text: 'Squats felt heavy', athlete_id: userId, plan_id: program.id });
  const reply = await asCoach(coach.auth, program.id, userId, {
    date: today(),
    session_index: 0,
    text: '<b>Drop</b> 5 kg next time',
  });
  expect(reply.statusCode).toBe(201);

  const seenByCoach = (await coachThread(coach.auth, program.id, userId)).json() as CalendarComments;
  const seenByClient = (await clientThread(client.auth, program.id)).json() as CalendarComments;
  expect(seenByClient).toEqual(seenByCoach);
  // Stored as typed: markup is text, shown as text.
  expect(seenByCoach.comments.map((c: CalendarComment) => [c.author?.id, c.text])).toEqual([
    [userId, 'Squats felt heavy'],
    [coachId, '<b>Drop</b> 5 kg next time'],
  ]);
  expect(seenByCoach.people.map((p) => p.id).sort()).toEqual([coachId, userId].sort());

  const coachFeed = await feed(coach.auth);
  expect(coachFeed.filter((n) => n.notification_type === 'coach_comment')).toEqual([
    expect.objectContaining({
      schedule_id: program.id,
      schedule_date: today().split('-').reverse().join('/'),
      calendar_comment: { id: (first.json() as CalendarComment).id, athlete_id: userId, session_index: 0 },
      plan: expect.objectContaining({ id: program.id }),
    }),
  ]);
  expect(coachFeed[0]!.text).toContain('commented on a session of');
  const clientFeed = await feed(client.auth);
  expect(clientFeed.map((n) => n.notification_type)).toContain('client_comment');
  // Nobody hears of their own comment.
  expect(clientFeed.filter((n) => n.notification_type === 'coach_comment')).toEqual([]);
});

test('a person mentioned in a calendar comment gets the mention alone: one notification per comment and person', async () => {
  const { coach, coachId, client, userId, program } = await sessionToday();
  await asClient(client.auth, program.id, {
    date: today(),
    session_index: 0,
    text: '@Casey Coach is this right?',
    mentions: [coachId],
  });
  await asCoach(coach.auth, program.id, userId, {
    date: today(),
    session_index: 0,
    text: 'Yes, keep going',
    mentions: [userId],
  });
  const aboutComments = async (auth: Auth) =>
    (await feed(auth)).map((n) => n.notification_type).filter((type) => /_(comment|mention)$/.test(type));
  expect(await aboutComments(coach.auth)).toEqual(['coach_mention']);
  expect(await aboutComments(client.auth)).toEqual(['client_mention']);
});

test("nobody reads or writes another's thread; a day without the session and an outsider's mention are refused", async () => {
  const { coach, client, userId, program } = await sessionToday();
  const other = await sessionToday();
  // Another client: not their program.
  expect((await clientThread(other.client.auth, program.id)).statusCode).toBe(404);
  expect(
    (await asClient(other.client.auth, program.id, { date: today(), session_index: 0, text: 'hi' }))
      .statusCode,
  ).toBe(404);
  // Another coach: neither this program nor, in their own program, this client.
  expect((await coachThread(other.coach.auth, program.id, userId)).statusCode).toBe(404);
  const notTheirs = await coachThread(other.coach.auth, other.program.id, userId);
  expect(notTheirs.statusCode).toBe(404);
  expect(notTheirs.json().error).toBe(messages.clients.notFound);
  // A client is nobody's coach.
  expect((await coachThread(client.auth, program.id, userId)).statusCode).toBe(403);
  // Tomorrow is a rest day: no session to comment on.
  const rest = await asClient(client.auth, program.id, { date: tomorrow(), session_index: 0, text: 'hi' });
  expect(rest.statusCode).toBe(422);
  expect(rest.json().errors.date).toEqual([messages.training.notOnCalendar]);
  // Only the client and the account's coaches can be mentioned.
  const outsider = await asCoach(coach.auth, program.id, userId, {
    date: today(),
    session_index: 0,
    text: 'hi',
    mentions: [other.userId],
  });
  expect(outsider.statusCode).toBe(422);
  expect((await coachThread(coach.auth, program.id, userId)).json().comments).toEqual([]);
});

test('hostile or malformed input gets a 4xx JSON answer', async () => {
  const { coach, client, userId, program } = await sessionToday();
  const bodies: unknown[] = [
    {},
    { date: today(), session_index: 0, text: '' },
    { date: today(), session_index: 0, text: '   ' },
    { date: today(), session_index: 0, text: 'A'.repeat(2001) },
    { date: today(), session_index: -1, text: 'hi' },
    { date: today(), session_index: 'x', text: 'hi' },
    { date: '2026-02-30', session_index: 0, text: 'hi' },
    { date: today(), session_index: 0, text: 'hi', mentions: ['1; DROP TABLE users'] },
    { date: today(), session_index: 0, text: 'hi', mentions: 'everyone' },
    { date: { $gt: '' }, session_index: 0, text: 'hi' },
  ];
  for (const payload of bodies) {
    for (const answer of [
      await asClient(client.auth, program.id, payload),
      await asCoach(coach.auth, program.id, userId, payload),
    ]) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.json()).toHaveProperty('error');
    }
  }
  const queries: Record<string, string>[] = [
    {},
    { date: 'soon', session_index: '0' },
    { date: today(), session_index: '1e3' },
  ];
  for (const query of queries) {
    const answer = await callEndpoint(api, endpoints.clientCalendarComments, client.auth, {
      params: { plan_id: program.id },
      query,
    });
    expect(answer.statusCode).toBe(400);
  }
  for (const id of ['0', 'abc', '99999999999999999999']) {
    const answer = await api.call({
      method: 'GET',
      url: apiPath(endpoints.athleteCalendarComments)
        .replace(':plan_id', String(program.id))
        .replace(':user_id', id),
      headers: coach.auth,
    });
    expect(answer.statusCode).toBe(404);
  }
  const badZone = await callEndpoint(api, endpoints.addClientCalendarComment, client.auth, {
    params: { plan_id: program.id },
    query: { time_zone: 'Mars/Olympus' },
    payload: { date: today(), session_index: 0, text: 'hi' },
  });
  expect(badZone.statusCode).toBe(400);
});
