import { endpoints, messages } from '@coachforge/contracts';
import { callEndpoint } from '../../testing/programs';
import { CARDS, startPurchaseWorld, type PurchaseWorld } from '../../testing/purchase-world';

let w: PurchaseWorld;
beforeAll(async () => {
  w = await startPurchaseWorld();
});
afterAll(() => w.close());

type Auth = Record<string, string>;
const coupon = async (coach: Auth, body: object) => {
  const made = await callEndpoint(w.api, endpoints.createCoupon, coach, { payload: body });
  expect(made.statusCode).toBe(201);
  return made.json();
};
const check = (auth: Auth, planId: number, code: string, priceId: number | null) =>
  callEndpoint(w.api, endpoints.checkCoupon, auth, {
    params: { plan_id: planId },
    payload: { code, price_option_id: priceId },
  });
const subscribe = async (auth: Auth, plan: { id: number; priceId: number | null }, code?: string) =>
  callEndpoint(w.api, endpoints.purchasePlan, auth, {
    params: { plan_id: plan.id },
    payload: {
      price_option_id: plan.priceId,
      payment_method_id: await w.card(CARDS.ok),
      ...(code ? { coupon: code } : {}),
    },
  });
const chargedAmounts = async (planId: number) =>
  (
    await w.api.db.query<{ amount: number }>(
      "SELECT amount FROM charges WHERE program_id = $1 AND status = 'succeeded' ORDER BY id",
      [planId],
    )
  ).map((row) => row.amount);

test('a 20% coupon for 2 months shows before paying, lowers the first two monthly payments, and is on the receipt', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { duration: 'monthly', amount: 2900 });
  await coupon(coach.auth, {
    name: 'spring20',
    percent_off: 20,
    duration: 'repeating',
    duration_in_months: 2,
  });
  const client = await w.client();

  const checked = await check(client.auth, plan.id, 'Spring20', plan.priceId);
  expect(checked.json()).toEqual({
    code: 'SPRING20',
    percent_off: 20,
    duration: 'repeating',
    duration_in_months: 2,
    first_amount: 2320,
    amount_before_discount: 2900,
    currency: 'USD',
  });
  expect((await subscribe(client.auth, plan, 'spring20')).statusCode).toBe(200);
  await w.pass(31);
  await w.pass(31);
  expect(await chargedAmounts(plan.id)).toEqual([2320, 2320, 2900]);

  const [first] = (await w.api.db.query<{ id: number }>(
    'SELECT id::int FROM charges WHERE program_id = $1 ORDER BY id LIMIT 1',
    [plan.id],
  )) as [{ id: number }];
  const receipt = await callEndpoint(w.api, endpoints.receipt, client.auth, {
    params: { charge_id: first.id },
  });
  expect(receipt.json()).toMatchObject({
    amount: 2320,
    discount: { amount_before: 2900, coupon_code: 'SPRING20' },
  });
});

test('a code is refused when it is unknown, archived, out of its dates, used up, for another program, or used before', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { duration: 'monthly' });
  const other = await w.program(coach.auth, { duration: 'monthly' });
  const today = w.clock.now().toISOString().slice(0, 10);
  await coupon(coach.auth, { name: 'ONCE', percent_off: 50, duration: 'once', max_redemptions: 1 });
  await coupon(coach.auth, { name: 'LATER', percent_off: 10, duration: 'forever', starts_on: '2099-01-01' });
  await coupon(coach.auth, { name: 'OTHER', percent_off: 10, duration: 'forever', program_id: other.id });
  const gone = await coupon(coach.auth, {
    name: 'GONE',
    percent_off: 10,
    duration: 'forever',
    ends_on: today,
  });
  expect(
    (
      await callEndpoint(w.api, endpoints.archiveCoupon, coach.auth, { params: { coupon_id: gone.id } })
    ).json(),
  ).toMatchObject({ archived: true });

  const client = await w.client();
  for (const code of ['NOPE', 'LATER', 'OTHER', 'GONE']) {
    const answer = await check(client.auth, plan.id, code, plan.priceId);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ coupon: [messages.coupons.invalid] });
  }
  expect((await subscribe(client.auth, plan, 'once')).statusCode).toBe(200);
  // Its one redemption is taken: the next client is refused at checkout, and nothing is charged to them.
  const next = await w.client();
  const refused = await subscribe(next.auth, plan, 'ONCE');
  expect(refused.statusCode).toBe(422);
  expect(refused.json().errors).toEqual({ coupon: [messages.coupons.invalid] });
  expect(await chargedAmounts(plan.id)).toEqual([2500]);
});

test('a 100% coupon once is free access for the first period, then the price is charged', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { duration: 'weekly', amount: 1500 });
  await coupon(coach.auth, { name: 'FIRSTFREE', percent_off: 100, duration: 'once' });
  const client = await w.client();
  const bought = await subscribe(client.auth, plan, 'FIRSTFREE');
  expect(bought.json().membership.state).toBe('active');
  expect(await chargedAmounts(plan.id)).toEqual([]);
  await w.pass(7);
  expect(await chargedAmounts(plan.id)).toEqual([1500]);
});

test('only the account owner makes coupons; codes are unique in the account; another account sees none', async () => {
  const coach = await w.coach();
  await coupon(coach.auth, { name: 'TEAM10', percent_off: 10, duration: 'forever' });
  const taken = await callEndpoint(w.api, endpoints.createCoupon, coach.auth, {
    payload: { name: 'team10', percent_off: 15, duration: 'once' },
  });
  expect(taken.statusCode).toBe(422);
  expect(taken.json().errors).toEqual({ name: [messages.coupons.codeTaken] });
  const junk = await callEndpoint(w.api, endpoints.createCoupon, coach.auth, {
    payload: { name: 'x', percent_off: 0, duration: 'repeating' },
  });
  expect(junk.statusCode).toBe(422);
  expect(Object.keys(junk.json().errors).sort()).toEqual(['duration_in_months', 'name', 'percent_off']);

  const stranger = await w.coach();
  expect((await callEndpoint(w.api, endpoints.coupons, stranger.auth)).json()).toEqual([]);
  const [mine] = (await callEndpoint(w.api, endpoints.coupons, coach.auth)).json();
  const foreign = await callEndpoint(w.api, endpoints.archiveCoupon, stranger.auth, {
    params: { coupon_id: mine.id },
  });
  expect(foreign.statusCode).toBe(404);
  const client = await w.client();
  expect((await callEndpoint(w.api, endpoints.coupons, client.auth)).statusCode).toBe(403);
});
