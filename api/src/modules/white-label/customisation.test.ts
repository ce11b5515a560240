import {
  apiPath,
  DEFAULT_THEME,
  endpoints,
  messages,
  type Customisation,
  type ThemePalette,
} from '@coachforge/contracts';
import sharp from 'sharp';
import { callEndpoint, clientJoinedByInvitation, createProgram } from '../../testing/programs';
import { RECHECK_CUSTOM_DOMAINS_JOB } from './index';
import { signedUp, startTestApi, webClient, type TestApi } from '../../testing/test-api';
import { multipartFile, PNG } from '../../testing/uploads';

const ADMIN_TOKEN = 'white-label-admin-token-0123';
/** What the tests' DNS answers for a custom domain's CNAME. */
const dns = new Map<string, string[]>();
/** Names whose lookup fails at the DNS server (not a missing record). */
const dnsFailing = new Set<string>();

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    adminToken: ADMIN_TOKEN,
    whiteLabel: {
      platformDomain: 'localhost',
      resolveCname: (name) => {
        if (dnsFailing.has(name))
          return Promise.reject(Object.assign(new Error('server failure'), { code: 'ESERVFAIL' }));
        const found = dns.get(name);
        return found
          ? Promise.resolve(found)
          : Promise.reject(Object.assign(new Error('none'), { code: 'ENODATA' }));
      },
    },
  });
});
afterAll(() => api.close());

type Auth = Record<string, string>;
const palette = (primary: string): ThemePalette => ({ ...DEFAULT_THEME.web_theme, primary_color: primary });
const customisationOf = async (auth: Auth) =>
  (await callEndpoint(api, endpoints.customisation, auth)).json() as Customisation;
const put = (endpoint: Parameters<typeof callEndpoint>[1], auth: Auth, payload: unknown) =>
  callEndpoint(api, endpoint, auth, { payload });
const onHost = (host: string) =>
  api.call({ method: 'GET', url: apiPath(endpoints.themes), headers: { host } });
const hostTheme = (host: string) => callEndpoint(api, endpoints.themeOfHost, {}, { query: { host } });

async function upload(url: string, auth: Auth, field: string, bytes: Buffer = PNG) {
  const form = await multipartFile(field, bytes, 'image.png', 'image/png');
  return api.call({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...auth, 'content-type': form.contentType },
  });
}

/** A coach who left the trial for FREE: no white label. */
async function freeCoach() {
  const coach = await signedUp(api, { role: 'coach' });
  const chosen = await callEndpoint(api, endpoints.choosePlatformPlan, coach.auth, {
    payload: { plan: 'free', interval: 'month' },
  });
  expect(chosen.statusCode).toBe(200);
  return coach;
}

test('the owner changes the web theme: read back, in users/me, and on its sub-domain before sign-in', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const before = await customisationOf(coach.auth);
  expect(before).toMatchObject({ theme: DEFAULT_THEME, allowed: true, can_edit: true });

  const saved = await put(endpoints.saveWebTheme, coach.auth, { web_theme: palette('#aa2255') });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().theme.web_theme.primary_color).toBe('#aa2255');
  expect((await callEndpoint(api, endpoints.me, coach.auth)).json().theme.web_theme.primary_color).toBe(
    '#aa2255',
  );

  const name = `studio-${Date.now()}`;
  const address = await put(endpoints.saveSubDomain, coach.auth, {
    sub_domain_name: ` ${name.toUpperCase()} `,
  });
  expect(address.statusCode).toBe(200);
  expect(address.json().web_address).toMatchObject({
    sub_domain_name: name,
    sub_domain_url: `http://${name}.localhost:${api.config.appUrl.split(':').pop()}`,
  });

  // The page server's question, and the signed-out page's own theme call on that address.
  const found = await hostTheme(`${name}.localhost:8080`);
  expect(found.statusCode).toBe(200);
  expect(found.json().theme.web_theme.primary_color).toBe('#aa2255');
  expect((await onHost(`${name}.localhost:8080`)).json().web_theme.primary_color).toBe('#aa2255');
  // The platform's own address and unknown names keep the platform's theme.
  expect((await onHost('localhost:8080')).json()).toEqual(DEFAULT_THEME);
  expect((await hostTheme('nobody-else.localhost')).statusCode).toBe(404);
  expect((await hostTheme('localhost')).statusCode).toBe(404);
  expect((await hostTheme(`a.${name}.localhost`)).statusCode).toBe(404);
});

