import {
  apiPath,
  endpoints,
  messages,
  meSchema,
  MIN_SIGN_UP_AGE,
  REGISTRATION_STEP_FINAL,
} from '@coachforge/contracts';
import {
  linkInLatestMail,
  deliverQueuedMail,
  outboxOf,
  signedUp,
  startTestApi,
  webClient,
  type TestApi,
} from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ appUrl: 'http://platform.test' });
});
afterAll(() => api.close());

const call = (endpoint: (typeof endpoints)[keyof typeof endpoints], payload?: object, headers = {}) =>
  api.call({ method: endpoint.method, url: apiPath(endpoint), ...(payload ? { payload } : {}), headers });

const signIn = (email: string, password: string) =>
  call(endpoints.signIn, { email, password, ...webClient(api.config) });

const me = async (auth: Record<string, string>) =>
  meSchema.validateSync((await call(endpoints.me, undefined, auth)).json());

describe('email confirmation', () => {
  test('sign-up mails a confirmation link to the confirmation page; the token confirms once', async () => {
    const { email } = await signedUp(api);
    const [mail] = await outboxOf(api, email);
    expect(mail!.subject).toBe('Confirm your email address');
    const link = await linkInLatestMail(api, email);
    expect(link.origin + link.pathname).toBe('http://platform.test/onboarding/confirmation');
    const token = link.searchParams.get('confirmation_token')!;

    const first = await call(endpoints.confirmEmail, { confirmation_token: token });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(messages.account.confirmed);
    const again = await call(endpoints.confirmEmail, { confirmation_token: token });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe(messages.account.confirmationFailed);
  });

  test('an expired or made-up confirmation token is refused', async () => {
    const { email } = await signedUp(api);
    const token = (await linkInLatestMail(api, email)).searchParams.get('confirmation_token')!;
    await api.db.query(`UPDATE user_tokens SET expires_at = now() - interval '1 second'`);
    expect((await call(endpoints.confirmEmail, { confirmation_token: token })).statusCode).toBe(422);
    expect((await call(endpoints.confirmEmail, { confirmation_token: 'nope' })).statusCode).toBe(422);
    expect((await call(endpoints.confirmEmail, {})).json().errors.confirmation_token).toEqual([
      messages.validation.tokenRequired,
    ]);
  });
});

