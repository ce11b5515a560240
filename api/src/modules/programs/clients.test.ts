import { apiPath, endpoints, messages, type ProgramClient } from '@coachforge/contracts';
import { callEndpoint, connectPayments, createProgram, onFreePlan } from '../../testing/programs';
import { linkInLatestMail, outboxOf, signedUp, startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    appUrl: 'http://platform.test',
    dailyInviteLimit: 100,
    unconfirmedDailyInviteLimit: 100,
  });
});
afterAll(() => api.close());

type Auth = Record<string, string>;
const clientsOf = async (auth: Auth, planId: number, list: string) =>
  (
    await callEndpoint(api, endpoints.programClients, auth, { params: { plan_id: planId }, query: { list } })
  ).json() as ProgramClient[];
const invite = (auth: Auth, planId: number, emails: string[]) =>
  callEndpoint(api, endpoints.inviteClients, auth, { params: { plan_id: planId }, payload: { emails } });
const tokenIn = async (email: string) => (await linkInLatestMail(api, email)).pathname.split('/').pop()!;
const accept = (auth: Auth, token: string) =>
  api.call({
    method: 'POST',
    url: apiPath(endpoints.acceptInvitation).replace(':token', token),
    headers: auth,
  });
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

async function freeProgram(auth: Auth, type: 'membership' | 'fixed' = 'membership') {
  const program = await createProgram(api, auth, type);
  await callEndpoint(api, endpoints.updateProgramSettings, auth, {
    params: { plan_id: program.id },
    payload: { plan_pricing: 'free' },
  });
  return program;
}

test('a client added by hand is pending, moves to invited with a mail, and to active when they join', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await freeProgram(coach.auth);
  const email = `kim.${unique()}@example.com`;
  const added = await callEndpoint(api, endpoints.addPendingClient, coach.auth, {
    params: { plan_id: program.id },
    payload: { email, full_name: 'Kim Lee' },
  });
  expect(added.statusCode).toBe(201);
  expect(added.json()).toMatchObject({
    full_name: 'Kim Lee',
    status: 'pending',
    membership: { state: 'pending' },
  });
  expect(await outboxOf(api, email)).toEqual([]);

  expect((await invite(coach.auth, program.id, [email])).statusCode).toBe(201);
  const [mail] = await outboxOf(api, email);
  expect(mail!.subject).toBe('Jamie Rivers invited you to a program');
  expect((await clientsOf(coach.auth, program.id, 'pending')).map((c) => [c.email, c.status])).toEqual([
    [email, 'invited'],
  ]);

  const token = await tokenIn(email);
  const client = await signedUp(api, { role: 'user', email });
  expect((await accept(client.auth, token)).statusCode).toBe(200);
  expect(await clientsOf(coach.auth, program.id, 'pending')).toEqual([]);
  const [active] = await clientsOf(coach.auth, program.id, 'active');
  expect(active).toMatchObject({
    email,
    status: 'active',
    invited_email: null,
    membership: { state: 'active' },
  });
  const checklist = await api.call({ method: 'GET', url: apiPath(endpoints.checklist), headers: coach.auth });
  expect(checklist.json().completed).toContain('first_client');
});

test('an invitation link is a single-use secret: joined with another address, the coach sees both', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await freeProgram(coach.auth);
  const invited = `work.${unique()}@example.com`;
  await invite(coach.auth, program.id, [invited]);
  const token = await tokenIn(invited);
  const client = await signedUp(api, { role: 'user' });
  const joined = await accept(client.auth, token);
  expect(joined.statusCode).toBe(200);
  expect(joined.json().accepted_email).toBe(client.email);
  const [row] = await clientsOf(coach.auth, program.id, 'active');
  expect(row).toMatchObject({ email: client.email, invited_email: invited });
  expect(messages.clients.invitedAs(row!.invited_email!, row!.email)).toBe(
    `Invited as ${invited}, joined as ${client.email}`,
  );
  const again = await accept((await signedUp(api, { role: 'user' })).auth, token);
  expect(again.statusCode).toBe(404);
});

test('invites go 20 at a time at most, and an address of a coach is refused before anything is mailed', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await freeProgram(coach.auth);
  const many = Array.from({ length: 21 }, (_, n) => `bulk${n}.${unique()}@example.com`);
  const refused = await invite(coach.auth, program.id, many);
  expect(refused.statusCode).toBe(422);
  expect(refused.json().errors.emails).toEqual([messages.clients.invitesMax(20)]);
  expect((await invite(coach.auth, program.id, many.slice(0, 20))).json()).toHaveLength(20);

  const otherCoach = await signedUp(api, { role: 'coach' });
  const fresh = `fresh.${unique()}@example.com`;
  const mixed = await invite(coach.auth, program.id, [fresh, otherCoach.email]);
  expect(mixed.statusCode).toBe(422);
  expect(mixed.json().errors['emails[1]']).toEqual([messages.account.coachEmailInProgram]);
  expect(await outboxOf(api, fresh)).toEqual([]);
  const junk = await invite(coach.auth, program.id, ['not-an-email']);
  expect(junk.json().errors['emails[0]']).toEqual([messages.validation.emailInvalid]);
});