describe('a sub-domain is 3 to 30 letters, digits and inner hyphens, not reserved, not taken', () => {
  test.each([
    ['ab', messages.customisation.subDomainLength(3, 30)],
    ['a'.repeat(31), messages.customisation.subDomainLength(3, 30)],
    ['-coach', messages.customisation.subDomainCharacters],
    ['coach-', messages.customisation.subDomainCharacters],
    ['my_coach', messages.customisation.subDomainCharacters],
    ['my.coach', messages.customisation.subDomainCharacters],
    ['<script>', messages.customisation.subDomainCharacters],
    ['www', messages.customisation.subDomainReserved],
    ['API', messages.customisation.subDomainReserved],
    ['', messages.customisation.subDomainRequired],
  ])('%j is refused', async (name, message) => {
    const coach = await signedUp(api, { role: 'coach' });
    const answer = await put(endpoints.saveSubDomain, coach.auth, { sub_domain_name: name });
    expect(answer.statusCode).toBe(422);
    expect(answer.body).toContain(message);
  });

  test('a name another account holds is refused, and the first keeps it', async () => {
    const first = await signedUp(api, { role: 'coach' });
    const second = await signedUp(api, { role: 'coach' });
    const name = `taken-${Date.now()}`;
    expect((await put(endpoints.saveSubDomain, first.auth, { sub_domain_name: name })).statusCode).toBe(200);
    const refused = await put(endpoints.saveSubDomain, second.auth, { sub_domain_name: name });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.sub_domain_name).toEqual([messages.customisation.subDomainTaken]);
    expect((await customisationOf(second.auth)).web_address.sub_domain_name).toBeNull();
    expect((await customisationOf(first.auth)).web_address.sub_domain_name).toBe(name);
  });
});

test('colours must be #rrggbb; a refused theme leaves the saved one in place', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  await put(endpoints.saveWebTheme, coach.auth, { web_theme: palette('#123456') });
  for (const primary of ['red', '#12345', '#1234567', 'url(javascript:x)', '#12345g', 42, null]) {
    const answer = await put(endpoints.saveWebTheme, coach.auth, {
      web_theme: { ...DEFAULT_THEME.web_theme, primary_color: primary },
    });
    expect(answer.statusCode).toBe(422);
  }
  expect(
    (await put(endpoints.saveWebTheme, coach.auth, { web_theme: { primary_color: '#123456' } })).statusCode,
  ).toBe(422);
  expect((await customisationOf(coach.auth)).theme.web_theme.primary_color).toBe('#123456');
});

test('FREE has no white label: every change is refused in the API, reading still works', async () => {
  const coach = await freeCoach();
  expect((await customisationOf(coach.auth)).allowed).toBe(false);
  const refusals = [
    await put(endpoints.saveWebTheme, coach.auth, { web_theme: palette('#123456') }),
    await put(endpoints.saveAppTheme, coach.auth, {
      mobile_light_theme: DEFAULT_THEME.mobile_light_theme,
      mobile_dark_theme: DEFAULT_THEME.mobile_dark_theme,
    }),
    await put(endpoints.saveSubDomain, coach.auth, { sub_domain_name: `free-${Date.now()}` }),
    await put(endpoints.saveCustomDomain, coach.auth, { domain: 'free.example.com' }),
    await upload(apiPath(endpoints.uploadLogo), coach.auth, 'theme[logo]'),
    await upload(apiPath(endpoints.uploadCoachIcon), coach.auth, 'coach_icon[icon]'),
  ];
  for (const refused of refusals) {
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(messages.customisation.planRequired);
  }
  expect((await customisationOf(coach.auth)).theme).toEqual(DEFAULT_THEME);
});

