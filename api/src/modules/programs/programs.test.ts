import { apiPath, endpoints, messages, type Program } from '@coachforge/contracts';
import { accountIdOf, callEndpoint, connectPayments, createProgram } from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';
import { PNG, uploadMedia } from '../../testing/uploads';

const m = messages.programs;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const coach = () => signedUp(api, { role: 'coach' });
type Auth = Record<string, string>;
const patch = (auth: Auth, id: number, payload: object) =>
  callEndpoint(api, endpoints.updateProgram, auth, { params: { plan_id: id }, payload });
const settings = (auth: Auth, id: number, payload: object) =>
  callEndpoint(api, endpoints.updateProgramSettings, auth, { params: { plan_id: id }, payload });
const act = (endpoint: (typeof endpoints)[keyof typeof endpoints], auth: Auth, id: number) =>
  callEndpoint(api, endpoint as never, auth, { params: { plan_id: id } });
const addPrice = (auth: Auth, id: number, amount: number, duration: string) =>
  callEndpoint(api, endpoints.addPriceOption, auth, {
    params: { plan_id: id },
    payload: { amount, duration },
  });
const list = async (auth: Auth, query: Record<string, string> = {}) =>
  ((await callEndpoint(api, endpoints.listPrograms, auth, { query })).json().items as Program[]).map(
    (p) => p.title,
  );

test('a coach creates a draft of each type, and the first one completes first_plan on the checklist', async () => {
  const { auth } = await coach();
  for (const type of ['individual', 'fixed', 'one_many', 'membership'] as const) {
    const program = await createProgram(api, auth, type, `${type} program`);
    expect(program).toMatchObject({
      plan_type: type,
      plan_status: 'draft',
      archive: false,
      original_price: [],
    });
  }
  const checklist = await api.call({ method: 'GET', url: apiPath(endpoints.checklist), headers: auth });
  expect(checklist.json().completed).toContain('first_plan');
});

test('the list has tabs, search and sorting; archived programs have their own tab', async () => {
  const { auth } = await coach();
  const zulu = await createProgram(api, auth, 'fixed', 'Zulu Hypertrophy');
  const alpha = await createProgram(api, auth, 'membership', 'Alpha Strength');
  await createProgram(api, auth, 'one_many', 'Mobility Club');
  await settings(auth, alpha.id, { plan_pricing: 'free' });
  expect((await act(endpoints.publishProgram, auth, alpha.id)).statusCode).toBe(200);
  await act(endpoints.archiveProgram, auth, zulu.id);

  expect(await list(auth, { sort: 'title asc' })).toEqual(['Alpha Strength', 'Mobility Club']);
  expect(await list(auth, { sort: 'title desc' })).toEqual(['Mobility Club', 'Alpha Strength']);
  expect(await list(auth, { tab: 'attention' })).toEqual(['Mobility Club']);
  expect(await list(auth, { tab: 'archived' })).toEqual(['Zulu Hypertrophy']);
  expect(await list(auth, { q: 'stren' })).toEqual(['Alpha Strength']);
  expect(await list(auth, { q: '%' })).toEqual([]);
  expect(await list(auth, { plan_type: 'one_many' })).toEqual(['Mobility Club']);
});

test('the description is sanitised on the server: scripts and handlers go, formatting and safe links stay', async () => {
  const { auth } = await coach();
  const program = await createProgram(api, auth);
  const response = await patch(auth, program.id, {
    description:
      '<p onclick="steal()">Train <strong>hard</strong><script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">bad</a><a href="https://example.com">good</a><img src=x onerror=alert(1)>',
    level: 4,
    average_duration: 60,
  });
  expect(response.statusCode).toBe(200);
  const { description, level } = response.json() as Program;
  expect(description).toBe(
    '<p>Train <strong>hard</strong></p><a target="_blank" rel="noopener noreferrer nofollow">bad</a>' +
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">good</a>',
  );
  expect(level).toBe(4);
});