test('FREE: the sixth subscriber is refused with the plan message; Fixed Length buyers do not count', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  await connectPayments(api, coach.auth);
  await onFreePlan(api, coach.auth);
  const program = await freeProgram(coach.auth);
  for (let n = 0; n < 5; n += 1) {
    const email = `member${n}.${unique()}@example.com`;
    await invite(coach.auth, program.id, [email]);
    const token = await tokenIn(email);
    expect((await accept((await signedUp(api, { role: 'user', email })).auth, token)).statusCode).toBe(200);
  }
  const blocked = await invite(coach.auth, program.id, [`sixth.${unique()}@example.com`]);
  expect(blocked.statusCode).toBe(403);
  expect(blocked.json().error).toBe(messages.planLimits.freeClients(5));

  const fixed = await freeProgram(coach.auth, 'fixed');
  const buyer = `buyer.${unique()}@example.com`;
  expect((await invite(coach.auth, fixed.id, [buyer])).statusCode).toBe(201);
  const buyerToken = await tokenIn(buyer);
  const joined = await accept((await signedUp(api, { role: 'user', email: buyer })).auth, buyerToken);
  expect(joined.statusCode).toBe(200);
  const [row] = await clientsOf(coach.auth, fixed.id, 'active');
  expect(row).toMatchObject({ state_for_athlete: 'empty', plan_type: 'fixed' });
});

test('a client proves another address by mail and only then sees which coaches invited it', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await freeProgram(coach.auth);
  const other = `old.${unique()}@example.com`;
  await invite(coach.auth, program.id, [other]);
  const client = await signedUp(api, { role: 'user' });

  const asked = await callEndpoint(api, endpoints.requestOtherEmailConfirmation, client.auth, {
    payload: { email: other },
  });
  expect(asked.statusCode).toBe(201);
  const link = await linkInLatestMail(api, other);
  expect(link.pathname).toBe('/user/settings/emails');
  const token = link.searchParams.get('other_email_token')!;

  const stranger = await signedUp(api, { role: 'user' });
  const wrongPerson = await callEndpoint(api, endpoints.confirmOtherEmail, stranger.auth, {
    payload: { token },
  });
  expect(wrongPerson.statusCode).toBe(422);
  expect(wrongPerson.json().errors.token).toEqual([messages.clients.confirmationInvalid]);

  const confirmed = await callEndpoint(api, endpoints.confirmOtherEmail, client.auth, { payload: { token } });
  expect(confirmed.json()).toEqual({
    email: other,
    invitations: [
      { id: expect.any(Number), coach: 'Jamie Rivers', program_id: program.id, program_title: program.title },
    ],
  });
  const invitationId = confirmed.json().invitations[0].id as number;
  const notTheirs = await callEndpoint(api, endpoints.acceptInvitationAtConfirmedAddress, stranger.auth, {
    params: { id: invitationId },
  });
  expect(notTheirs.statusCode).toBe(404);
  const joined = await callEndpoint(api, endpoints.acceptInvitationAtConfirmedAddress, client.auth, {
    params: { id: invitationId },
  });
  expect(joined.json()).toMatchObject({ status: 'accepted', accepted_email: client.email });
  expect((await clientsOf(coach.auth, program.id, 'active'))[0]).toMatchObject({
    email: client.email,
    invited_email: other,
  });
  const reused = await callEndpoint(api, endpoints.confirmOtherEmail, client.auth, { payload: { token } });
  expect(reused.statusCode).toBe(422);
  const own = await callEndpoint(api, endpoints.requestOtherEmailConfirmation, client.auth, {
    payload: { email: client.email },
  });
  expect(own.json().errors.email).toEqual([messages.clients.ownEmail]);
});

test("a coach never sees another account's clients or invites, nor invites to its program", async () => {
  const owner = await signedUp(api, { role: 'coach' });
  const program = await freeProgram(owner.auth);
  const email = `mine.${unique()}@example.com`;
  await callEndpoint(api, endpoints.addPendingClient, owner.auth, {
    params: { plan_id: program.id },
    payload: { email, full_name: 'Sam Client' },
  });
  await invite(owner.auth, program.id, [`invitee.${unique()}@example.com`]);
  const stranger = await signedUp(api, { role: 'coach' });

  const clients = await callEndpoint(api, endpoints.programClients, stranger.auth, {
    params: { plan_id: program.id },
  });
  expect(clients.statusCode).toBe(404);
  expect(
    (await callEndpoint(api, endpoints.accountClients, stranger.auth, { query: { list: 'pending' } })).json(),
  ).toEqual([]);
  const invites = await api.call({
    method: 'GET',
    url: apiPath(endpoints.programInvitations),
    query: { program_id: String(program.id) },
    headers: stranger.auth,
  });
  expect(invites.json()).toEqual([]);
  const lured = `lured.${unique()}@example.com`;
  expect((await invite(stranger.auth, program.id, [lured])).statusCode).toBe(404);
  expect(await outboxOf(api, lured)).toEqual([]);
  const added = await callEndpoint(api, endpoints.addPendingClient, stranger.auth, {
    params: { plan_id: program.id },
    payload: { email: lured, full_name: 'Lured' },
  });
  expect(added.statusCode).toBe(404);
  expect((await clientsOf(owner.auth, program.id, 'pending')).length).toBe(2);
});

