import {
  addDays,
  apiPath,
  clientToday,
  endpoints,
  messages,
  type ClientCalendar,
  type ClientSchedule,
  type ScheduleTrackRequest,
} from '@coachforge/contracts';
import { callEndpoint, createProgram } from '../../testing/programs';
import { linkInLatestMail, signedUp, startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ dailyInviteLimit: 100, unconfirmedDailyInviteLimit: 100 });
});
afterAll(() => api.close());

type Auth = Record<string, string>;
const ZONE = 'Europe/Lisbon';
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
const today = () => clientToday(api.clock.now().toISOString(), ZONE);

/** One week with a single session titled `title` on its first day. */
async function weekWith(auth: Auth, title: string): Promise<ScheduleTrackRequest> {
  const [squat] = (
    await callEndpoint(api, endpoints.exercises, auth, { query: { search: 'Back Squat' } })
  ).json() as { id: number }[];
  const session = {
    title,
    sections: [
      {
        title: 'Strength',
        exercises: [{ exercise_id: squat!.id, prescription: { sets: 3, reps: '8' }, superset_group: null }],
      },
    ],
  };
  const rest = { sessions: [] };
  return {
    title: 'Main',
    archived: false,
    weeks: [{ buffer: false, days: [{ sessions: [session] }, rest, rest, rest, rest, rest, rest] }],
  };
}

/** A free 1-2-1 program whose own schedule starts with a "Group day". */
async function individualProgram() {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await createProgram(api, coach.auth, 'individual', 'One to one');
  await callEndpoint(api, endpoints.updateProgramSettings, coach.auth, {
    params: { plan_id: program.id },
    payload: { plan_pricing: 'free' },
  });
  await callEndpoint(api, endpoints.createTrack, coach.auth, {
    params: { plan_id: program.id },
    payload: await weekWith(coach.auth, 'Group day'),
  });
  return { coach, program };
}

async function invitedAndJoined(coach: Auth, planId: number, email: string) {
  await callEndpoint(api, endpoints.inviteClients, coach, {
    params: { plan_id: planId },
    payload: { emails: [email] },
  });
  const token = (await linkInLatestMail(api, email)).pathname.split('/').pop()!;
  const client = await signedUp(api, { role: 'user', email });
  await api.call({
    method: 'POST',
    url: apiPath(endpoints.acceptInvitation).replace(':token', token),
    headers: client.auth,
  });
  return client;
}

const calendarOf = async (auth: Auth) =>
  (
    await callEndpoint(api, endpoints.clientCalendar, auth, {
      query: { from: today(), to: addDays(today(), 6), time_zone: ZONE },
    })
  ).json() as ClientCalendar;

const scheduleUrl = { method: 'PUT' as const, path: endpoints.saveClientSchedule.path };

test('a coach writes a pending client their own calendar before inviting them, and it is what they see once they join', async () => {
  const { coach, program } = await individualProgram();
  const email = `ana.${unique()}@example.com`;
  const pending = (
    await callEndpoint(api, endpoints.addPendingClient, coach.auth, {
      params: { plan_id: program.id },
      payload: { email, full_name: 'Ana Pending' },
    })
  ).json() as { id: number };

  const before = await callEndpoint(api, endpoints.clientSchedule, coach.auth, {
    params: { plan_id: program.id, client_id: pending.id },
  });
  expect(before.statusCode).toBe(200);
  expect(before.json()).toEqual({
    client: {
      id: pending.id,
      full_name: 'Ana Pending',
      email,
      state: 'pending',
      joined: false,
      start_day: null,
    },
    track: null,
  });

  const tomorrow = addDays(today(), 1);
  const saved = await callEndpoint(api, scheduleUrl, coach.auth, {
    params: { plan_id: program.id, client_id: pending.id },
    payload: { track: await weekWith(coach.auth, 'Just for Ana'), start_day: tomorrow },
  });
  expect(saved.statusCode).toBe(200);
  const schedule = saved.json() as ClientSchedule;
  expect(schedule.client.start_day).toBe(tomorrow);
  expect(schedule.track?.weeks[0]?.days[0]?.sessions[0]?.title).toBe('Just for Ana');
  // The client's own calendar is not one of the program's tracks.
  const tracks = (
    await callEndpoint(api, endpoints.programTracks, coach.auth, { params: { plan_id: program.id } })
  ).json() as { title: string }[];
  expect(tracks.map((track) => track.title)).toEqual(['Main']);

  const ana = await invitedAndJoined(coach.auth, program.id, email);
  const anaDays = await calendarOf(ana.auth);
  expect(anaDays.sessions.map(({ date, session }) => [date, session.title])).toEqual([
    [tomorrow, 'Just for Ana'],
  ]);

  // Another client of the same program, with no calendar of their own, follows the program's schedule.
  const ben = await invitedAndJoined(coach.auth, program.id, `ben.${unique()}@example.com`);
  const benDays = await calendarOf(ben.auth);
  expect(benDays.sessions.map(({ date, session }) => [date, session.title])).toEqual([
    [today(), 'Group day'],
  ]);
});