test("one account's theme never changes another's, and a client has no customisation", async () => {
  const first = await signedUp(api, { role: 'coach' });
  const second = await signedUp(api, { role: 'coach' });
  await put(endpoints.saveWebTheme, first.auth, { web_theme: palette('#0000aa') });
  expect((await customisationOf(second.auth)).theme).toEqual(DEFAULT_THEME);
  const client = await signedUp(api, { role: 'user' });
  expect((await callEndpoint(api, endpoints.customisation, client.auth)).statusCode).toBe(403);
  expect((await put(endpoints.saveWebTheme, client.auth, { web_theme: palette('#0000aa') })).statusCode).toBe(
    403,
  );
});

test('a custom domain: recorded with its DNS record, served only once its CNAME points at the platform', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  await put(endpoints.saveWebTheme, coach.auth, { web_theme: palette('#225588') });
  const domain = `coach-${Date.now()}.example.com`;
  const saved = await put(endpoints.saveCustomDomain, coach.auth, { domain: ` ${domain.toUpperCase()}. ` });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().web_address.custom_domain).toMatchObject({
    domain,
    status: 'pending',
    record: { type: 'CNAME', name: domain, target: 'localhost' },
  });
  expect((await hostTheme(domain)).statusCode).toBe(404);

  // No record yet: still pending, with the reason.
  const early = await callEndpoint(api, endpoints.verifyCustomDomain, coach.auth);
  expect(early.json().web_address.custom_domain).toMatchObject({
    status: 'pending',
    check_error: messages.customisation.customDomainNotPointing('localhost'),
  });
  dns.set(domain, ['elsewhere.example.net']);
  expect(
    (await callEndpoint(api, endpoints.verifyCustomDomain, coach.auth)).json().web_address.custom_domain
      .status,
  ).toBe('pending');

  dns.set(domain, ['localhost.']);
  const verified = await callEndpoint(api, endpoints.verifyCustomDomain, coach.auth);
  expect(verified.json().web_address.custom_domain).toMatchObject({ status: 'verified', check_error: null });
  expect((await hostTheme(domain)).json().theme.web_theme.primary_color).toBe('#225588');

  // Another account cannot take it; the platform's own names are never custom domains.
  const other = await signedUp(api, { role: 'coach' });
  const taken = await put(endpoints.saveCustomDomain, other.auth, { domain });
  expect(taken.statusCode).toBe(422);
  expect(taken.body).toContain(messages.customisation.customDomainTaken);
  for (const bad of [
    'localhost',
    'x.localhost',
    'http://a.example.com',
    'a.example.com/path',
    'nodot',
    '1.2.3.4',
  ]) {
    const refused = await put(endpoints.saveCustomDomain, other.auth, { domain: bad });
    expect(refused.statusCode).toBe(422);
  }

  // The record goes away: the next check stops serving it.
  dns.delete(domain);
  await callEndpoint(api, endpoints.verifyCustomDomain, coach.auth);
  expect((await hostTheme(domain)).statusCode).toBe(404);
  await callEndpoint(api, endpoints.removeCustomDomain, coach.auth);
  expect((await customisationOf(coach.auth)).web_address.custom_domain).toBeNull();
});