test('the type changes while the program has no clients, never once it has one, never for the seeded product', async () => {
  const { auth } = await coach();
  const program = await createProgram(api, auth, 'individual');
  const changed = await patch(auth, program.id, { plan_type: 'fixed' });
  expect(changed.json().plan_type).toBe('fixed');

  await api.db.query(
    `INSERT INTO plan_memberships (program_id, account_id, email, full_name, state) VALUES ($1, $2, 'kim@example.com', 'Kim', 'pending')`,
    [program.id, await accountIdOf(api, auth)],
  );
  const refused = await patch(auth, program.id, { plan_type: 'membership' });
  expect(refused.statusCode).toBe(422);
  expect(refused.json().errors.plan_type).toEqual([m.typeChangeHasClients]);
  expect((await act(endpoints.getProgram, auth, program.id)).json().type_locked_reason).toBe(
    m.typeChangeHasClients,
  );

  const seeded = await createProgram(api, auth, 'membership');
  await api.db.query('UPDATE programs SET seeded = true WHERE id = $1', [seeded.id]);
  expect((await patch(auth, seeded.id, { plan_type: 'fixed' })).json().errors.plan_type).toEqual([
    m.typeChangeSeeded,
  ]);
});

test('a custom url takes letters, digits, - and _, not only digits, and is unique across coaches', async () => {
  const first = await coach();
  const second = await coach();
  const mine = await createProgram(api, first.auth);
  const theirs = await createProgram(api, second.auth);
  expect((await settings(first.auth, mine.id, { custom_url: 'Strength_Block-1' })).json().custom_url).toBe(
    'Strength_Block-1',
  );
  const cases: [string, string][] = [
    ['strength_block-1', m.urlTaken],
    ['12345', m.urlOnlyDigits],
    ['my block', m.urlCharacters],
    ['../admin', m.urlCharacters],
  ];
  for (const [url, message] of cases) {
    const response = await settings(second.auth, theirs.id, { custom_url: url });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.custom_url).toEqual([message]);
  }
  expect((await settings(first.auth, mine.id, { custom_url: 'Strength_Block-1' })).statusCode).toBe(200);
});

test('settings are kept as sent: trial, visibility, privacy, waiver, welcome message and notifications', async () => {
  const { auth } = await coach();
  const program = await createProgram(api, auth, 'one_many');
  const waiverFile = await uploadMedia(api, auth, 'waiver.png', PNG, 'image/png');
  const response = await settings(auth, program.id, {
    trial_days: 7,
    training_visibility_days: 14,
    accessibility: false,
    allowed_emails: ['Ann@Example.com', 'ann@example.com', 'bo@example.com'],
    plan_waiver: { show: true, text: 'I train at my own risk', attachments: [waiverFile.id] },
    welcome_message: 'Welcome aboard',
    skip_sales_page: true,
    storefront_visible: false,
    performance_notifications: false,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    trial_days: 7,
    training_visibility_days: 14,
    accessibility: false,
    allowed_emails: ['ann@example.com', 'bo@example.com'],
    plan_waiver: { show: true, text: 'I train at my own risk', attachments: [waiverFile.id] },
    welcome_message: 'Welcome aboard',
    skip_sales_page: true,
    storefront_visible: false,
    performance_notifications: false,
  });
  const unlimited = await settings(auth, program.id, { training_visibility_days: null });
  expect(unlimited.json().training_visibility_days).toBeNull();
});

test('publishing a paid program needs the payment provider and a price; a free one publishes and stays free', async () => {
  const { auth } = await coach();
  const paid = await createProgram(api, auth, 'membership');
  expect((await act(endpoints.publishProgram, auth, paid.id)).json().error).toBe(
    messages.prices.connectProvider,
  );
  await connectPayments(api, auth);
  expect((await act(endpoints.publishProgram, auth, paid.id)).json().error).toBe(m.publishNeedsPrice);
  expect((await addPrice(auth, paid.id, 4999, 'monthly')).statusCode).toBe(201);
  const published = await act(endpoints.publishProgram, auth, paid.id);
  expect(published.json()).toMatchObject({ plan_status: 'published' });

  const free = await createProgram(api, auth, 'fixed');
  await settings(auth, free.id, { plan_pricing: 'free' });
  expect((await act(endpoints.publishProgram, auth, free.id)).json().plan_status).toBe('published');
  const toPaid = await settings(auth, free.id, { plan_pricing: 'paid' });
  expect(toPaid.statusCode).toBe(422);
  expect(toPaid.json().errors.plan_pricing).toEqual([m.freeToPaid]);
  expect((await addPrice(auth, free.id, 1000, 'one_off')).json().errors.amount).toEqual([
    messages.prices.freeProgram,
  ]);
});

