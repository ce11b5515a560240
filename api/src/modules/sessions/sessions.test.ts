import { endpoints, apiPath, messages, showsChecklist } from '@coachforge/contracts';
import {
  outboxOf,
  refreshCookieFrom,
  setCookiesOf,
  signUpBody,
  startTestApi,
  webClient,
  type TestApi,
} from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ signInAttemptsPerWindow: 5 });
});
afterAll(() => api.close());

async function signUpAndSignIn(role = 'coach') {
  const body = signUpBody(api.config, { role });
  expect((await api.call({ method: 'POST', url: apiPath(endpoints.signUp), payload: body })).statusCode).toBe(
    201,
  );
  const signIn = await api.call({
    method: 'POST',
    url: apiPath(endpoints.signIn),
    payload: { email: body.email, password: body.password, ...webClient(api.config) },
  });
  return { body, signIn };
}

/** The refresh cookie presented to POST users/token, or to users/session, which answers the user too. */
const presenting = (
  cookie: string | undefined,
  endpoint: typeof endpoints.refreshToken | typeof endpoints.resumeSession = endpoints.refreshToken,
) => api.call({ method: 'POST', url: apiPath(endpoint), headers: cookie ? { cookie } : {} });

const me = (token: string) =>
  api.call({ method: 'GET', url: apiPath(endpoints.me), headers: { authorization: `Bearer ${token}` } });

/** Rotations further back than the grace window for a cookie presented twice. */
const pastTheGraceWindow = () =>
  api.db.query(
    `UPDATE refresh_tokens SET rotated_at = now() - interval '1 minute' WHERE rotated_at IS NOT NULL`,
  );

test('signing in answers an access token and its type, and sets only an HttpOnly Secure SameSite cookie', async () => {
  const { signIn } = await signUpAndSignIn();
  expect(signIn.statusCode).toBe(200);
  const answer = signIn.json();
  expect(answer).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 900 });
  const refresh = setCookiesOf(signIn).find((cookie) => cookie.startsWith('cf_refresh='))!;
  expect(refresh).toMatch(/HttpOnly/);
  expect(refresh).toMatch(/Secure/);
  expect(refresh).toMatch(/SameSite=Strict/);
  expect(refresh).toMatch(/Path=\/api\/users/);
  expect((await me(answer.access_token)).statusCode).toBe(200);
});

test('signing in tells the web server a session exists, and signing out stops saying so', async () => {
  const { signIn } = await signUpAndSignIn();
  const signedIn = setCookiesOf(signIn).find((cookie) => cookie.startsWith('cf_signed_in='))!;
  expect(signedIn).toMatch(/^cf_signed_in=1;/);
  expect(signedIn).toMatch(/Path=\/;/);
  expect(signedIn).toMatch(/HttpOnly/);
  expect(signedIn).toMatch(/SameSite=Lax/);
  const signOut = await api.call({
    method: 'DELETE',
    url: apiPath(endpoints.signOut),
    headers: { authorization: `Bearer ${signIn.json().access_token}`, cookie: refreshCookieFrom(signIn)! },
  });
  expect(signOut.statusCode).toBe(204);
  expect(setCookiesOf(signOut).find((cookie) => cookie.startsWith('cf_signed_in='))).toMatch(
    /^cf_signed_in=;.*Expires=Thu, 01 Jan 1970/,
  );
});

test('email is matched in lower case', async () => {
  const { body } = await signUpAndSignIn();
  const signIn = await api.call({
    method: 'POST',
    url: apiPath(endpoints.signIn),
    payload: { email: body.email.toUpperCase(), password: body.password, ...webClient(api.config) },
  });
  expect(signIn.statusCode).toBe(200);
});

test('a wrong password and an unknown email get the same 401 message', async () => {
  const { body } = await signUpAndSignIn();
  for (const payload of [
    { email: body.email, password: 'wrong-password' },
    { email: 'nobody@example.com', password: 'whatever-password' },
  ]) {
    const response = await api.call({
      method: 'POST',
      url: apiPath(endpoints.signIn),
      payload: { ...payload, ...webClient(api.config) },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: messages.auth.invalidCredentials });
  }
});

test('an unknown application cannot sign in', async () => {
  const { body } = await signUpAndSignIn();
  const response = await api.call({
    method: 'POST',
    url: apiPath(endpoints.signIn),
    payload: { email: body.email, password: body.password, client_id: 'other', client_secret: 'x' },
  });
  expect(response.statusCode).toBe(401);
  expect(response.json().error).toBe(messages.auth.invalidClient);
});