test('the TLS ask answers yes only for names that serve an account: its sub-domain, its verified domain', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const name = `tls-${Date.now()}`;
  await put(endpoints.saveSubDomain, coach.auth, { sub_domain_name: name });
  const domain = `www.${name}.example.org`;
  await put(endpoints.saveCustomDomain, coach.auth, { domain });
  // As the TLS proxy asks: a plain GET, without the API-Version header.
  const ask = async (query: Record<string, string>) => {
    const answer = await api.app.inject({ method: 'GET', url: apiPath(endpoints.tlsAsk), query });
    return { statusCode: answer.statusCode, json: () => answer.json() as unknown };
  };

  expect((await ask({ domain: `${name}.localhost` })).statusCode).toBe(200);
  expect((await ask({ domain: `${name.toUpperCase()}.LOCALHOST` })).json()).toEqual({
    domain: `${name}.localhost`,
  });
  // Recorded but not verified: no certificate yet.
  expect((await ask({ domain })).statusCode).toBe(404);
  dns.set(domain, ['localhost']);
  await callEndpoint(api, endpoints.verifyCustomDomain, coach.auth);
  expect((await ask({ domain })).statusCode).toBe(200);
  for (const other of [
    'localhost',
    'unknown.example.org',
    'nobody.localhost',
    '127.0.0.1',
    'a.b.localhost',
    '',
  ])
    expect((await ask({ domain: other })).statusCode).toBe(404);
  expect((await ask({})).statusCode).toBe(404);
  dns.delete(domain);
});

test('verified custom domains are looked up again by a job: a record gone un-verifies, a failed lookup does not', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const domain = `coach-${Date.now()}.example.net`;
  await put(endpoints.saveCustomDomain, coach.auth, { domain });
  dns.set(domain, ['localhost.']);
  await callEndpoint(api, endpoints.verifyCustomDomain, coach.auth);
  const verifiedAt = (await customisationOf(coach.auth)).web_address.custom_domain!.verified_at;
  const recheck = async () => {
    await api.app.jobs.enqueue(RECHECK_CUSTOM_DOMAINS_JOB, {});
    await api.app.jobs.runDue();
    return (await customisationOf(coach.auth)).web_address.custom_domain!;
  };

  // Still pointing here: checked again, still verified since the first time.
  const still = await recheck();
  expect(still).toMatchObject({ status: 'verified', verified_at: verifiedAt, check_error: null });
  // The DNS server fails: recorded, and the pages go on being served.
  dnsFailing.add(domain);
  const failed = await recheck();
  expect(failed).toMatchObject({
    status: 'verified',
    check_error: messages.customisation.customDomainLookupFailed,
  });
  expect((await hostTheme(domain)).statusCode).toBe(200);
  dnsFailing.delete(domain);
  // The record is gone: no longer the account's, and no certificate.
  dns.delete(domain);
  const gone = await recheck();
  expect(gone).toMatchObject({
    status: 'pending',
    verified_at: null,
    check_error: messages.customisation.customDomainNotPointing('localhost'),
  });
  expect((await hostTheme(domain)).statusCode).toBe(404);
  expect((await callEndpoint(api, endpoints.tlsAsk, {}, { query: { domain } })).statusCode).toBe(404);
});

test('a sign-in on a sub-domain is for that account’s people: anyone else is told where to sign in', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const name = `signin-${Date.now()}`;
  await put(endpoints.saveSubDomain, coach.auth, { sub_domain_name: name });
  const stranger = await signedUp(api, { role: 'user' });
  const signIn = (who: { email: string; password: string }, host: string) =>
    api.call({
      method: 'POST',
      url: apiPath(endpoints.signIn),
      headers: { host },
      payload: { email: who.email, password: who.password, ...webClient(api.config) },
    });
  const refused = await signIn(stranger, `${name}.localhost:8080`);
  expect(refused.statusCode).toBe(403);
  const platform = new URL(api.config.appUrl).host;
  expect(refused.json()).toEqual({
    error: messages.account.subdomainNoAccess(platform),
    subdomain: platform,
  });
  expect((await signIn(stranger, 'localhost:8080')).statusCode).toBe(200);
  expect((await signIn(coach, `${name}.localhost:8080`)).statusCode).toBe(200);
  // A wrong password is the usual 401, whatever the address.
  expect((await signIn({ ...stranger, password: 'wrong-password' }, `${name}.localhost`)).statusCode).toBe(
    401,
  );
});

