import { Writable } from 'node:stream';
import { apiPath, endpoints, messages, meSchema } from '@coachforge/contracts';
import { signUpBody, startTestApi, webClient, type TestApi } from '../../testing/test-api';

const DAY_MS = 24 * 3600 * 1000;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const signUp = (overrides: Record<string, unknown> = {}) =>
  api.call({ method: 'POST', url: apiPath(endpoints.signUp), payload: signUpBody(api.config, overrides) });

const me = (token: string) =>
  api.call({ method: 'GET', url: apiPath(endpoints.me), headers: { authorization: `Bearer ${token}` } });

test('a coach signs up, is signed in, and users/me shows a private coach account on a 30-day trial', async () => {
  const response = await signUp({
    role: 'coach',
    first_name: 'Dana',
    last_name: 'Lee',
    email: 'Dana.Lee@Example.com',
  });
  expect(response.statusCode).toBe(201);
  const answer = await me(response.json().access_token);
  expect(answer.statusCode).toBe(200);
  const body = meSchema.validateSync(answer.json(), { strict: true });
  expect(body.current).toMatchObject({
    role: 'coach',
    account_kind: 'private',
    full_name: 'Dana Lee',
    email: 'dana.lee@example.com',
    is_account_owner: true,
  });
  expect(body.current.id).toBe(body.private.id);
  expect(body.current.subscription).toMatchObject({ trial: true, active: true, state: 'trialing' });
  const trialDays =
    (Date.parse(body.current.subscription!.trial_end_date!) - api.clock.now().getTime()) / DAY_MS;
  expect(Math.round(trialDays)).toBe(30);
  expect(body.theme.web_theme.primary_color).toBe('#389840');
});

describe('the trial ends 30 days to the moment after sign-up, whatever the time of day', () => {
  let at: Date;
  let clocked: TestApi;
  beforeAll(async () => {
    clocked = await startTestApi({}, { clock: { now: () => at } });
  });
  afterAll(() => clocked.close());

  test.each([
    ['just before midnight UTC', '2026-03-14T23:59:30.000Z', '2026-04-13T23:59:30.000Z'],
    ['just after midnight UTC', '2026-03-15T00:00:30.000Z', '2026-04-14T00:00:30.000Z'],
    ['in the afternoon UTC', '2026-03-15T15:45:00.000Z', '2026-04-14T15:45:00.000Z'],
    ['late on the last day of a month', '2026-01-31T23:00:00.000Z', '2026-03-02T23:00:00.000Z'],
  ])('a coach signing up %s', async (_when, signUpAt, trialEnd) => {
    at = new Date(signUpAt);
    const response = await clocked.call({
      method: 'POST',
      url: apiPath(endpoints.signUp),
      payload: signUpBody(clocked.config, { role: 'coach' }),
    });
    const answer = await clocked.call({
      method: 'GET',
      url: apiPath(endpoints.me),
      headers: { authorization: `Bearer ${response.json().access_token}` },
    });
    const subscription = answer.json().current.subscription;
    expect(subscription).toMatchObject({ trial: true, trial_end_date: trialEnd });
    expect((Date.parse(subscription.trial_end_date) - at.getTime()) / DAY_MS).toBe(30);
  });

  test('one second after its end the trial is over', async () => {
    at = new Date('2026-06-01T10:00:00.000Z');
    const response = await clocked.call({
      method: 'POST',
      url: apiPath(endpoints.signUp),
      payload: signUpBody(clocked.config, { role: 'coach' }),
    });
    const auth = { authorization: `Bearer ${response.json().access_token}` };
    at = new Date('2026-07-01T09:59:59.000Z');
    const before = await clocked.call({ method: 'GET', url: apiPath(endpoints.me), headers: auth });
    expect(before.json().current.subscription.trial).toBe(true);
    at = new Date('2026-07-01T10:00:01.000Z');
    const after = await clocked.call({ method: 'GET', url: apiPath(endpoints.me), headers: auth });
    expect(after.json().current.subscription.trial).toBe(false);
  });
});

test('a client signs up with no platform subscription', async () => {
  const response = await signUp({ role: 'user' });
  const body = (await me(response.json().access_token)).json();
  expect(body.current.role).toBe('user');
  expect(body.current.subscription).toBeNull();
});

test('an email registered already is refused with a field message, whatever its case', async () => {
  await signUp({ email: 'taken@example.com' });
  const again = await signUp({ email: 'TAKEN@example.com' });
  expect(again.statusCode).toBe(422);
  expect(again.json().errors.email).toEqual([messages.auth.emailTaken]);
});

