import { endpoints, messages, type Program } from '@coachforge/contracts';
import {
  accountIdOf,
  callEndpoint,
  connectPayments,
  createProgram,
  onFreePlan,
} from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';
import { PNG, uploadMedia } from '../../testing/uploads';

const p = messages.prices;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

type Auth = Record<string, string>;
async function pricedCoach() {
  const coach = await signedUp(api, { role: 'coach' });
  await connectPayments(api, coach.auth);
  return coach;
}
const addPrice = (auth: Auth, id: number, amount: number, duration: string) =>
  callEndpoint(api, endpoints.addPriceOption, auth, {
    params: { plan_id: id },
    payload: { amount, duration },
  });
const onPrice = (
  endpoint: typeof endpoints.archivePriceOption,
  auth: Auth,
  planId: number,
  priceId: number,
) => callEndpoint(api, endpoint, auth, { params: { plan_id: planId, price_id: priceId } });
const durations = (program: Program) => program.original_price.map((option) => option.duration);

/** A client joined through the option (as the purchase flow will record it). */
async function clientOn(program: Program, priceId: number) {
  const client = await signedUp(api, { role: 'user' });
  const userId = await accountIdOf(api, client.auth);
  await api.db.query(
    `INSERT INTO plan_memberships (program_id, account_id, user_id, email, state, price_option_id, joined_at)
     VALUES ($1, $2, $3, $4, 'active', $5, now())`,
    [program.id, program.account_id, userId, client.email, priceId],
  );
  return userId;
}

test('a paid price needs the payment provider connected first', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await createProgram(api, coach.auth);
  const refused = await addPrice(coach.auth, program.id, 4999, 'monthly');
  expect(refused.statusCode).toBe(422);
  expect(refused.json().errors.amount).toEqual([p.connectProvider]);
});

test('options come back in the fixed cadence order; a period is unique and must suit the type', async () => {
  const { auth } = await pricedCoach();
  const program = await createProgram(api, auth, 'membership');
  for (const duration of ['yearly', 'weekly', 'monthly']) await addPrice(auth, program.id, 1000, duration);
  const read = await callEndpoint(api, endpoints.getProgram, auth, { params: { plan_id: program.id } });
  expect(durations(read.json())).toEqual(['weekly', 'monthly', 'yearly']);
  expect(read.json().original_price[1]).toMatchObject({
    amount: 1000,
    price_format: '10.00 USD',
    archived: false,
  });

  expect((await addPrice(auth, program.id, 2000, 'monthly')).json().errors.duration).toEqual([p.periodTaken]);
  expect((await addPrice(auth, program.id, 2000, 'one_off')).json().errors.duration).toEqual([
    p.periodForType,
  ]);
  const fixed = await createProgram(api, auth, 'fixed');
  expect((await addPrice(auth, fixed.id, 2000, 'monthly')).json().errors.duration).toEqual([p.periodForType]);
  expect((await addPrice(auth, fixed.id, 2000, 'one_off')).statusCode).toBe(201);
});

test('a program takes up to 8 options on PROFESSIONAL (and the trial), one on FREE', async () => {
  const { auth } = await pricedCoach();
  const program = await createProgram(api, auth, 'one_many');
  for (const duration of [
    'weekly',
    'biweekly',
    'four_weekly',
    'monthly',
    'bimonthly',
    'quarterly',
    'biannual',
    'yearly',
  ])
    expect((await addPrice(auth, program.id, 1000, duration)).statusCode).toBe(201);

  const free = await pricedCoach();
  await onFreePlan(api, free.auth);
  const small = await createProgram(api, free.auth, 'membership');
  expect((await addPrice(free.auth, small.id, 1000, 'monthly')).statusCode).toBe(201);
  const second = await addPrice(free.auth, small.id, 9000, 'yearly');
  expect(second.statusCode).toBe(403);
  expect(second.json().error).toBe(messages.planLimits.freePriceOptions);
});

test.each([
  [0, p.amountZero],
  [99, p.amountMin('1.00')],
  [1_000_001, p.amountMax('10000.00')],
  [1250.5, p.amountRequired],
])('the amount %p is refused with a field message', async (amount, message) => {
  const { auth } = await pricedCoach();
  const program = await createProgram(api, auth);
  const response = await addPrice(auth, program.id, amount, 'monthly');
  expect(response.statusCode).toBe(422);
  expect(response.json().errors.amount).toEqual([message]);
});

test('an archived option is not restored while a live one has its period', async () => {
  const { auth } = await pricedCoach();
  const program = await createProgram(api, auth);
  const first = (await addPrice(auth, program.id, 1000, 'monthly')).json().original_price[0].id as number;
  expect(
    (await onPrice(endpoints.archivePriceOption, auth, program.id, first)).json().original_price[0].archived,
  ).toBe(true);
  expect((await addPrice(auth, program.id, 1500, 'monthly')).statusCode).toBe(201);
  const refused = await onPrice(endpoints.restorePriceOption, auth, program.id, first);
  expect(refused.statusCode).toBe(422);
  expect(refused.json().errors.duration).toEqual([p.restoreSameCadence]);
  const second = (await callEndpoint(api, endpoints.getProgram, auth, { params: { plan_id: program.id } }))
    .json()
    .original_price.find((option: { archived: boolean }) => !option.archived).id as number;
  await onPrice(endpoints.archivePriceOption, auth, program.id, second);
  const restored = await onPrice(endpoints.restorePriceOption, auth, program.id, first);
  expect(restored.json().original_price.find((o: { id: number }) => o.id === first).archived).toBe(false);
});

