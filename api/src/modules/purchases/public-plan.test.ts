import { endpoints, messages, type PlanType } from '@coachforge/contracts';
import { callEndpoint, connectPayments, createProgram } from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';
import { PNG, uploadMedia } from '../../testing/uploads';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

type Auth = Record<string, string>;
const NOBODY: Auth = {};
const open = (planId: number | string, auth: Auth = NOBODY) =>
  callEndpoint(api, endpoints.getPublicPlan, auth, { params: { plan_id: planId } });
const settings = (auth: Auth, id: number, payload: object) =>
  callEndpoint(api, endpoints.updateProgramSettings, auth, { params: { plan_id: id }, payload });
const publish = (auth: Auth, id: number) =>
  callEndpoint(api, endpoints.publishProgram, auth, { params: { plan_id: id } });

async function freeProgram(auth: Auth, type: PlanType = 'fixed', extra: object = {}) {
  const program = await createProgram(api, auth, type, 'Open Engine');
  await settings(auth, program.id, { plan_pricing: 'free', ...extra });
  await callEndpoint(api, endpoints.updateProgram, auth, {
    params: { plan_id: program.id },
    payload: { description: '<p>Build <b>strength</b></p><script>alert(1)</script>' },
  });
  return program;
}

test('anyone opens a published free program by its id or its custom url, with the sanitised description', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const url = `open-engine-${Date.now()}`;
  const program = await freeProgram(coach.auth, 'fixed', { custom_url: url });
  expect((await open(program.id)).statusCode).toBe(404);
  await publish(coach.auth, program.id);

  const byId = await open(program.id);
  expect(byId.statusCode).toBe(200);
  expect(byId.json()).toMatchObject({
    id: program.id,
    title: 'Open Engine',
    description: '<p>Build <b>strength</b></p>',
    plan_pricing: 'free',
    can_sale: true,
    allowed_to_buy: true,
    is_bought: false,
    is_owner: false,
    original_price: null,
    membership: null,
  });
  expect(byId.json().user.full_name).toBeTruthy();
  expect((await open(url.toUpperCase())).json().id).toBe(program.id);
});

test('a program nobody knows, or a draft, is not found for a visitor; its owner previews the draft', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const draft = await createProgram(api, coach.auth, 'membership');
  const missing = await open('no-such-program');
  expect(missing.statusCode).toBe(404);
  expect(missing.json().error).toBe(messages.purchase.planNotFound);
  expect((await open(draft.id, (await signedUp(api, { role: 'user' })).auth)).statusCode).toBe(404);
  const preview = await open(draft.id, coach.auth);
  expect(preview.json()).toMatchObject({ plan_status: 'draft', is_owner: true, can_sale: false });
  expect(preview.json().original_price).toEqual([]);
});

test('a paid program sells only while its coach takes payments; a coach may look but not buy', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  await connectPayments(api, coach.auth);
  const program = await createProgram(api, coach.auth, 'membership');
  await callEndpoint(api, endpoints.addPriceOption, coach.auth, {
    params: { plan_id: program.id },
    payload: { amount: 4999, duration: 'monthly' },
  });
  await publish(coach.auth, program.id);

  const client = await signedUp(api, { role: 'user' });
  const seen = (await open(program.id, client.auth)).json();
  expect(seen).toMatchObject({ can_sale: true, allowed_to_buy: true, original_price: null });
  expect(seen.local_price).toEqual([expect.objectContaining({ amount: 4999, duration: 'monthly' })]);
  expect(seen.user.stripe_connect_charges_enabled).toBe(true);

  const otherCoach = await signedUp(api, { role: 'coach' });
  expect((await open(program.id, otherCoach.auth)).json()).toMatchObject({
    can_sale: true,
    allowed_to_buy: false,
  });

  await api.db.query(
    'UPDATE payment_provider_connections SET charges_enabled = false WHERE account_id = $1',
    [program.account_id],
  );
  expect((await open(program.id, client.auth)).json()).toMatchObject({
    can_sale: false,
    allowed_to_buy: false,
  });
});

test('a private program shows its description and sale only to its allowed emails', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const allowed = await signedUp(api, { role: 'user' });
  const program = await freeProgram(coach.auth, 'fixed', {
    accessibility: false,
    allowed_emails: [allowed.email],
  });
  await publish(coach.auth, program.id);

  expect((await open(program.id)).json()).toMatchObject({
    accessibility: false,
    description: '',
    allowed_to_buy: false,
  });
  const stranger = await signedUp(api, { role: 'user' });
  expect((await open(program.id, stranger.auth)).json()).toMatchObject({
    description: '',
    allowed_to_buy: false,
  });
  expect((await open(program.id, allowed.auth)).json()).toMatchObject({
    description: '<p>Build <b>strength</b></p>',
    allowed_to_buy: true,
  });
});

test('an archived program cannot be bought', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await freeProgram(coach.auth);
  await publish(coach.auth, program.id);
  await callEndpoint(api, endpoints.archiveProgram, coach.auth, { params: { plan_id: program.id } });
  expect((await open(program.id)).json()).toMatchObject({
    archive: true,
    can_sale: false,
    allowed_to_buy: false,
  });
});

test('a bad token is refused so the browser can renew it, rather than shown the page as a stranger', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await freeProgram(coach.auth);
  await publish(coach.auth, program.id);
  expect((await open(program.id, { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
});

test('a published program’s cover has a stable address that leads to its current image', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await freeProgram(coach.auth);
  const image = await uploadMedia(api, coach.auth, 'cover.png', PNG, 'image/png');
  await callEndpoint(api, endpoints.setProgramCover, coach.auth, {
    params: { plan_id: program.id },
    payload: { cover_type: 'main', media_id: image.id, coordinates: { x: 0, y: 0, width: 360, height: 186 } },
  });
  const cover = (type: string) =>
    callEndpoint(api, endpoints.publicPlanCover, NOBODY, {
      params: { plan_id: program.id, cover_type: type },
    });
  expect((await cover('main')).statusCode).toBe(404);
  await publish(coach.auth, program.id);

  expect((await open(program.id)).json().covers).toEqual([
    { cover_type: 'main', image_url: `/api/plans/${program.id}/covers/main` },
  ]);
  const redirected = await cover('main');
  expect(redirected.statusCode).toBe(302);
  const image2 = await api.call({ method: 'GET', url: String(redirected.headers.location) });
  expect(image2.statusCode).toBe(200);
  expect(image2.rawPayload.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
  expect((await cover('tiled_view')).statusCode).toBe(404);
  expect((await cover('sideways')).statusCode).toBe(404);
});