test('an archived program is read but not changed until restored', async () => {
  const { auth } = await coach();
  const program = await createProgram(api, auth);
  expect((await act(endpoints.archiveProgram, auth, program.id)).json().archive).toBe(true);
  const refused = await patch(auth, program.id, { title: 'New title' });
  expect(refused.statusCode).toBe(422);
  expect(refused.json().error).toBe(m.archived);
  expect((await act(endpoints.restoreProgram, auth, program.id)).json().archive).toBe(false);
  expect((await patch(auth, program.id, { title: 'New title' })).json().title).toBe('New title');
});

test('a duplicate is a draft copy with the settings and live prices, without the clients or the custom url', async () => {
  const { auth } = await coach();
  await connectPayments(api, auth);
  const program = await createProgram(api, auth, 'membership', 'Engine');
  await settings(auth, program.id, { custom_url: `engine-${Date.now()}`, trial_days: 5 });
  await addPrice(auth, program.id, 2500, 'weekly');
  await act(endpoints.publishProgram, auth, program.id);
  const copy = await act(endpoints.duplicateProgram, auth, program.id);
  expect(copy.statusCode).toBe(201);
  expect(copy.json()).toMatchObject({
    title: 'Engine (copy)',
    plan_status: 'draft',
    custom_url: null,
    trial_days: 5,
    clients_count: 0,
    original_price: [expect.objectContaining({ amount: 2500, duration: 'weekly', archived: false })],
  });
});

test('a cover is a media item of the account cropped to its type, and a video only once it is published', async () => {
  const { auth } = await coach();
  const program = await createProgram(api, auth);
  const image = await uploadMedia(api, auth, 'cover.png', PNG, 'image/png');
  const cover = (payload: object) =>
    callEndpoint(api, endpoints.setProgramCover, auth, { params: { plan_id: program.id }, payload });

  const set = await cover({
    cover_type: 'main',
    media_id: image.id,
    coordinates: { x: 0, y: 0, width: 360, height: 186 },
  });
  expect(set.statusCode).toBe(200);
  expect(set.json().covers).toEqual([
    {
      cover_type: 'main',
      crop_ratio: 1.94,
      coordinates: { x: 0, y: 0, width: 360, height: 186 },
      media: { id: image.id, type: 'image', state: 'published', title: 'cover.png' },
    },
  ]);
  const square = await cover({
    cover_type: 'main',
    media_id: image.id,
    coordinates: { x: 0, y: 0, width: 100, height: 100 },
  });
  expect(square.json().errors.coordinates).toEqual([m.coverCropRatio(1.94)]);
  const tiny = await cover({
    cover_type: 'table_view',
    media_id: image.id,
    coordinates: { x: 0, y: 0, width: 1, height: 1 },
  });
  expect(tiny.statusCode).toBe(422);

  await api.db.query(`UPDATE media SET kind = 'video', status = 'processing' WHERE id = $1`, [image.id]);
  expect((await cover({ cover_type: 'mobile_view', media_id: image.id })).json().errors.media_id).toEqual([
    m.coverVideoUnpublished,
  ]);

  const stranger = await coach();
  const theirs = await uploadMedia(api, stranger.auth, 'theirs.png', PNG, 'image/png');
  expect((await cover({ cover_type: 'tiled_view', media_id: theirs.id })).json().errors.media_id).toEqual([
    messages.media.notFound,
  ]);
  const removed = await callEndpoint(api, endpoints.removeProgramCover, auth, {
    params: { plan_id: program.id, cover_type: 'main' },
  });
  expect(removed.json().covers).toEqual([]);
});