describe('password reset', () => {
  test('a reset link sets a new password; the old one and the old sessions stop working', async () => {
    const { email, password, auth } = await signedUp(api);
    const request = await call(endpoints.requestPasswordReset, { email: email.toUpperCase() });
    expect(request.json().message).toBe(messages.account.resetRequested);
    const link = await linkInLatestMail(api, email);
    expect(link.pathname).toBe('/onboarding/reset_password');
    const token = link.searchParams.get('reset_password_token')!;

    const reset = await call(endpoints.resetPassword, {
      reset_password_token: token,
      password: 'brand-new-secret',
      password_confirmation: 'brand-new-secret',
      ...webClient(api.config),
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, password)).statusCode).toBe(401);
    expect((await signIn(email, 'brand-new-secret')).statusCode).toBe(200);
    expect((await call(endpoints.me, undefined, auth)).statusCode).toBe(401);

    const reused = await call(endpoints.resetPassword, {
      reset_password_token: token,
      password: 'another-secret',
      password_confirmation: 'another-secret',
      ...webClient(api.config),
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.reset_password_token).toEqual([messages.account.resetTokenInvalid]);
  });

  test('an expired reset token is refused', async () => {
    const { email } = await signedUp(api);
    await call(endpoints.requestPasswordReset, { email });
    const token = (await linkInLatestMail(api, email)).searchParams.get('reset_password_token')!;
    await api.db.query(
      `UPDATE user_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset_password'`,
    );
    const response = await call(endpoints.resetPassword, {
      reset_password_token: token,
      password: 'brand-new-secret',
      password_confirmation: 'brand-new-secret',
      ...webClient(api.config),
    });
    expect(response.statusCode).toBe(422);
  });

  test('a reset for an unknown email answers the same and sends nothing', async () => {
    const response = await call(endpoints.requestPasswordReset, { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.account.resetRequested);
    expect(await outboxOf(api, 'nobody@example.com')).toEqual([]);
  });

  test.each([
    [{ password: 'abc', password_confirmation: 'abc' }, 'password', messages.validation.passwordMin(6)],
    [
      { password: 'abcdefg', password_confirmation: 'abcdefh' },
      'password_confirmation',
      messages.validation.passwordsIdentical,
    ],
    [
      { password: 'abcdefg', password_confirmation: 'abcdefg', client_secret: 'wrong' },
      null,
      messages.auth.invalidClient,
    ],
  ])('a reset with %j is refused', async (overrides, field, message) => {
    const response = await call(endpoints.resetPassword, {
      reset_password_token: 'x'.repeat(43),
      ...webClient(api.config),
      ...overrides,
    });
    expect([401, 422]).toContain(response.statusCode);
    if (field) expect(response.json().errors[field]).toContain(message);
    else expect(response.json().error).toBe(message);
  });

  test('reset requests are rate-limited per email', async () => {
    const limited = await startTestApi({ passwordResetsPerWindow: 2 });
    try {
      const ask = () =>
        limited.call({
          method: 'POST',
          url: apiPath(endpoints.requestPasswordReset),
          payload: { email: 'a@b.co' },
        });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toBe(messages.account.tooManyResetRequests);
    } finally {
      await limited.close();
    }
  });
});

describe('password change', () => {
  test('needs the current password, then the new one signs in', async () => {
    const { email, password, auth } = await signedUp(api);
    const wrong = await call(
      endpoints.changePassword,
      { user: { current_password: 'not-it', password: 'new-secret', password_confirmation: 'new-secret' } },
      auth,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual([messages.account.currentPasswordWrong]);
    const right = await call(
      endpoints.changePassword,
      { user: { current_password: password, password: 'new-secret', password_confirmation: 'new-secret' } },
      auth,
    );
    expect(right.json().message).toBe(messages.account.passwordChanged);
    expect((await signIn(email, 'new-secret')).statusCode).toBe(200);
  });

  test('is refused without a session', async () => {
    const response = await call(endpoints.changePassword, {
      user: { current_password: 'a', password: 'new-secret', password_confirmation: 'new-secret' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('users/me profile', () => {
  test('a new coach is mid-registration until the questions are answered', async () => {
    const { auth } = await signedUp(api, { role: 'coach' });
    expect((await me(auth)).current.registration_step).toBe('profile');
    const profile = await call(
      endpoints.updateMe,
      {
        first_name: 'Ada',
        last_name: 'Byron',
        country: 'GB',
        state: 'ENG',
        birthdate: '1990-04-01',
        gender: 'female',
      },
      auth,
    );
    expect(profile.statusCode).toBe(200);
    expect(profile.json().current).toMatchObject({
      full_name: 'Ada Byron',
      country: 'GB',
      birthdate: '01/04/1990',
    });
    const answered = await call(
      endpoints.updateMe,
      { coach_questions: { coaching_focus: 'HYROX', client_count: '1-5', heard_from: 'An event' } },
      auth,
    );
    expect(answered.json().current.registration_step).toBe(REGISTRATION_STEP_FINAL);
  });

  test.each([
    [{ country: 'XX' }, 'country', messages.validation.countryRequired],
    [{ country: 'gb' }, 'country', messages.validation.countryRequired],
    [{ birthdate: '2100-01-01' }, 'birthdate', messages.validation.birthdateInvalid],
    [{ birthdate: '1990-02-30' }, 'birthdate', messages.validation.birthdateInvalid],
    [
      { birthdate: new Date().toISOString().slice(0, 10) },
      'birthdate',
      messages.validation.birthdateMinAge(13),
    ],
    [{ first_name: 'A<b' }, 'first_name', messages.validation.nameForbiddenCharacters],
    [{ gender: 'robot' }, 'gender', messages.validation.birthdatePartRequired],
    [
      { coach_questions: { coaching_focus: 'Knitting' } },
      'coach_questions.coaching_focus',
      messages.validation.birthdatePartRequired,
    ],
  ])('a profile with %j is a 422 on %s', async (payload, field, message) => {
    const { auth } = await signedUp(api);
    const response = await call(endpoints.updateMe, payload, auth);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
  });

  test('trial_start gives a client-less coach account without a plan its 30-day trial once', async () => {
    const { auth } = await signedUp(api, { role: 'coach' });
    await api.db.query(`DELETE FROM platform_subscriptions`);
    const answer = await call(endpoints.updateMe, { user: { trial_start: true } }, auth);
    expect(answer.json().current.subscription).toMatchObject({ trial: true, active: true });
  });

  test('users must be 13 or older: a birthdate 13 years ago today is kept, one a day later is refused', async () => {
    const today = new Date();
    const wire = (date: Date) => date.toISOString().slice(0, 10);
    let thirteen = new Date(Date.UTC(today.getUTCFullYear() - 13, today.getUTCMonth(), today.getUTCDate()));
    // 29 February without a 29th 13 years ago: the 28th is the thirteenth birthday.
    if (thirteen.getUTCMonth() !== today.getUTCMonth()) thirteen = new Date(thirteen.getTime() - 86_400_000);
    const dayShort = new Date(thirteen.getTime() + 86_400_000);
    const { auth } = await signedUp(api, { role: 'user' });
    for (const [endpoint, body] of [
      [endpoints.updateMe, (birthdate: string) => ({ birthdate })],
      [endpoints.updatePrivate, (birthdate: string) => ({ private: { birthdate } })],
    ] as const) {
      const young = await call(endpoint, body(wire(dayShort)), auth);
      expect(young.statusCode).toBe(422);
      expect(
        young.json().errors[endpoint === endpoints.updateMe ? 'birthdate' : 'private.birthdate'],
      ).toEqual([messages.validation.birthdateMinAge(MIN_SIGN_UP_AGE)]);
      const kept = await call(endpoint, body(wire(thirteen)), auth);
      expect(kept.statusCode).toBe(200);
      expect(kept.json().private.birthdate).toBe(
        `${wire(thirteen).slice(8, 10)}/${wire(thirteen).slice(5, 7)}/${wire(thirteen).slice(0, 4)}`,
      );
    }
  });

  test('users/private changes the login identity units and platform currency', async () => {
    const { auth } = await signedUp(api);
    const response = await call(
      endpoints.updatePrivate,
      { private: { weight: 'lb', length: 'in', platform_currency: 'GBP' } },
      auth,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().private).toMatchObject({
      weight_unit: 'lb',
      length_unit: 'in',
      platform_currency: 'GBP',
    });
    const bad = await call(endpoints.updatePrivate, { private: { platform_currency: 'JPY' } }, auth);
    expect(bad.statusCode).toBe(422);
  });
});

describe('tax and deletion', () => {
  test('a coach turns tax collection on and off; a client may not', async () => {
    const coach = await signedUp(api, { role: 'coach' });
    // Not able to take charges yet: in progress until the payment provider lets it (decision 0206).
    expect((await call(endpoints.taxOn, undefined, coach.auth)).json()).toEqual({ tax_state: 'in_progress' });
    expect((await call(endpoints.taxOff, undefined, coach.auth)).json()).toEqual({ tax_state: 'normal' });
    const client = await signedUp(api, { role: 'user' });
    expect((await call(endpoints.taxOn, undefined, client.auth)).statusCode).toBe(403);
  });

  test('deleting needs DELETE typed, is refused with an outstanding balance, and then signs in no more', async () => {
    const { email, password, auth } = await signedUp(api, { role: 'coach' });
    const untyped = await api.call({
      method: 'DELETE',
      url: apiPath(endpoints.deleteAccount),
      payload: { confirmation: 'delete', password },
      headers: auth,
    });
    expect(untyped.json().errors.confirmation).toEqual([messages.validation.deleteConfirmation]);

    const account = (await me(auth)).current.id;
    await api.db.query(`UPDATE platform_subscriptions SET state = 'past_due' WHERE account_id = $1`, [
      account,
    ]);
    const owed = await api.call({
      method: 'DELETE',
      url: apiPath(endpoints.deleteAccount),
      payload: { confirmation: 'DELETE', password },
      headers: auth,
    });
    expect(owed.statusCode).toBe(422);
    expect(owed.json().error).toBe(messages.account.deleteRefusedBalance);

    await api.db.query(`UPDATE platform_subscriptions SET state = 'trialing' WHERE account_id = $1`, [
      account,
    ]);
    const wrongPassword = await api.call({
      method: 'DELETE',
      url: apiPath(endpoints.deleteAccount),
      payload: { confirmation: 'DELETE', password: 'not-my-password' },
      headers: auth,
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors.password).toEqual([messages.account.currentPasswordWrong]);
    const deleted = await api.call({
      method: 'DELETE',
      url: apiPath(endpoints.deleteAccount),
      payload: { confirmation: 'DELETE', password },
      headers: auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await signIn(email, password)).statusCode).toBe(401);
  });
});

test('settings lists countries with GB and US first, states by country and currencies', async () => {
  const response = await api.call({ method: 'GET', url: `${apiPath(endpoints.settings)}?country=US` });
  const body = response.json();
  expect(body.countries.slice(0, 2).map((c: { code: string }) => c.code)).toEqual(['GB', 'US']);
  expect(body.countries.length).toBeGreaterThan(200);
  expect(body.countries[0]).toMatchObject({
    name: 'United Kingdom',
    country_phone_code: '44',
    local_currencies: ['GBP'],
  });
  expect(body.states.US).toEqual(expect.arrayContaining([{ code: 'CA', name: 'California' }]));
  expect(body.currencies).toEqual(expect.arrayContaining([{ code: 'EUR' }, { code: 'USD' }]));
  expect(body.payout_countries).toContain('GB');
});

test('the outbox page lists the mail a person was sent, readable in a browser without headers', async () => {
  const { email } = await signedUp(api);
  await deliverQueuedMail(api);
  const page = await api.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('Confirm your email address');
  expect(page.body).toContain('href="http://platform.test/onboarding/confirmation?confirmation_token=');
});