test('on the coach’s sub-domain and custom domain the signed-in client sees the coach’s theme', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  await put(endpoints.saveWebTheme, coach.auth, { web_theme: palette('#117744') });
  const name = `clients-${Date.now()}`;
  await put(endpoints.saveSubDomain, coach.auth, { sub_domain_name: name });
  const domain = `train.${name}.example.com`;
  await put(endpoints.saveCustomDomain, coach.auth, { domain });
  dns.set(domain, ['localhost']);
  await callEndpoint(api, endpoints.verifyCustomDomain, coach.auth);
  const program = await createProgram(api, coach.auth, 'one_many', 'Branded');
  await callEndpoint(api, endpoints.updateProgramSettings, coach.auth, {
    params: { plan_id: program.id },
    payload: { plan_pricing: 'free' },
  });
  const { client } = await clientJoinedByInvitation(api, coach.auth, program.id, `${name}@example.com`);

  const primaryOn = async (host: string, url = apiPath(endpoints.me), method: 'GET' | 'POST' = 'GET') => {
    const answer = await api.call({
      method,
      url,
      headers: { ...client.auth, host },
      payload: method === 'POST' ? {} : undefined,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().theme.web_theme.primary_color as string;
  };
  // The client's own account has no theme: the platform's address shows the default…
  expect(await primaryOn('localhost:8080')).toBe(DEFAULT_THEME.web_theme.primary_color);
  // …and the coach's addresses the coach's, for users/me and for the answers that return it after a save.
  expect(await primaryOn(`${name}.localhost:8080`)).toBe('#117744');
  expect(await primaryOn(domain)).toBe('#117744');
  expect(await primaryOn(`${name}.localhost`, apiPath(endpoints.updateMe), 'POST')).toBe('#117744');
  // A domain whose verification lapsed is nobody's: the client's own (default) theme again.
  dns.delete(domain);
  await callEndpoint(api, endpoints.verifyCustomDomain, coach.auth);
  expect(await primaryOn(domain)).toBe(DEFAULT_THEME.web_theme.primary_color);
});

test('a logo: an image only, served, and removed with its file', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const refused = await upload(
    apiPath(endpoints.uploadLogo),
    coach.auth,
    'theme[logo]',
    Buffer.from('<svg onload=alert(1)>'),
  );
  expect(refused.statusCode).toBe(422);
  expect((await upload(apiPath(endpoints.uploadLogo), coach.auth, 'wrong[field]')).statusCode).toBe(422);
  // A PNG's signature with nothing decodable behind it.
  const broken = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64, 7)]);
  expect((await upload(apiPath(endpoints.uploadLogo), coach.auth, 'theme[logo]', broken)).statusCode).toBe(
    422,
  );
  const saved = await upload(apiPath(endpoints.uploadLogo), coach.auth, 'theme[logo]');
  expect(saved.statusCode).toBe(200);
  const logo = saved.json().theme.logo;
  expect(Object.keys(logo).sort()).toEqual(['hd', 'logo', 'original', 'small']);
  const served = await api.call({ method: 'GET', url: logo.original });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  await callEndpoint(api, endpoints.removeLogo, coach.auth);
  expect((await customisationOf(coach.auth)).theme.logo).toBeNull();
  for (const url of Object.values(logo) as string[])
    expect((await api.call({ method: 'GET', url })).statusCode).toBe(404);
});

