import { apiPath, endpoints, messages } from '@coachforge/contracts';
import { createProgram } from '../../testing/programs';
import { linkInLatestMail, outboxOf, signedUp, startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ appUrl: 'http://platform.test', dailyInviteLimit: 3 });
});
afterAll(() => api.close());

const path = (template: string, params: Record<string, string | number>) =>
  template.replace(/:(\w+)/g, (_, name: string) => String(params[name]));

async function createTeam(auth: Record<string, string>, name = 'Iron Team') {
  const response = await api.call({
    method: 'POST',
    url: apiPath(endpoints.createBusinessAccount),
    payload: { kind: 'team', name },
    headers: auth,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

const inviteCoach = (auth: Record<string, string>, accountId: number, email: string) =>
  api.call({
    method: 'POST',
    url: path(apiPath(endpoints.inviteCoach), { account_id: accountId }),
    payload: { email },
    headers: auth,
  });

const tokenOf = (link: URL) => link.pathname.split('/').pop()!;

test('a coach creates a team and is its owner', async () => {
  const owner = await signedUp(api, { role: 'coach' });
  const team = await createTeam(owner.auth, 'Harbour Barbell');
  const list = await api.call({
    method: 'GET',
    url: apiPath(endpoints.businessAccounts),
    headers: owner.auth,
  });
  expect(list.json()).toEqual([
    {
      id: team.id,
      account_kind: 'team',
      full_name: 'Harbour Barbell',
      account_role: 'owner',
      invite_status: 'accepted',
    },
  ]);
});

test.each([
  [{ kind: 'private', name: 'Mine' }, 'kind', messages.validation.accountTypeInvalid],
  [{ kind: 'gym', name: '' }, 'name', messages.validation.accountNameRequired],
  [{ kind: 'brand', name: 'A/B' }, 'name', messages.validation.nameForbiddenCharacters],
])('a business account %j is refused', async (payload, field, message) => {
  const owner = await signedUp(api, { role: 'coach' });
  const response = await api.call({
    method: 'POST',
    url: apiPath(endpoints.createBusinessAccount),
    payload,
    headers: owner.auth,
  });
  expect(response.statusCode).toBe(422);
  expect(response.json().errors[field]).toContain(message);
});

test('a client cannot create a business account', async () => {
  const client = await signedUp(api, { role: 'user' });
  const response = await api.call({
    method: 'POST',
    url: apiPath(endpoints.createBusinessAccount),
    payload: { kind: 'team', name: 'X' },
    headers: client.auth,
  });
  expect(response.statusCode).toBe(403);
});

test('an invited coach receives a link, signs up with that email and accepts into the team', async () => {
  const owner = await signedUp(api, { role: 'coach' });
  const team = await createTeam(owner.auth);
  const email = `coach.${Date.now()}@example.com`;
  expect((await inviteCoach(owner.auth, team.id, email)).statusCode).toBe(201);
  const [mail] = await outboxOf(api, email);
  expect(mail!.subject).toBe('Jamie Rivers invited you to coach with Iron Team');
  const link = await linkInLatestMail(api, email);
  expect(link.pathname).toMatch(/^\/onboarding\/accept-invitation\//);
  const token = tokenOf(link);

  const shown = await api.call({ method: 'GET', url: path(apiPath(endpoints.invitation), { token }) });
  expect(shown.json()).toMatchObject({
    kind: 'coach',
    email,
    account_name: 'Iron Team',
    registered_role: null,
  });

  const stranger = await signedUp(api, { role: 'coach' });
  const refused = await api.call({
    method: 'POST',
    url: path(apiPath(endpoints.acceptInvitation), { token }),
    headers: stranger.auth,
  });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().error).toBe(messages.invitations.wrongEmail);

  const invitee = await signedUp(api, { role: 'coach', email });
  const accepted = await api.call({
    method: 'POST',
    url: path(apiPath(endpoints.acceptInvitation), { token }),
    headers: invitee.auth,
  });
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json().status).toBe('accepted');
  const mine = await api.call({
    method: 'GET',
    url: apiPath(endpoints.myInvitations),
    headers: invitee.auth,
  });
  expect(mine.json().accounts).toEqual([
    {
      id: team.id,
      account_kind: 'team',
      full_name: 'Iron Team',
      account_role: 'coach',
      invite_status: 'accepted',
    },
  ]);
  const again = await api.call({
    method: 'POST',
    url: path(apiPath(endpoints.acceptInvitation), { token }),
    headers: invitee.auth,
  });
  expect(again.statusCode).toBe(404);
  expect((await inviteCoach(owner.auth, team.id, email)).json().error).toBe(
    messages.invitations.alreadyMember,
  );
});

test('only the owner invites, and the daily invite limit stops the fourth invitation of the day', async () => {
  const owner = await signedUp(api, { role: 'coach' });
  const team = await createTeam(owner.auth);
  const outsider = await signedUp(api, { role: 'coach' });
  expect((await inviteCoach(outsider.auth, team.id, 'x@example.com')).statusCode).toBe(404);
  for (const n of [1, 2, 3])
    expect((await inviteCoach(owner.auth, team.id, `c${n}@example.com`)).statusCode).toBe(201);
  const fourth = await inviteCoach(owner.auth, team.id, 'c4@example.com');
  expect(fourth.statusCode).toBe(429);
  expect(fourth.json().error).toBe(messages.limits.dailyInvites);
  await api.db.query(
    `UPDATE invitations SET created_at = created_at - interval '1 day' WHERE account_id = $1`,
    [team.id],
  );
  expect((await inviteCoach(owner.auth, team.id, 'c4@example.com')).statusCode).toBe(201);
});

test('the daily invite limit counts every account of the identity: a second team does not double it', async () => {
  const owner = await signedUp(api, { role: 'coach' });
  const first = await createTeam(owner.auth, 'North Team');
  const second = await createTeam(owner.auth, 'South Team');
  for (const n of [1, 2])
    expect((await inviteCoach(owner.auth, first.id, `north${n}@example.com`)).statusCode).toBe(201);
  expect((await inviteCoach(owner.auth, second.id, 'south1@example.com')).statusCode).toBe(201);
  const fourth = await inviteCoach(owner.auth, second.id, 'south2@example.com');
  expect(fourth.statusCode).toBe(429);
  expect(fourth.json().error).toBe(messages.limits.dailyInvites);
  // Another identity's day is its own.
  const other = await signedUp(api, { role: 'coach' });
  const theirs = await createTeam(other.auth, 'West Team');
  expect((await inviteCoach(other.auth, theirs.id, 'west1@example.com')).statusCode).toBe(201);
});

test('an expired invitation link is not valid', async () => {
  const owner = await signedUp(api, { role: 'coach' });
  const team = await createTeam(owner.auth);
  await inviteCoach(owner.auth, team.id, 'late@example.com');
  const token = tokenOf(await linkInLatestMail(api, 'late@example.com'));
  await api.db.query(
    `UPDATE invitations SET expires_at = now() - interval '1 second' WHERE email = 'late@example.com'`,
  );
  const response = await api.call({ method: 'GET', url: path(apiPath(endpoints.invitation), { token }) });
  expect(response.statusCode).toBe(404);
  expect(response.json().error).toBe(messages.invitations.notFound);
  expect((await api.call({ method: 'GET', url: '/api/invitations/short' })).statusCode).toBe(404);
});

describe('athlete invitations to a program', () => {
  test('a new client signs up from the link and lands in the program invites as accepted', async () => {
    const coach = await signedUp(api, { role: 'coach' });
    const program = await createProgram(api, coach.auth);
    const email = `athlete.${Date.now()}@example.com`;
    const invited = await api.call({
      method: 'POST',
      url: apiPath(endpoints.inviteAthlete),
      payload: { email, program_id: program.id },
      headers: coach.auth,
    });
    expect(invited.statusCode).toBe(201);
    const link = await linkInLatestMail(api, email);
    expect(link.pathname).toMatch(/^\/onboarding\/athlete-invitation\//);
    const client = await signedUp(api, { role: 'user', email });
    const accepted = await api.call({
      method: 'POST',
      url: path(apiPath(endpoints.acceptInvitation), { token: tokenOf(link) }),
      headers: client.auth,
    });
    expect(accepted.json()).toMatchObject({ kind: 'athlete', program_id: program.id, status: 'accepted' });
    const invites = await api.call({
      method: 'GET',
      url: `${apiPath(endpoints.programInvitations)}?program_id=${program.id}`,
      headers: coach.auth,
    });
    expect(invites.json()).toEqual([
      expect.objectContaining({ email, status: 'accepted', registered_role: 'user' }),
    ]);
    const otherCoach = await signedUp(api, { role: 'coach' });
    const hidden = await api.call({
      method: 'GET',
      url: `${apiPath(endpoints.programInvitations)}?program_id=${program.id}`,
      headers: otherCoach.auth,
    });
    expect(hidden.json()).toEqual([]);
  });

  test('an email registered as a coach is kept out of programs with a clear message', async () => {
    const coach = await signedUp(api, { role: 'coach' });
    const program = await createProgram(api, coach.auth);
    const otherCoach = await signedUp(api, { role: 'coach' });
    const response = await api.call({
      method: 'POST',
      url: apiPath(endpoints.inviteAthlete),
      payload: { email: otherCoach.email, program_id: program.id },
      headers: coach.auth,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual([messages.account.coachEmailInProgram]);
  });

  test('a program of another account is refused with a JSON 404, and nothing is mailed', async () => {
    const owner = await signedUp(api, { role: 'coach' });
    const program = await createProgram(api, owner.auth);
    const stranger = await signedUp(api, { role: 'coach' });
    const email = `lured.${Date.now()}@example.com`;
    const response = await api.call({
      method: 'POST',
      url: apiPath(endpoints.inviteAthlete),
      payload: { email, program_id: program.id },
      headers: stranger.auth,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(messages.programs.notFound);
    expect(await outboxOf(api, email)).toEqual([]);
    const missing = await api.call({
      method: 'POST',
      url: apiPath(endpoints.inviteAthlete),
      payload: { email, program_id: 987654321 },
      headers: owner.auth,
    });
    expect(missing.statusCode).toBe(404);
  });

  test('a program id is required', async () => {
    const coach = await signedUp(api, { role: 'coach' });
    const response = await api.call({
      method: 'POST',
      url: apiPath(endpoints.inviteAthlete),
      payload: { email: 'a@b.co' },
      headers: coach.auth,
    });
    expect(response.json().errors.program_id).toEqual([messages.validation.programRequired]);
  });
});
