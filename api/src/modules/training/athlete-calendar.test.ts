import {
  apiPath,
  clientToday,
  endpoints,
  type ClientCalendar,
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
const ZONE = 'Asia/Tokyo';
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
const rest = { sessions: [] };
const weekWith = (session: string): ScheduleTrackRequest => ({
  title: 'Main',
  archived: false,
  weeks: [
    {
      buffer: false,
      days: [
        { sessions: [{ title: session, sections: [{ title: 'Main', exercises: [] }] }] },
        rest,
        rest,
        rest,
        rest,
        rest,
        rest,
      ],
    },
  ],
});

/** A free membership program of the coach whose day 1 is `session`. */
async function programOf(coach: Auth, session: string) {
  const program = await createProgram(api, coach, 'membership', session);
  await callEndpoint(api, endpoints.updateProgramSettings, coach, {
    params: { plan_id: program.id },
    payload: { plan_pricing: 'free' },
  });
  await callEndpoint(api, endpoints.createTrack, coach, {
    params: { plan_id: program.id },
    payload: weekWith(session),
  });
  return program;
}

async function join(coach: Auth, planId: number, email: string, client?: { auth: Auth }) {
  await callEndpoint(api, endpoints.inviteClients, coach, {
    params: { plan_id: planId },
    payload: { emails: [email] },
  });
  const token = (await linkInLatestMail(api, email)).pathname.split('/').pop()!;
  const person = client ?? (await signedUp(api, { role: 'user', email }));
  await api.call({
    method: 'POST',
    url: apiPath(endpoints.acceptInvitation).replace(':token', token),
    headers: person.auth,
  });
  return person;
}

test("a coach reads a client's days in every program of the account they joined, and nothing of other coaches'", async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const other = await signedUp(api, { role: 'coach' });
  const [strength, mobility, elsewhere] = [
    await programOf(coach.auth, 'Strength day'),
    await programOf(coach.auth, 'Mobility day'),
    await programOf(other.auth, 'Other coach day'),
  ];
  const email = `athlete.${unique()}@example.com`;
  const client = await join(coach.auth, strength.id, email);
  await join(coach.auth, mobility.id, email, client);
  await join(other.auth, elsewhere.id, email, client);
  const me = (await api.call({ method: 'GET', url: apiPath(endpoints.me), headers: client.auth })).json();
  const today = clientToday(api.clock.now().toISOString(), ZONE);
  const read = (auth: Auth, userId: number) =>
    callEndpoint(api, endpoints.accountAthleteCalendar, auth, {
      params: { user_id: userId },
      query: { from: today, to: today, time_zone: ZONE },
    });

  const calendar = (await read(coach.auth, me.private.id)).json() as ClientCalendar;
  expect(calendar.sessions.map(({ session }) => session.title).sort()).toEqual([
    'Mobility day',
    'Strength day',
  ]);
  const theirs = (await read(other.auth, me.private.id)).json() as ClientCalendar;
  expect(theirs.sessions.map(({ session }) => session.title)).toEqual(['Other coach day']);

  const stranger = await signedUp(api, { role: 'coach' });
  expect((await read(stranger.auth, me.private.id)).statusCode).toBe(404);
  const outsider = await signedUp(api, { role: 'user' });
  const outsiderMe = (
    await api.call({ method: 'GET', url: apiPath(endpoints.me), headers: outsider.auth })
  ).json();
  expect((await read(coach.auth, outsiderMe.private.id)).statusCode).toBe(404);
});