test('a coach removes a joined client from the program and restores them; the client sees it on the program page', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await freeProgram(coach.auth);
  expect(
    (await callEndpoint(api, endpoints.publishProgram, coach.auth, { params: { plan_id: program.id } }))
      .statusCode,
  ).toBe(200);
  const email = `sam.${unique()}@example.com`;
  await invite(coach.auth, program.id, [email]);
  const token = await tokenIn(email);
  const client = await signedUp(api, { role: 'user', email });
  await accept(client.auth, token);
  const [joined] = await clientsOf(coach.auth, program.id, 'active');
  const block = (auth: Auth, clientId: number, planId = program.id) =>
    callEndpoint(api, endpoints.blockClient, auth, { params: { plan_id: planId, client_id: clientId } });
  const pageFor = async (auth: Auth) =>
    (await callEndpoint(api, endpoints.getPublicPlan, auth, { params: { plan_id: program.id } })).json() as {
      is_blocked: boolean;
      allowed_to_buy: boolean;
    };
  expect(await pageFor(client.auth)).toMatchObject({ is_blocked: false, allowed_to_buy: true });

  const blocked = await block(coach.auth, joined!.id);
  expect(blocked.statusCode).toBe(200);
  expect(blocked.json()).toMatchObject({ id: joined!.id, is_blocked: true });
  expect((await clientsOf(coach.auth, program.id, 'active'))[0]!.is_blocked).toBe(true);
  expect(await pageFor(client.auth)).toMatchObject({ is_blocked: true, allowed_to_buy: false });

  const restored = await callEndpoint(api, endpoints.unblockClient, coach.auth, {
    params: { plan_id: program.id, client_id: joined!.id },
  });
  expect(restored.json()).toMatchObject({ is_blocked: false });
  expect(await pageFor(client.auth)).toMatchObject({ is_blocked: false, allowed_to_buy: true });

  // Someone who has not joined has nothing to be removed from.
  const pending = await callEndpoint(api, endpoints.addPendingClient, coach.auth, {
    params: { plan_id: program.id },
    payload: { email: `later.${unique()}@example.com`, full_name: 'Later' },
  });
  const refused = await block(coach.auth, (pending.json() as ProgramClient).id);
  expect(refused.statusCode).toBe(422);
  expect(refused.json().error).toBe(messages.clients.notJoined);

  // Another account's coach, or the client's id under another program, finds no such client.
  const stranger = await signedUp(api, { role: 'coach' });
  expect((await block(stranger.auth, joined!.id)).statusCode).toBe(404);
  const otherProgram = await freeProgram(coach.auth);
  expect((await block(coach.auth, joined!.id, otherProgram.id)).statusCode).toBe(404);
  expect((await clientsOf(coach.auth, program.id, 'active'))[0]!.is_blocked).toBe(false);
});

test('a client finds open invitations to their confirmed address under my programs › invites, and joins there', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await freeProgram(coach.auth);
  const email = `invitee.${unique()}@example.com`;
  await invite(coach.auth, program.id, [email]);
  const client = await signedUp(api, { role: 'user', email });
  const invites = () => callEndpoint(api, endpoints.myProgramInvites, client.auth);

  // Anyone can type an address at sign-up: until it is confirmed, its invitations stay hidden.
  expect((await invites()).json()).toEqual({ email_confirmed: false, invites: [] });
  const [invitation] = (await api.db.query<{ id: number }>(
    'SELECT id::int FROM invitations WHERE email = $1',
    [email],
  )) as [{ id: number }];
  const early = await callEndpoint(api, endpoints.acceptInvitationAtConfirmedAddress, client.auth, {
    params: { id: invitation.id },
  });
  expect(early.statusCode).toBe(404);

  const token = (await linkInLatestMail(api, email)).searchParams.get('confirmation_token')!;
  expect(
    (await callEndpoint(api, endpoints.confirmEmail, {}, { payload: { confirmation_token: token } }))
      .statusCode,
  ).toBe(200);
  expect((await invites()).json()).toEqual({
    email_confirmed: true,
    invites: [
      {
        invitation_id: invitation.id,
        email,
        invited_by: 'Jamie Rivers',
        expires_at: expect.any(String),
        program: expect.objectContaining({
          id: program.id,
          title: program.title,
          owner_name: 'Jamie Rivers',
        }),
      },
    ],
  });
  const stranger = await signedUp(api, { role: 'user' });
  expect((await callEndpoint(api, endpoints.myProgramInvites, stranger.auth)).json().invites).toEqual([]);

  const joined = await callEndpoint(api, endpoints.acceptInvitationAtConfirmedAddress, client.auth, {
    params: { id: invitation.id },
  });
  expect(joined.json()).toMatchObject({ status: 'accepted' });
  expect((await invites()).json().invites).toEqual([]);
  expect((await clientsOf(coach.auth, program.id, 'active'))[0]).toMatchObject({ email });
});