test('a client calendar is refused for other program types, other accounts, other programs and bad input', async () => {
  const { coach, program } = await individualProgram();
  const pending = (
    await callEndpoint(api, endpoints.addPendingClient, coach.auth, {
      params: { plan_id: program.id },
      payload: { email: `cara.${unique()}@example.com`, full_name: 'Cara' },
    })
  ).json() as { id: number };
  const week = await weekWith(coach.auth, 'Mine');
  const put = (auth: Auth, planId: number, clientId: number, payload: unknown) =>
    callEndpoint(api, scheduleUrl, auth, { params: { plan_id: planId, client_id: clientId }, payload });

  // Another coach's account sees neither the program nor its client.
  const stranger = await signedUp(api, { role: 'coach' });
  const strangers = [
    await callEndpoint(api, endpoints.clientSchedule, stranger.auth, {
      params: { plan_id: program.id, client_id: pending.id },
    }),
    await put(stranger.auth, program.id, pending.id, { track: week, start_day: null }),
  ];
  for (const response of strangers) expect(response.statusCode).toBe(404);

  // A client of another program of the same coach is not this program's.
  const other = await createProgram(api, coach.auth, 'individual', 'Another');
  expect((await put(coach.auth, other.id, pending.id, { track: week, start_day: null })).statusCode).toBe(
    404,
  );

  // A group program's clients follow its schedule.
  const group = await createProgram(api, coach.auth, 'one_many', 'Group');
  const groupClient = (
    await callEndpoint(api, endpoints.addPendingClient, coach.auth, {
      params: { plan_id: group.id },
      payload: { email: `dan.${unique()}@example.com`, full_name: 'Dan' },
    })
  ).json() as { id: number };
  const refused = await put(coach.auth, group.id, groupClient.id, { track: week, start_day: null });
  expect(refused.statusCode).toBe(422);
  expect(refused.json().error).toBe(messages.training.clientCalendarIndividualOnly);

  // Malformed bodies and dates are 422s with the field named; an exercise of another account is refused.
  for (const payload of [
    { track: week, start_day: '2026-02-30' },
    { track: { ...week, weeks: 'many' }, start_day: null },
    { start_day: null },
    { track: null, start_day: null },
  ]) {
    const response = await put(coach.auth, program.id, pending.id, payload);
    expect([response.statusCode, response.json()]).toEqual([
      422,
      expect.objectContaining({ error: expect.any(String) }),
    ]);
  }
  const notJson = await put(coach.auth, program.id, pending.id, 'not json at all');
  expect([notJson.statusCode, notJson.json()]).toEqual([
    415,
    expect.objectContaining({ error: expect.any(String) }),
  ]);
  const invalidDay = await put(coach.auth, program.id, pending.id, { track: week, start_day: '2026-02-30' });
  expect(invalidDay.json().errors.start_day).toEqual([messages.training.startDayInvalid]);
  const foreign = structuredClone(week);
  foreign.weeks[0]!.days[0]!.sessions[0]!.sections[0]!.exercises[0]!.exercise_id = 999_999_999;
  expect(
    (await put(coach.auth, program.id, pending.id, { track: foreign, start_day: null })).statusCode,
  ).toBe(422);
});