test("a new price for paying clients asks for a message or Don't notify; the message reaches each client's inbox", async () => {
  const { auth } = await pricedCoach();
  const program = await createProgram(api, auth);
  const priceId = (await addPrice(auth, program.id, 1000, 'monthly')).json().original_price[0].id as number;
  const first = await clientOn(program, priceId);
  const second = await clientOn(program, priceId);
  const changed = await callEndpoint(api, endpoints.updatePriceOption, auth, {
    params: { plan_id: program.id, price_id: priceId },
    payload: { amount: 1200 },
  });
  expect(changed.json().original_price[0]).toMatchObject({ amount: 1200, message_about_changed_price: true });

  const empty = await callEndpoint(api, endpoints.priceChangeMessage, auth, {
    payload: { plan_price_id: priceId, text: '   ', attachments: [] },
  });
  expect(empty.statusCode).toBe(422);
  expect(empty.json().errors.text).toEqual([p.messageNeedsContent]);

  const file = await uploadMedia(api, auth, 'new-prices.png', PNG, 'image/png');
  const sent = await callEndpoint(api, endpoints.priceChangeMessage, auth, {
    payload: {
      plan_price_id: priceId,
      text: 'From next month the price is 12.00',
      attachments: [{ resource_type: 'media', resource_id: file.id }],
    },
  });
  expect(sent.statusCode).toBe(201);
  expect(sent.json()).toEqual({ sent: 2 });
  const inbox = await api.db.query<{ user_id: number; text: string }>(
    `SELECT d.user_id::int, m.text FROM price_change_deliveries d JOIN price_change_messages m ON m.id = d.message_id
     ORDER BY d.user_id`,
  );
  expect(inbox.filter((row) => [first, second].includes(row.user_id))).toEqual([
    { user_id: first, text: 'From next month the price is 12.00' },
    { user_id: second, text: 'From next month the price is 12.00' },
  ]);
  const after = await callEndpoint(api, endpoints.getProgram, auth, { params: { plan_id: program.id } });
  expect(after.json().original_price[0]).toMatchObject({
    message_about_changed_price: false,
    message_for_inbox: 'From next month the price is 12.00',
  });

  await callEndpoint(api, endpoints.updatePriceOption, auth, {
    params: { plan_id: program.id, price_id: priceId },
    payload: { amount: 1300 },
  });
  const skipped = await callEndpoint(api, endpoints.skipPriceChangeMessage, auth, {
    params: { plan_id: program.id, price_id: priceId },
  });
  expect(skipped.json().original_price[0].message_about_changed_price).toBe(false);
});

test("a coach never changes or writes about another account's price option", async () => {
  const owner = await pricedCoach();
  const program = await createProgram(api, owner.auth);
  const priceId = (await addPrice(owner.auth, program.id, 1000, 'monthly')).json().original_price[0]
    .id as number;
  const stranger = await pricedCoach();
  const update = await callEndpoint(api, endpoints.updatePriceOption, stranger.auth, {
    params: { plan_id: program.id, price_id: priceId },
    payload: { amount: 1 * 100 },
  });
  expect(update.statusCode).toBe(404);
  const message = await callEndpoint(api, endpoints.priceChangeMessage, stranger.auth, {
    payload: { plan_price_id: priceId, text: 'Hello' },
  });
  expect(message.statusCode).toBe(404);
  const ownProgram = await createProgram(api, stranger.auth);
  const crossed = await onPrice(endpoints.archivePriceOption, stranger.auth, ownProgram.id, priceId);
  expect(crossed.statusCode).toBe(404);
  expect(crossed.json().error).toBe(p.notFound);
});

test('hostile ids and bodies of the price calls get a 4xx JSON answer', async () => {
  const { auth } = await pricedCoach();
  const program = await createProgram(api, auth);
  for (const id of ['abc', '0', '1;DROP TABLE price_options', '123456789012345678']) {
    const response = await api.call({
      method: 'POST',
      url: `/api/coach/plans/${program.id}/prices/${encodeURIComponent(id)}/archive`,
      headers: auth,
    });
    expect([id, response.statusCode, response.json().error]).toEqual([id, 404, p.notFound]);
  }
  const wrongTypes = await callEndpoint(api, endpoints.addPriceOption, auth, {
    params: { plan_id: program.id },
    payload: { amount: '4999', duration: 7 },
  });
  expect(wrongTypes.statusCode).toBe(422);
  expect(wrongTypes.json().errors.amount).toEqual([messages.validation.wrongType('a number')]);
  const oddPeriod = await callEndpoint(api, endpoints.addPriceOption, auth, {
    params: { plan_id: program.id },
    payload: { amount: 4999, duration: 7 },
  });
  expect(oddPeriod.json().errors.duration).toEqual([p.periodInvalid]);
  const message = await callEndpoint(api, endpoints.priceChangeMessage, auth, {
    payload: { plan_price_id: 'one', text: 'x', attachments: [{ resource_type: 'file', resource_id: -1 }] },
  });
  expect(message.statusCode).toBe(422);
  expect(message.json().errors.plan_price_id).toBeDefined();
});