test('sign-in is rate limited per address and email with a JSON 429', async () => {
  const { body } = await signUpAndSignIn();
  const attempt = () =>
    api.call({
      method: 'POST',
      url: apiPath(endpoints.signIn),
      payload: { email: body.email, password: 'wrong-password', ...webClient(api.config) },
    });
  // One attempt was spent by signUpAndSignIn.
  for (let i = 0; i < 4; i++) expect((await attempt()).statusCode).toBe(401);
  const limited = await attempt();
  expect(limited.statusCode).toBe(429);
  expect(limited.json().error).toBe(messages.auth.tooManyAttempts);
});

test('refreshing rotates the cookie; the old cookie presented later revokes the whole family', async () => {
  const { signIn } = await signUpAndSignIn();
  const first = refreshCookieFrom(signIn)!;
  const refreshed = await presenting(first);
  expect(refreshed.statusCode).toBe(200);
  const second = refreshCookieFrom(refreshed)!;
  expect(second).not.toEqual(first);
  const newAccess = refreshed.json().access_token;
  expect((await me(newAccess)).statusCode).toBe(200);

  // Past the grace window for tabs refreshing together, the old token is a stolen one.
  await pastTheGraceWindow();
  const reuse = await presenting(first);
  expect(reuse.statusCode).toBe(401);
  expect((await presenting(second)).statusCode).toBe(401);
  expect((await me(newAccess)).statusCode).toBe(401);
});

test('two tabs refreshing with the same cookie at once both stay signed in, whichever cookie the browser keeps', async () => {
  const { signIn } = await signUpAndSignIn();
  const cookie = refreshCookieFrom(signIn)!;
  const [a, b] = await Promise.all([presenting(cookie), presenting(cookie)]);
  expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  const kept = [refreshCookieFrom(a), refreshCookieFrom(b)];
  expect(kept[0]).not.toEqual(kept[1]);
  await pastTheGraceWindow();
  for (const later of kept) expect((await presenting(later)).statusCode).toBe(200);
});

test('a page closed before its session resumed does not sign the next page out', async () => {
  const { signIn } = await signUpAndSignIn();
  const held = refreshCookieFrom(signIn)!;
  // The API rotated the cookie, but its answer never reached the browser: the browser still holds `held`.
  expect((await presenting(held, endpoints.resumeSession)).statusCode).toBe(200);
  const nextPage = await presenting(held, endpoints.resumeSession);
  expect(nextPage.statusCode).toBe(200);
  expect(nextPage.json().me).toBeDefined();
  // The next page's answer did arrive, with a cookie of its own that keeps the person signed in.
  const replacement = refreshCookieFrom(nextPage)!;
  expect(replacement).not.toEqual(held);
  await pastTheGraceWindow();
  const later = await presenting(replacement, endpoints.resumeSession);
  expect(later.statusCode).toBe(200);
  expect(later.json().me).toBeDefined();
});

test('resuming a session at a page start rotates the cookie and answers the token with who is signed in', async () => {
  const { signIn } = await signUpAndSignIn();
  const cookie = refreshCookieFrom(signIn)!;
  const resumed = await presenting(cookie, endpoints.resumeSession);
  expect(resumed.statusCode).toBe(200);
  expect(resumed.headers['cache-control']).toBe('no-store');
  const { me: resumedMe, header: _header, ...token } = resumed.json();
  expect(token).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 900 });
  expect(refreshCookieFrom(resumed)).not.toEqual(cookie);
  // The same person users/me answers for the new token, in the same round trip.
  expect(resumedMe).toEqual((await me(token.access_token)).json());
  // The cookie it replaced is spent like any rotated one.
  await pastTheGraceWindow();
  const again = await presenting(cookie, endpoints.resumeSession);
  expect(again.statusCode).toBe(401);
  expect(again.json().error).toBe(messages.auth.sessionExpired);
});

const asked = (endpoint: typeof endpoints.warnings | typeof endpoints.checklist, token: string) =>
  api.call({ method: 'GET', url: apiPath(endpoint), headers: { authorization: `Bearer ${token}` } });

test('a resumed session brings what the header first shows: the warnings, and the checklist a coach is offered', async () => {
  const coach = await signUpAndSignIn('coach');
  const resumed = (await presenting(refreshCookieFrom(coach.signIn)!, endpoints.resumeSession)).json();
  expect(showsChecklist(resumed.me)).toBe(true);
  // The same answers the header's own calls give for the new token.
  expect(resumed.header).toEqual({
    warnings: (await asked(endpoints.warnings, resumed.access_token)).json(),
    checklist: (await asked(endpoints.checklist, resumed.access_token)).json(),
  });
  expect(resumed.header.warnings).toContainEqual({ type: 'custom_web_address', data: [] });
  expect(resumed.header.checklist.completed).toContain('sign_up');

  const client = await signUpAndSignIn('user');
  const clientResumed = (await presenting(refreshCookieFrom(client.signIn)!, endpoints.resumeSession)).json();
  expect(clientResumed.header).toEqual({
    warnings: (await asked(endpoints.warnings, clientResumed.access_token)).json(),
    checklist: null,
  });
});

