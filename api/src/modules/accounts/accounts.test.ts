import { apiPath, endpoints, messages, type AccountListEntry } from '@coachforge/contracts';
import { refreshCookieFrom, signUpBody, startTestApi, type TestApi } from '../../testing/test-api';
import { accountRepository } from './account-repository';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signUpCoach(overrides: Record<string, unknown> = {}) {
  const response = await api.call({
    method: 'POST',
    url: apiPath(endpoints.signUp),
    payload: signUpBody(api.config, { role: 'coach', ...overrides }),
  });
  const token: string = response.json().access_token;
  const me = (await api.call({ method: 'GET', url: apiPath(endpoints.me), headers: bearer(token) })).json();
  return { token, id: me.private.id as number, cookie: refreshCookieFrom(response)! };
}

async function businessOf(ownerId: number, name: string) {
  const id = await accountRepository.insertBusiness(api.db, {
    ownerId,
    kind: 'team',
    fullName: name,
    title: null,
  });
  await accountRepository.insertProfessionalSubscription(api.db, id, 10);
  return id;
}

const listAccounts = async (token: string): Promise<AccountListEntry[]> =>
  (await api.call({ method: 'GET', url: apiPath(endpoints.accounts), headers: bearer(token) })).json();

const switchTo = (token: string, id: unknown) =>
  api.call({ method: 'PUT', url: apiPath(endpoints.switchAccount), headers: bearer(token), payload: { id } });

test('a coach sees the private account first, then the businesses, with the current one flagged', async () => {
  const coach = await signUpCoach({ first_name: 'Riley', last_name: 'Fox' });
  const team = await businessOf(coach.id, 'Fox Running Team');
  const accounts = await listAccounts(coach.token);
  expect(accounts.map((a) => [a.full_name, a.account_kind, a.current_account])).toEqual([
    ['Riley Fox', 'private', true],
    ['Fox Running Team', 'team', false],
  ]);
  expect(accounts[1]).toMatchObject({
    id: team,
    invite_status: 'accepted',
    has_new_notifications: false,
    has_unread_chat_messages: false,
  });
  expect(accounts[1]!.subscriptions).toMatchObject({
    active: true,
    plan: { product_kind: 'professional_band_10' },
  });
});

test('switching gives a token for the business, and a reload (refresh) stays in it', async () => {
  const coach = await signUpCoach();
  const gym = await businessOf(coach.id, 'Iron Gym');
  const switched = await switchTo(coach.token, gym);
  expect(switched.statusCode).toBe(200);
  const me = await api.call({
    method: 'GET',
    url: apiPath(endpoints.me),
    headers: bearer(switched.json().access_token),
  });
  expect(me.json().current).toMatchObject({ id: gym, account_kind: 'team', full_name: 'Iron Gym' });
  expect(me.json().private.id).toBe(coach.id);

  const refreshed = await api.call({
    method: 'POST',
    url: apiPath(endpoints.refreshToken),
    headers: { cookie: coach.cookie },
  });
  const afterReload = await api.call({
    method: 'GET',
    url: apiPath(endpoints.me),
    headers: bearer(refreshed.json().access_token),
  });
  expect(afterReload.json().current.id).toBe(gym);
  expect((await listAccounts(refreshed.json().access_token)).find((a) => a.current_account)?.id).toBe(gym);

  const back = await switchTo(refreshed.json().access_token, coach.id);
  const mine = await api.call({
    method: 'GET',
    url: apiPath(endpoints.me),
    headers: bearer(back.json().access_token),
  });
  expect(mine.json().current.id).toBe(coach.id);
});

test("nobody switches into another coach's account, and the answer does not say it exists", async () => {
  const owner = await signUpCoach();
  const stranger = await signUpCoach();
  const theirs = await businessOf(owner.id, 'Private Club');
  const attempt = await switchTo(stranger.token, theirs);
  expect(attempt.statusCode).toBe(404);
  expect(attempt.json().error).toBe(messages.accounts.notAMember);
  expect((await switchTo(stranger.token, 999_999)).json()).toEqual(attempt.json());
  expect((await listAccounts(stranger.token)).map((a) => a.id)).toEqual([stranger.id]);
});

test('a switch body without a numeric id is refused with a field error', async () => {
  const coach = await signUpCoach();
  const response = await switchTo(coach.token, 'abc');
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.json().errors.id).toBeDefined();
});

test('GET subscribe answers the current account plan', async () => {
  const coach = await signUpCoach();
  const team = await businessOf(coach.id, 'Plan Team');
  const trial = await api.call({
    method: 'GET',
    url: apiPath(endpoints.subscribe),
    headers: bearer(coach.token),
  });
  expect(trial.json()).toMatchObject({ trial: true, active: true });
  const switched = await switchTo(coach.token, team);
  const pro = await api.call({
    method: 'GET',
    url: apiPath(endpoints.subscribe),
    headers: bearer(switched.json().access_token),
  });
  expect(pro.json()).toMatchObject({ trial: false, plan: { product_kind: 'professional_band_10' } });
});

test('accounts and switching need a signed-in identity', async () => {
  expect((await api.call({ method: 'GET', url: apiPath(endpoints.accounts) })).statusCode).toBe(401);
  expect(
    (await api.call({ method: 'PUT', url: apiPath(endpoints.switchAccount), payload: { id: 1 } })).statusCode,
  ).toBe(401);
});