test.each([
  ['a missing first name', { first_name: '' }, 'first_name', messages.validation.firstNameRequired],
  [
    'a name with a forbidden character',
    { last_name: 'Smith@home' },
    'last_name',
    messages.validation.nameForbiddenCharacters,
  ],
  [
    'a name of 50 characters',
    { first_name: 'a'.repeat(50) },
    'first_name',
    messages.validation.nameTooLong(50),
  ],
  ['an invalid email', { email: 'not-an-email' }, 'email', messages.validation.emailInvalid],
  [
    'a short password',
    { password: 'abc', password_confirmation: 'abc' },
    'password',
    messages.validation.passwordMin(6),
  ],
  [
    'different passwords',
    { password_confirmation: 'something-else' },
    'password_confirmation',
    messages.validation.passwordsIdentical,
  ],
  ['terms not accepted', { terms: false }, 'terms', messages.validation.termsRequired],
  ['an unknown role', { role: 'admin' }, 'role', messages.validation.roleInvalid],
  [
    'an overlong password',
    { password: 'x'.repeat(5000), password_confirmation: 'x'.repeat(5000) },
    'password',
    messages.validation.tooLong(128),
  ],
  ['a number for a name', { first_name: 12 }, 'first_name', messages.validation.wrongType('text')],
  ['an object for an email', { email: { $ne: '' } }, 'email', messages.validation.wrongType('text')],
])('sign-up with %s is a 422 with the field message', async (_case, overrides, field, message) => {
  const response = await signUp(overrides);
  expect(response.statusCode).toBe(422);
  const body = response.json();
  expect(body.error).toBe(messages.api.invalidRequest);
  expect(body.errors[field]).toContain(message);
});

describe('hostile and malformed requests get a 4xx JSON error, never a 500', () => {
  test('malformed JSON', async () => {
    const response = await api.call({
      method: 'POST',
      url: apiPath(endpoints.signIn),
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: messages.api.malformedBody });
  });

  test('a missing API-Version header', async () => {
    const response = await api.app.inject({ method: 'GET', url: apiPath(endpoints.themes) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: messages.api.versionRequired });
  });

  test('a body that is not an object', async () => {
    const response = await api.call({ method: 'POST', url: apiPath(endpoints.signIn), payload: [1, 2] });
    expect(response.statusCode).toBe(422);
  });

  test('a body over the size limit', async () => {
    const response = await api.call({
      method: 'POST',
      url: apiPath(endpoints.signUp),
      payload: { first_name: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(messages.api.bodyTooLarge);
  });

  test('an unknown path', async () => {
    const response = await api.call({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found' });
  });

  test('a made-up bearer token', async () => {
    expect((await me('made-up-token-made-up-token-made-up')).statusCode).toBe(401);
    const garbage = await api.call({
      method: 'GET',
      url: apiPath(endpoints.me),
      headers: { authorization: "Bearer ' OR 1=1 --" },
    });
    expect(garbage.statusCode).toBe(401);
  });

  test('sign-in with wrong types', async () => {
    const response = await api.call({
      method: 'POST',
      url: apiPath(endpoints.signIn),
      payload: { email: { $ne: '' }, password: ['x'], ...webClient(api.config) },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });
});

test('passwords and tokens never reach the logs', async () => {
  let logged = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  const logging = await startTestApi({}, { logger: { level: 'trace', stream: sink } });
  try {
    const body = signUpBody(logging.config, {
      password: 'very-secret-pass',
      password_confirmation: 'very-secret-pass',
    });
    const signUpResponse = await logging.call({
      method: 'POST',
      url: apiPath(endpoints.signUp),
      payload: body,
    });
    const token = signUpResponse.json().access_token;
    const cookie = String(signUpResponse.headers['set-cookie']).split(';')[0]!;
    await logging.call({
      method: 'GET',
      url: apiPath(endpoints.me),
      headers: { authorization: `Bearer ${token}` },
    });
    await logging.call({ method: 'POST', url: apiPath(endpoints.refreshToken), headers: { cookie } });
    expect(logged.length).toBeGreaterThan(0);
    expect(logged).not.toContain('very-secret-pass');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(cookie.split('=')[1]);
  } finally {
    await logging.close();
  }
});

test('themes answers the platform theme before sign-in', async () => {
  const response = await api.call({ method: 'GET', url: apiPath(endpoints.themes) });
  expect(response.statusCode).toBe(200);
  expect(response.json().web_theme.primary_color).toBe('#389840');
});