test('a session resumed as an account the person no longer belongs to comes without the user: users/me says 418', async () => {
  const { signIn } = await signUpAndSignIn();
  const other = await signUpAndSignIn();
  const otherAccount = (await me(other.signIn.json().access_token)).json().current.id;
  const ownId = (await me(signIn.json().access_token)).json().private.id;
  // As after being removed from a team: the session acts as an account with no membership of theirs.
  await api.db.query('UPDATE refresh_tokens SET account_id = $1 WHERE user_id = $2', [otherAccount, ownId]);
  const resumed = await presenting(refreshCookieFrom(signIn)!, endpoints.resumeSession);
  expect(resumed.statusCode).toBe(200);
  expect(resumed.json().me).toBeUndefined();
  expect(resumed.json().header).toBeUndefined();
  expect((await me(resumed.json().access_token)).statusCode).toBe(418);
});

test.each([
  ['resuming', endpoints.resumeSession],
  ['refresh', endpoints.refreshToken],
])('%s without a cookie is a 401 JSON error', async (_, endpoint) => {
  const response = await presenting(undefined, endpoint);
  expect(response.statusCode).toBe(401);
  expect(response.json().error).toBe(messages.auth.sessionExpired);
});

test('an expired access token is refused', async () => {
  const { signIn } = await signUpAndSignIn();
  const token = signIn.json().access_token;
  await api.db.query(`UPDATE access_tokens SET expires_at = now() - interval '1 second'`);
  expect((await me(token)).statusCode).toBe(401);
});

test('sign-out revokes every token of the identity, on every device', async () => {
  const { body, signIn } = await signUpAndSignIn();
  const otherDevice = await api.call({
    method: 'POST',
    url: apiPath(endpoints.signIn),
    payload: { email: body.email, password: body.password, ...webClient(api.config) },
  });
  const token = signIn.json().access_token;
  const signOut = await api.call({
    method: 'DELETE',
    url: apiPath(endpoints.signOut),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(signOut.statusCode).toBe(204);
  expect((await me(token)).statusCode).toBe(401);
  expect((await me(otherDevice.json().access_token)).statusCode).toBe(401);
  const refresh = await presenting(refreshCookieFrom(otherDevice)!);
  expect(refresh.statusCode).toBe(401);
});

test('tokens are stored only as hashes', async () => {
  const { signIn } = await signUpAndSignIn();
  const token = signIn.json().access_token;
  const rows = await api.db.query<{ token_hash: string }>('SELECT token_hash FROM access_tokens');
  expect(rows.some((row) => row.token_hash === token)).toBe(false);
});

test('changing the password signs out every other device, keeps this one, and says so by mail', async () => {
  const { body, signIn } = await signUpAndSignIn();
  const other = await api.call({
    method: 'POST',
    url: apiPath(endpoints.signIn),
    payload: { email: body.email, password: body.password, ...webClient(api.config) },
  });
  const here = signIn.json().access_token as string;
  const changed = await api.call({
    method: 'PATCH',
    url: apiPath(endpoints.changePassword),
    headers: { authorization: `Bearer ${here}` },
    payload: {
      user: {
        current_password: body.password,
        password: 'another-strong-password',
        password_confirmation: 'another-strong-password',
      },
    },
  });
  expect(changed.statusCode).toBe(200);
  expect((await me(here)).statusCode).toBe(200);
  expect((await me(other.json().access_token)).statusCode).toBe(401);
  const otherRefresh = await presenting(refreshCookieFrom(other)!);
  expect(otherRefresh.statusCode).toBe(401);
  const [mail] = await outboxOf(api, String(body.email));
  expect(mail!.subject).toBe('Your password was changed');
});

test('a sign-in ends after its absolute lifetime however often it was refreshed', async () => {
  const { signIn } = await signUpAndSignIn();
  const cookie = refreshCookieFrom(signIn)!;
  const refreshed = await presenting(cookie);
  expect(refreshed.statusCode).toBe(200);
  await api.db.query(
    `UPDATE refresh_tokens SET created_at = created_at - ($1 || ' days')::interval
     WHERE user_id = (SELECT user_id FROM refresh_tokens ORDER BY id DESC LIMIT 1)`,
    [String(api.config.sessionMaxDays)],
  );
  const late = await presenting(refreshCookieFrom(refreshed)!);
  expect(late.statusCode).toBe(401);
});
