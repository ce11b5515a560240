import { endpoints, messages } from '@coachforge/contracts';
import { callEndpoint } from '../../testing/programs';
import { CARDS, startPurchaseWorld, type PurchaseWorld } from './testing/purchase-world';

let w: PurchaseWorld;
beforeAll(async () => {
  w = await startPurchaseWorld();
}, 30_000);
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