/** An image of this size in one colour, made with the same library the API sizes logos with. */
const imageOf = (width: number, height: number, format: 'png' | 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

async function servedSize(url: string) {
  // As an <img> or the page's icon asks: no API-Version header.
  const served = await api.app.inject({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  const meta = await sharp(served.rawPayload).metadata();
  return { type: served.headers['content-type'], width: meta.width, height: meta.height };
}

test('a saved logo gets sized variants: hd and logo keep its proportions, small is a square icon', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const wide = await upload(
    apiPath(endpoints.uploadLogo),
    coach.auth,
    'theme[logo]',
    await imageOf(2000, 500, 'jpeg'),
  );
  expect(wide.statusCode).toBe(200);
  const first = wide.json().theme.logo;
  expect(await servedSize(first.original)).toEqual({ type: 'image/jpeg', width: 2000, height: 500 });
  expect(await servedSize(first.hd)).toEqual({ type: 'image/webp', width: 1024, height: 256 });
  expect(await servedSize(first.logo)).toEqual({ type: 'image/webp', width: 512, height: 128 });
  expect(await servedSize(first.small)).toEqual({ type: 'image/png', width: 64, height: 64 });

  // A small logo is never enlarged; the icon is still the full square. The first logo's files go.
  const tiny = await upload(
    apiPath(endpoints.uploadLogo),
    coach.auth,
    'theme[logo]',
    await imageOf(90, 30, 'png'),
  );
  const second = tiny.json().theme.logo;
  expect(await servedSize(second.hd)).toMatchObject({ width: 90, height: 30 });
  expect(await servedSize(second.logo)).toMatchObject({ width: 90, height: 30 });
  expect(await servedSize(second.small)).toMatchObject({ width: 64, height: 64 });
  for (const url of Object.values(first) as string[])
    expect((await api.call({ method: 'GET', url })).statusCode).toBe(404);

  // The host's first page and users/me carry the same variants.
  expect((await callEndpoint(api, endpoints.me, coach.auth)).json().theme.logo).toEqual(second);
});

test('an app icon goes to review; an operator declines it with reasons, which the coach reads', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const me = (await callEndpoint(api, endpoints.me, coach.auth)).json();
  expect((await callEndpoint(api, endpoints.coachIcon, coach.auth)).json()).toEqual({
    icon: null,
    decline_reasons: [],
  });
  const sent = await upload(apiPath(endpoints.uploadCoachIcon), coach.auth, 'coach_icon[icon]');
  expect(sent.statusCode).toBe(200);
  expect(sent.json().icon.status).toBe('in_review');

  const review = (payload: unknown, token = ADMIN_TOKEN) =>
    callEndpoint(
      api,
      endpoints.reviewCoachIcon,
      { 'x-admin-token': token },
      {
        params: { account_id: me.current.id },
        payload,
      },
    );
  expect((await review({ decision: 'declined', reasons: [] })).statusCode).toBe(422);
  expect((await review({ decision: 'maybe', reasons: [] })).statusCode).toBe(422);
  expect((await review({ decision: 'approved', reasons: [] }, 'not-the-token-at-all')).statusCode).toBe(403);
  const reasons = [{ title: 'Too much text', description: 'Icons may not carry words.' }];
  const declined = await review({ decision: 'declined', reasons });
  expect(declined.statusCode).toBe(200);
  expect((await callEndpoint(api, endpoints.coachIcon, coach.auth)).json()).toMatchObject({
    icon: { status: 'declined' },
    decline_reasons: reasons,
  });

  // A new icon starts a new review, and the old reasons go.
  await upload(apiPath(endpoints.uploadCoachIcon), coach.auth, 'coach_icon[icon]');
  expect((await callEndpoint(api, endpoints.coachIcon, coach.auth)).json()).toMatchObject({
    icon: { status: 'in_review' },
    decline_reasons: [],
  });
  const nobody = await callEndpoint(
    api,
    endpoints.reviewCoachIcon,
    { 'x-admin-token': ADMIN_TOKEN },
    {
      params: { account_id: 999999999 },
      payload: { decision: 'approved', reasons: [] },
    },
  );
  expect(nobody.statusCode).toBe(404);
});