test("a coach never sees or changes another account's program", async () => {
  const owner = await coach();
  const stranger = await coach();
  const program = await createProgram(api, owner.auth, 'membership', 'Private Block');
  for (const endpoint of [
    endpoints.getProgram,
    endpoints.publishProgram,
    endpoints.archiveProgram,
    endpoints.restoreProgram,
    endpoints.duplicateProgram,
  ]) {
    const response = await act(endpoint, stranger.auth, program.id);
    expect([endpoint.path, response.statusCode, response.json().error]).toEqual([
      endpoint.path,
      404,
      m.notFound,
    ]);
  }
  expect((await patch(stranger.auth, program.id, { title: 'Mine now' })).statusCode).toBe(404);
  expect(await list(stranger.auth)).toEqual([]);
  expect((await act(endpoints.getProgram, owner.auth, program.id)).json().title).toBe('Private Block');
});

test.each([
  [{ plan_type: 'hiit', title: 'X' }, 'plan_type', m.typeInvalid],
  [{ plan_type: 'fixed', title: '   ' }, 'title', m.titleRequired],
  [{ plan_type: 'fixed' }, 'title', m.titleRequired],
  [{ plan_type: 'fixed', title: 'x'.repeat(101) }, 'title', messages.validation.tooLong(100)],
  [{ plan_type: ['fixed'], title: 'X' }, 'plan_type', m.typeInvalid],
  [{ plan_type: 'fixed', title: { $ne: '' } }, 'title', messages.validation.wrongType('text')],
])('creating %j is refused with a field message', async (payload, field, message) => {
  const { auth } = await coach();
  const response = await callEndpoint(api, endpoints.createProgram, auth, { payload });
  expect(response.statusCode).toBe(422);
  expect(response.json().errors[field]).toEqual([message]);
});

test('hostile ids, bodies and numbers get a 4xx JSON answer', async () => {
  const { auth } = await coach();
  const program = await createProgram(api, auth);
  for (const id of ['abc', '0', '-1', '99999999999999999999', '1e3']) {
    const response = await api.call({ method: 'GET', url: `/api/coach/plans/${id}`, headers: auth });
    expect([id, response.statusCode]).toEqual([id, 404]);
    expect(response.json().error).toBe(m.notFound);
  }
  const level = await patch(auth, program.id, { level: 9, sessions_per_day: 0 });
  expect(level.statusCode).toBe(422);
  expect(level.json().errors).toEqual({
    level: [m.levelRange],
    sessions_per_day: [m.sessionsPerDayInvalid(10)],
  });
  const notJson = await api.call({
    method: 'PATCH',
    url: `/api/coach/plans/${program.id}`,
    headers: { ...auth, 'content-type': 'application/json' },
    payload: '{"title":',
  });
  expect(notJson.statusCode).toBe(400);
  const date = await callEndpoint(api, endpoints.updateProgramSchedule, auth, {
    params: { plan_id: program.id },
    payload: { launch_date: '2026-13-40' },
  });
  expect(date.json().errors.launch_date).toEqual([m.dateInvalid]);
  const cover = await callEndpoint(api, endpoints.removeProgramCover, auth, {
    params: { plan_id: program.id, cover_type: 'banner' },
  });
  expect(cover.statusCode).toBe(404);
});

test('a client has no programs to manage, and a coach whose plan ended reads but does not change', async () => {
  const client = await signedUp(api, { role: 'user' });
  expect((await callEndpoint(api, endpoints.listPrograms, client.auth)).statusCode).toBe(403);
  const { auth } = await coach();
  const program = await createProgram(api, auth);
  await api.db.query(
    `UPDATE platform_subscriptions SET state = 'canceled', active = false, trial = false,
       trial_end_date = now() - interval '1 day' WHERE account_id = $1`,
    [await accountIdOf(api, auth)],
  );
  expect((await act(endpoints.getProgram, auth, program.id)).statusCode).toBe(200);
  const refused = await patch(auth, program.id, { title: 'Later' });
  expect(refused.statusCode).toBe(406);
  expect(refused.json().error).toBe(m.blocked);
});
