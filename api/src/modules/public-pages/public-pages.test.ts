import { endpoints, messages, type PublicPage, type PublicPageContent } from '@coachforge/contracts';
import { buildCallerWorld, type CallerWorld } from '../../testing/callers';
import { accountIdOf, callEndpoint, createProgram, publishedProgram } from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';

type Headers = Record<string, string>;

let api: TestApi;
let world: CallerWorld;
beforeAll(async () => {
  api = await startTestApi({ adminToken: 'public-pages-admin-token-0123456789' });
  world = await buildCallerWorld(api);
}, 120_000);
afterAll(() => api.close());

const content = (overrides: Partial<PublicPageContent> = {}): PublicPageContent => ({
  title: 'Strong by Sam',
  about: 'Coaching for busy people.\nTwo lines.',
  links: { website: 'https://sam.example', instagram: null, facebook: null, youtube: null, tiktok: null },
  ...overrides,
});

/** A free program, published, with the given settings. */
const published = (auth: Headers, title: string, settings: Record<string, unknown> = {}) =>
  publishedProgram(api, auth, { title, settings: { plan_pricing: 'free', ...settings } });

const page = async (key: string | number, auth: Headers = {}, query?: Record<string, string>) =>
  callEndpoint(api, endpoints.publicPage, auth, { params: { user_id: key }, ...(query ? { query } : {}) });

test('the storefront shows only published, public, storefront-visible programs: the top 4, and all of them', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const shown = [];
  for (const n of [1, 2, 3, 4, 5]) shown.push(await published(coach.auth, `Shown ${n}`));
  const privateOne = await published(coach.auth, 'Invite only', {
    accessibility: false,
    allowed_emails: ['friend@example.com'],
  });
  const hidden = await published(coach.auth, 'Not on the storefront', { storefront_visible: false });
  const archived = await published(coach.auth, 'Archived');
  await callEndpoint(api, endpoints.archiveProgram, coach.auth, { params: { plan_id: archived } });
  const draft = await createProgram(api, coach.auth, 'fixed', 'Draft');

  const accountId = await accountIdOf(api, coach.auth);
  const answer = await page(accountId);
  expect(answer.statusCode).toBe(200);
  const storefront: PublicPage = answer.json();
  expect(storefront.programs).toHaveLength(4);
  expect(storefront.programs_total).toBe(5);
  expect(storefront.short_link).toBe(`/c/${accountId}`);
  expect(storefront.can_edit).toBe(false);
  expect(storefront.coaches).toEqual([expect.objectContaining({ owner: true })]);

  const all = await callEndpoint(api, endpoints.publicPagePrograms, {}, { params: { user_id: accountId } });
  const ids = (all.json() as { id: number }[]).map((p) => p.id).sort((a, b) => a - b);
  expect(ids).toEqual(shown.sort((a, b) => a - b));
  for (const id of [privateOne, hidden, archived, draft.id]) expect(ids).not.toContain(id);
});

test('the owner edits the page; the content comes back as text, and the owner is told it may edit', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const saved = await callEndpoint(api, endpoints.saveOwnPublicPageContent, coach.auth, {
    payload: content({ about: '<script>alert(1)</script> & more' }),
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ title: 'Strong by Sam', about: '<script>alert(1)</script> & more' });
  const accountId = await accountIdOf(api, coach.auth);
  const own: PublicPage = (await page(accountId, coach.auth)).json();
  expect(own.can_edit).toBe(true);
  expect(own.content.links.website).toBe('https://sam.example');
  // Everyone else sees the same page and may not edit it.
  const other = await signedUp(api, { role: 'coach' });
  expect((await page(accountId, other.auth)).json()).toMatchObject({ can_edit: false, content: own.content });
});

test('the page answers by custom url and by short link, whose letter must match the account kind', async () => {
  const accountId = world.teamId;
  await api.db.query(`UPDATE accounts SET custom_url = $2 WHERE id = $1`, [accountId, `Team-${accountId}`]);
  expect((await page(`team-${accountId}`)).statusCode).toBe(200);
  expect((await page(`team-${accountId}`, {}, { user_type: 't' })).json().short_link).toBe(
    `/t/Team-${accountId}`,
  );
  expect((await page(accountId, {}, { user_type: 'b' })).statusCode).toBe(404);
  expect((await page(accountId, {}, { user_type: 'x' })).statusCode).toBe(404);
});

test("a team's non-owner coach reads the content but cannot change it; no one edits another account's page", async () => {
  const before = (await callEndpoint(api, endpoints.ownPublicPageContent, world.headers.owner)).json();
  const refused = await callEndpoint(api, endpoints.saveOwnPublicPageContent, world.headers.nonOwner, {
    payload: content({ title: 'Taken over' }),
  });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().error).toBe(messages.http.ownerOnly);
  expect((await callEndpoint(api, endpoints.ownPublicPageContent, world.headers.nonOwner)).json()).toEqual(
    before,
  );

  // The call has no account id to name: another account's owner only ever changes their own page.
  await callEndpoint(api, endpoints.saveOwnPublicPageContent, world.headers.otherAccount, {
    payload: content({ title: 'Mine' }),
  });
  expect((await page(world.teamId)).json().content).toEqual(before);
  const client = await callEndpoint(api, endpoints.saveOwnPublicPageContent, world.headers.client, {
    payload: content(),
  });
  expect(client.statusCode).toBe(403);
  const anonymous = await callEndpoint(api, endpoints.saveOwnPublicPageContent, {}, { payload: content() });
  expect(anonymous.statusCode).toBe(401);
});

describe('bad input is a 4xx JSON error, and nothing is saved', () => {
  test.each([
    ['a link that is not https', content({ links: { ...content().links, website: 'javascript:alert(1)' } })],
    ['a title too long', content({ title: 'x'.repeat(121) })],
    ['about that is not text', { ...content(), about: { html: '<b>' } }],
    ['links that are not an object', { ...content(), links: 'https://x.example' }],
    ['about too long', content({ about: 'x'.repeat(3001) })],
  ])('%s', async (_name, payload) => {
    const coach = await signedUp(api, { role: 'coach' });
    const answer = await callEndpoint(api, endpoints.saveOwnPublicPageContent, coach.auth, { payload });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toHaveProperty('error');
    expect((await callEndpoint(api, endpoints.ownPublicPageContent, coach.auth)).json().title).toBeNull();
  });

  test.each([
    ['SQL', "' OR '1'='1' --"],
    ['markup', '<script>alert(1)</script>'],
    ['a number too long', '9'.repeat(40)],
    ['300 letters', 'a'.repeat(300)],
    ['a NUL', '%00'],
  ])('the page of %s is not found (or its address refused as too long)', async (_name, key) => {
    const answer = await page(encodeURIComponent(key));
    expect([404, 414]).toContain(answer.statusCode);
    expect(answer.json()).toHaveProperty('error');
  });

  test("a client's own account has no public page", async () => {
    const client = await signedUp(api, { role: 'user' });
    expect((await page(await accountIdOf(api, client.auth))).statusCode).toBe(404);
  });
});
