import { endpoints, messages, type BillingEntry, type MyProgram } from '@coachforge/contracts';
import { callEndpoint } from '../../testing/programs';
import { CARDS, startPurchaseWorld, type PurchaseWorld } from '../../testing/purchase-world';

let w: PurchaseWorld;
beforeAll(async () => {
  w = await startPurchaseWorld();
});
afterAll(() => w.close());

type Auth = Record<string, string>;
const myPrograms = async (auth: Auth, list?: string) =>
  (
    await callEndpoint(w.api, endpoints.myPrograms, auth, list ? { query: { list } } : {})
  ).json() as MyProgram[];

test("a client's programs list what they joined across coaches, running or past, as their coaches' lists show it", async () => {
  const [first, second] = [await w.coach(), await w.coach()];
  const mobility = await w.program(first.auth, { type: 'one_many', free: true });
  const strength = await w.program(second.auth, { type: 'membership', free: true });
  const client = await w.client();
  for (const plan of [mobility, strength])
    expect(
      (
        await callEndpoint(w.api, endpoints.purchasePlan, client.auth, {
          params: { plan_id: plan.id },
          payload: {},
        })
      ).statusCode,
    ).toBe(200);

  const active = await myPrograms(client.auth);
  expect(active.map((entry) => entry.program.id).sort()).toEqual([mobility.id, strength.id].sort());
  const entry = active.find((candidate) => candidate.program.id === mobility.id)!;
  expect(entry.client.membership.state).toBe('active');
  expect(entry.program.owner_name).toBeTruthy();
  expect(await myPrograms(client.auth, 'past')).toEqual([]);

  // Ended, it moves to past; nobody else sees any of it.
  await callEndpoint(w.api, endpoints.cancelMembershipNow, client.auth, { params: { plan_id: mobility.id } });
  expect((await myPrograms(client.auth)).map((e) => e.program.id)).toEqual([strength.id]);
  expect(
    (await myPrograms(client.auth, 'past')).map((e) => [e.program.id, e.client.membership.state]),
  ).toEqual([[mobility.id, 'canceled']]);
  expect(await myPrograms((await w.client()).auth)).toEqual([]);
  expect(await myPrograms(client.auth, 'nonsense')).toHaveLength(1);
});

test("a client's billing history lists every payment they made or tried, in words they read, and nobody else's", async () => {
  const plan = await w.program((await w.coach()).auth, { amount: 2900 });
  const client = await w.client();
  const buy = (card: string) =>
    callEndpoint(w.api, endpoints.purchasePlan, client.auth, {
      params: { plan_id: plan.id },
      payload: { price_option_id: plan.priceId, payment_method_id: card },
    });
  expect((await buy(await w.card(CARDS.declined))).statusCode).toBe(422);
  const retried = await callEndpoint(w.api, endpoints.retryPayment, client.auth, {
    params: { plan_id: plan.id },
    payload: { payment_method_id: await w.card(CARDS.ok) },
  });
  expect(retried.statusCode).toBe(200);

  const history = (await callEndpoint(w.api, endpoints.billingHistory, client.auth)).json() as BillingEntry[];
  expect(history.map((entry) => [entry.amount, entry.currency, entry.status, entry.failure])).toEqual([
    [2900, 'usd', 'succeeded', null],
    [2900, 'usd', 'failed', messages.payments.cardDeclined],
  ]);
  expect(history[0]!.program_title).toBeTruthy();
  expect((await callEndpoint(w.api, endpoints.billingHistory, (await w.client()).auth)).json()).toEqual([]);
});

test("a coach's first client who joins by getting a free program completes first_client on the checklist", async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { type: 'one_many', free: true });
  const checklist = async () =>
    ((await callEndpoint(w.api, endpoints.checklist, coach.auth)).json() as { completed: string[] })
      .completed;
  expect(await checklist()).not.toContain('first_client');
  const client = await w.client();
  const joined = await callEndpoint(w.api, endpoints.purchasePlan, client.auth, {
    params: { plan_id: plan.id },
    payload: {},
  });
  expect(joined.statusCode).toBe(200);
  expect(await checklist()).toContain('first_client');
});
