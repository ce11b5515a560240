import { endpoints, messages } from '@coachforge/contracts';
import { callEndpoint } from '../../testing/programs';
import { CARDS, startPurchaseWorld, type PurchaseWorld } from '../../testing/purchase-world';

let w: PurchaseWorld;
beforeAll(async () => {
  w = await startPurchaseWorld();
});
afterAll(() => w.close());

type Auth = Record<string, string>;
const WAIVER = 'I train at my own risk and have told my coach about any injury.';

async function waiveredProgram(free: boolean) {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { free });
  const set = await callEndpoint(w.api, endpoints.updateProgramSettings, coach.auth, {
    params: { plan_id: plan.id },
    payload: { plan_waiver: { show: true, text: WAIVER, attachments: [] } },
  });
  expect(set.statusCode).toBe(200);
  return { coach, plan };
}
const pageOf = async (auth: Auth, planId: number) =>
  (await callEndpoint(w.api, endpoints.getPublicPlan, auth, { params: { plan_id: planId } })).json();

test('a free program with a waiver is got only with the box ticked and a name; the acceptance is kept', async () => {
  const { plan } = await waiveredProgram(true);
  const client = await w.client();
  expect((await pageOf(client.auth, plan.id)).plan_waiver).toEqual({
    show: true,
    text: WAIVER,
    attachments: [],
    accepted_text: null,
    full_name: null,
    created_at: null,
  });
  const get = (payload: object) =>
    callEndpoint(w.api, endpoints.purchasePlan, client.auth, { params: { plan_id: plan.id }, payload });
  const without = await get({});
  expect(without.statusCode).toBe(422);
  expect(without.json().errors).toEqual({ waiver: [messages.purchase.waiverRequired] });
  const unticked = await get({ waiver: { accepted: false, full_name: 'Alex Athlete' } });
  expect(unticked.statusCode).toBe(422);
  expect((await get({ waiver: { accepted: true, full_name: 'Alex Athlete' } })).statusCode).toBe(200);
  expect((await pageOf(client.auth, plan.id)).plan_waiver).toMatchObject({
    accepted_text: WAIVER,
    full_name: 'Alex Athlete',
    created_at: expect.any(String),
  });
  // Another client has not accepted anything.
  expect((await pageOf((await w.client()).auth, plan.id)).plan_waiver.full_name).toBeNull();
});

test('a paid program with a waiver charges nothing until it is accepted', async () => {
  const { plan } = await waiveredProgram(false);
  const client = await w.client();
  const buy = async (extra: object) =>
    callEndpoint(w.api, endpoints.purchasePlan, client.auth, {
      params: { plan_id: plan.id },
      payload: { price_option_id: plan.priceId, payment_method_id: await w.card(CARDS.ok), ...extra },
    });
  expect((await buy({})).statusCode).toBe(422);
  const charges = () => w.api.db.query('SELECT 1 FROM charges WHERE program_id = $1', [plan.id]);
  expect(await charges()).toHaveLength(0);
  expect((await buy({ waiver: { accepted: true, full_name: 'Alex Athlete' } })).statusCode).toBe(200);
  expect(await charges()).toHaveLength(1);
});

describe('reschedule', () => {
  const today = () => w.clock.now().toISOString().slice(0, 10);
  const dayAfter = (days: number) =>
    new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const call = (endpoint: Parameters<typeof callEndpoint>[1], auth: Auth, planId: number, payload?: object) =>
    callEndpoint(w.api, endpoint, auth, { params: { plan_id: planId }, ...(payload ? { payload } : {}) });

  test('a Fixed Length program not started yet moves to a new first day, and starts then, not on the old one', async () => {
    const coach = await w.coach();
    const plan = await w.program(coach.auth, { type: 'fixed', free: true, weeks: 1 });
    const client = await w.client();
    expect(
      (await call(endpoints.purchasePlan, client.auth, plan.id, { start_date: dayAfter(2) })).statusCode,
    ).toBe(200);
    expect((await call(endpoints.rescheduleInfo, client.auth, plan.id)).json()).toEqual({
      start_current_schedule: dayAfter(2),
      min_available_date: today(),
    });
    const early = await call(endpoints.reschedule, client.auth, plan.id, { date: dayAfter(-1) });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ date: [messages.purchase.startDateInPast] });
    const moved = await call(endpoints.reschedule, client.auth, plan.id, { date: dayAfter(5) });
    expect(moved.json()).toMatchObject({ state: 'scheduled', start_day: dayAfter(5), end_day: dayAfter(11) });

    await w.pass(3);
    expect((await call(endpoints.myMembership, client.auth, plan.id)).json().state).toBe('scheduled');
    await w.pass(2);
    expect((await call(endpoints.myMembership, client.auth, plan.id)).json().state).toBe('active');
    await w.pass(7);
    expect((await call(endpoints.myMembership, client.auth, plan.id)).json().state).toBe('finished');

    // Started (and here finished) programs, and other clients, cannot move it.
    expect((await call(endpoints.reschedule, client.auth, plan.id, { date: today() })).statusCode).toBe(409);
    expect(
      (await call(endpoints.reschedule, (await w.client()).auth, plan.id, { date: today() })).statusCode,
    ).toBe(404);
  });
});
