import { apiPath, endpoints, type Notification } from '@coachforge/contracts';
import { buildCallerWorld, type CallerWorld } from '../../testing/callers';
import { callEndpoint } from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
let world: CallerWorld;
beforeAll(async () => {
  api = await startTestApi({ adminToken: 'brand-invites-admin-token-0123456789' });
  world = await buildCallerWorld(api);
}, 60_000);
afterAll(() => api.close());

type Auth = Record<string, string>;

const invitesOf = async (auth: Auth) => {
  await api.app.jobs.runDue();
  const answer = await callEndpoint(api, endpoints.notifications, auth, { query: { tab: 'invites' } });
  return (answer.json() as { items: Notification[] }).items;
};

/** The team's owner invites a coach who already has an identity. */
async function invitedCoach() {
  const coach = await signedUp(api, { role: 'coach' });
  const invited = await api.call({
    method: 'POST',
    url: apiPath(endpoints.inviteCoach).replace(':account_id', String(world.teamId)),
    payload: { email: coach.email },
    headers: world.headers.owner,
  });
  expect(invited.statusCode).toBe(201);
  const [invite] = await invitesOf(coach.auth);
  expect(invite).toMatchObject({ notification_type: 'coach_brand_invite', invite: { status: 'pending' } });
  return { coach, invite: invite! };
}

const answer = (auth: Auth, id: number | string, accept: boolean) =>
  api.call({ method: 'PUT', url: `/api/invites/${id}/${accept ? 'accept' : 'reject'}`, headers: auth });

test('an invited coach accepts from the feed: they join and the owner hears of it', async () => {
  const { coach, invite } = await invitedCoach();
  // Nobody else answers it, and nobody else sees it.
  for (const caller of ['coach', 'otherAccount', 'owner', 'nonOwner'] as const) {
    expect((await answer(world.headers[caller], invite.invite!.id, true)).statusCode).toBe(404);
    expect((await invitesOf(world.headers[caller])).map((n) => n.id)).not.toContain(invite.id);
  }
  const accepted = await answer(coach.auth, invite.invite!.id, true);
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json()).toEqual({ status: 'accepted' });
  expect((await invitesOf(coach.auth))[0]!.invite).toEqual({ id: invite.invite!.id, status: 'accepted' });
  const accounts = await callEndpoint(api, endpoints.accounts, coach.auth);
  expect(accounts.json().map((a: { id: number }) => a.id)).toContain(world.teamId);
  expect((await invitesOf(world.headers.owner)).map((n) => n.notification_type)).toContain(
    'coach_brand_invite_accepted',
  );
  // Answered once: a second answer is refused without a change.
  expect((await answer(coach.auth, invite.invite!.id, false)).statusCode).toBe(409);
});

test('an invited coach declines: the invitation closes and the owner hears of it', async () => {
  const { coach, invite } = await invitedCoach();
  const declined = await answer(coach.auth, invite.invite!.id, false);
  expect(declined.json()).toEqual({ status: 'rejected' });
  expect((await invitesOf(coach.auth))[0]!.invite!.status).toBe('rejected');
  const ownerFeed = await invitesOf(world.headers.owner);
  expect(ownerFeed.map((n) => n.notification_type)).toContain('coach_brand_invite_declined');
  const coaches = await api.call({
    method: 'GET',
    url: `/api/business_accounts/${world.teamId}/coaches`,
    headers: world.headers.owner,
  });
  expect(coaches.json()).toContainEqual(expect.objectContaining({ email: coach.email, status: 'rejected' }));
  expect((await answer(coach.auth, invite.invite!.id, true)).statusCode).toBe(409);
});

test.each(['abc', '0', '-1', '1e3', '99999999999999999999'])(
  'answering invite %s is a JSON 404',
  async (id) => {
    const { coach } = await invitedCoach();
    const answered = await answer(coach.auth, id, true);
    expect(answered.statusCode).toBe(404);
    expect(answered.json()).toHaveProperty('error');
  },
);
