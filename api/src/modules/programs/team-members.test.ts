import { apiPath, endpoints, messages } from '@coachforge/contracts';
import { callEndpoint, createProgram } from '../../testing/programs';
import { linkInLatestMail, signedUp, startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

type Auth = Record<string, string>;
async function actingAs(auth: Auth, accountId: number): Promise<Auth> {
  const switched = await api.call({
    method: 'PUT',
    url: apiPath(endpoints.switchAccount),
    payload: { id: accountId },
    headers: auth,
  });
  return { authorization: `Bearer ${switched.json().access_token}` };
}

test("a team member who is not the owner edits programs and invites, but prices and the storefront are the owner's", async () => {
  const owner = await signedUp(api, { role: 'coach' });
  const team = (
    await api.call({
      method: 'POST',
      url: apiPath(endpoints.createBusinessAccount),
      payload: { kind: 'team', name: 'Harbour Barbell' },
      headers: owner.auth,
    })
  ).json() as { id: number };
  const memberEmail = `member.${Date.now()}@example.com`;
  await api.call({
    method: 'POST',
    url: apiPath(endpoints.inviteCoach).replace(':account_id', String(team.id)),
    payload: { email: memberEmail },
    headers: owner.auth,
  });
  const token = (await linkInLatestMail(api, memberEmail)).pathname.split('/').pop()!;
  const member = await signedUp(api, { role: 'coach', email: memberEmail });
  await api.call({
    method: 'POST',
    url: apiPath(endpoints.acceptInvitation).replace(':token', token),
    headers: member.auth,
  });
  const asOwner = await actingAs(owner.auth, team.id);
  const asMember = await actingAs(member.auth, team.id);
  await api.db.query(
    `INSERT INTO payment_provider_connections (account_id, provider, charges_enabled) VALUES ($1, 'simulated', true)`,
    [team.id],
  );

  const program = await createProgram(api, asMember, 'one_many', 'Team Conditioning');
  const edited = await callEndpoint(api, endpoints.updateProgramSettings, asMember, {
    params: { plan_id: program.id },
    payload: { welcome_message: 'Welcome to the team', trial_days: 7 },
  });
  expect(edited.json()).toMatchObject({ welcome_message: 'Welcome to the team', trial_days: 7 });

  const price = await callEndpoint(api, endpoints.addPriceOption, asMember, {
    params: { plan_id: program.id },
    payload: { amount: 3000, duration: 'monthly' },
  });
  expect(price.statusCode).toBe(403);
  expect(price.json().error).toBe(messages.prices.ownerOnly);
  const storefront = await callEndpoint(api, endpoints.updateProgramSettings, asMember, {
    params: { plan_id: program.id },
    payload: { storefront_visible: false },
  });
  expect(storefront.statusCode).toBe(403);

  const byOwner = await callEndpoint(api, endpoints.addPriceOption, asOwner, {
    params: { plan_id: program.id },
    payload: { amount: 3000, duration: 'monthly' },
  });
  expect(byOwner.statusCode).toBe(201);
  const seen = await callEndpoint(api, endpoints.getProgram, asMember, { params: { plan_id: program.id } });
  expect(seen.json().original_price).toEqual([
    expect.objectContaining({ amount: 3000, duration: 'monthly' }),
  ]);

  const mine = await callEndpoint(api, endpoints.listPrograms, member.auth);
  expect(mine.json().items).toEqual([]);
});
