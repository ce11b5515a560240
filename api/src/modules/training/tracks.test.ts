import {
  apiPath,
  clientToday,
  endpoints,
  messages,
  type ClientCalendar,
  type ProgramClient,
  type ScheduleTrack,
  type ScheduleTrackRequest,
} from '@coachforge/contracts';
import { callEndpoint, createProgram, onFreePlan } from '../../testing/programs';
import { linkInLatestMail, signedUp, startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ dailyInviteLimit: 100, unconfirmedDailyInviteLimit: 100 });
});
afterAll(() => api.close());

type Auth = Record<string, string>;
const ZONE = 'America/Sao_Paulo';
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
const today = () => clientToday(api.clock.now().toISOString(), ZONE);

/** A one-week track whose first day holds one session named `session`. */
function trackWith(title: string, session: string): ScheduleTrackRequest {
  const rest = { sessions: [] };
  return {
    title,
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
  };
}

const createTrack = async (auth: Auth, planId: number, track: ScheduleTrackRequest) =>
  callEndpoint(api, endpoints.createTrack, auth, { params: { plan_id: planId }, payload: track });
const saveTrack = (auth: Auth, planId: number, trackId: number, track: ScheduleTrackRequest) =>
  callEndpoint(api, endpoints.saveTrack, auth, {
    params: { plan_id: planId, track_id: trackId },
    payload: track,
  });
const setTrack = (auth: Auth, planId: number, clientId: number, trackId: unknown) =>
  callEndpoint(api, endpoints.setClientTrack, auth, {
    params: { plan_id: planId, client_id: clientId },
    payload: { track_id: trackId },
  });

/** A free group program with a Beginner and an Advanced track, and one client who joined today. */
async function programWithTwoTracks() {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await createProgram(api, coach.auth, 'membership', 'Two levels');
  await callEndpoint(api, endpoints.updateProgramSettings, coach.auth, {
    params: { plan_id: program.id },
    payload: { plan_pricing: 'free' },
  });
  const beginner = (
    await createTrack(coach.auth, program.id, trackWith('Beginner', 'Easy day'))
  ).json() as ScheduleTrack;
  const advanced = (
    await createTrack(coach.auth, program.id, trackWith('Advanced', 'Hard day'))
  ).json() as ScheduleTrack;
  const email = `tracks.${unique()}@example.com`;
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
  const [member] = (
    await callEndpoint(api, endpoints.programClients, coach.auth, {
      params: { plan_id: program.id },
      query: { list: 'active' },
    })
  ).json() as ProgramClient[];
  return { coach, client, program, beginner, advanced, member: member! };
}

const sessionsToday = async (auth: Auth) =>
  (
    (
      await callEndpoint(api, endpoints.clientCalendar, auth, {
        query: { from: today(), to: today(), time_zone: ZONE },
      })
    ).json() as ClientCalendar
  ).sessions.map(({ session }) => session.title);

test('a client follows the first active track until the coach puts them on another, and back when it is archived', async () => {
  const { coach, client, program, beginner, advanced, member } = await programWithTwoTracks();
  expect(member.track_id).toBeNull();
  expect(await sessionsToday(client.auth)).toEqual(['Easy day']);

  const moved = await setTrack(coach.auth, program.id, member.id, advanced.id);
  expect([moved.statusCode, moved.json()]).toEqual([200, { track_id: advanced.id }]);
  expect(await sessionsToday(client.auth)).toEqual(['Hard day']);
  const [listed] = (
    await callEndpoint(api, endpoints.programClients, coach.auth, {
      params: { plan_id: program.id },
      query: { list: 'active' },
    })
  ).json() as ProgramClient[];
  expect(listed!.track_id).toBe(advanced.id);

  // Archiving the track a client follows brings them back to the first active one, never to nothing.
  await saveTrack(coach.auth, program.id, advanced.id, {
    ...trackWith('Advanced', 'Hard day'),
    archived: true,
  });
  expect(await sessionsToday(client.auth)).toEqual(['Easy day']);
  const archivedChoice = await setTrack(coach.auth, program.id, member.id, advanced.id);
  expect(archivedChoice.statusCode).toBe(422);
  expect(archivedChoice.json().errors.track_id).toEqual([messages.training.trackNotFollowable]);

  expect((await setTrack(coach.auth, program.id, member.id, null)).statusCode).toBe(200);
  expect((await setTrack(coach.auth, program.id, member.id, beginner.id)).statusCode).toBe(200);
});

test("a client's track is refused for another program's track, another account, and bad input", async () => {
  const { coach, program, member } = await programWithTwoTracks();
  const other = await createProgram(api, coach.auth, 'membership', 'Other');
  const otherTrack = (
    await createTrack(coach.auth, other.id, trackWith('Other', 'Elsewhere'))
  ).json() as ScheduleTrack;
  expect((await setTrack(coach.auth, program.id, member.id, otherTrack.id)).statusCode).toBe(422);
  // The client is not a client of the other program.
  expect((await setTrack(coach.auth, other.id, member.id, otherTrack.id)).statusCode).toBe(404);

  const stranger = await signedUp(api, { role: 'coach' });
  expect((await setTrack(stranger.auth, program.id, member.id, null)).statusCode).toBe(404);

  for (const bad of ['advanced', -3, 1.5, {}])
    expect((await setTrack(coach.auth, program.id, member.id, bad)).statusCode).toBe(422);
});

test('on FREE the oldest track stays editable, extra tracks are readable and may only be archived as they are', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await createProgram(api, coach.auth, 'one_many', 'Downgraded');
  const first = (
    await createTrack(coach.auth, program.id, trackWith('First', 'One'))
  ).json() as ScheduleTrack;
  const second = (
    await createTrack(coach.auth, program.id, trackWith('Second', 'Two'))
  ).json() as ScheduleTrack;
  await onFreePlan(api, coach.auth);

  expect(
    (await saveTrack(coach.auth, program.id, first.id, trackWith('First', 'One, changed'))).statusCode,
  ).toBe(200);
  const changed = await saveTrack(coach.auth, program.id, second.id, trackWith('Second', 'Two, changed'));
  expect([changed.statusCode, changed.json().error]).toEqual([422, messages.training.tracksNeedProfessional]);
  const archived = await saveTrack(coach.auth, program.id, second.id, {
    ...trackWith('Second', 'Two'),
    archived: true,
  });
  expect(archived.statusCode).toBe(200);
  const restored = await saveTrack(coach.auth, program.id, second.id, trackWith('Second', 'Two'));
  expect([restored.statusCode, restored.json().error]).toEqual([
    422,
    messages.training.tracksNeedProfessional,
  ]);
  const tracks = (
    await callEndpoint(api, endpoints.programTracks, coach.auth, { params: { plan_id: program.id } })
  ).json() as ScheduleTrack[];
  expect(tracks.map((track) => [track.title, track.archived])).toEqual([
    ['First', false],
    ['Second', true],
  ]);
});
