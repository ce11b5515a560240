import {
  endpoints,
  messages,
  moneyText,
  type DashboardSummary,
  type Transaction,
  type TransactionPage,
} from '@coachforge/contracts';
import { callEndpoint } from '../../testing/programs';
import { outboxOf } from '../../testing/test-api';
import { CARDS, startPurchaseWorld, type PurchaseWorld } from '../../testing/purchase-world';

let w: PurchaseWorld;
beforeAll(async () => {
  w = await startPurchaseWorld();
});
afterAll(() => w.close());

type Auth = Record<string, string>;

/** A coach with a fixed program at 49.99, bought by a client with this card; answers the coach's transaction. */
async function sale(card: string = CARDS.ok) {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { type: 'fixed', amount: 4999 });
  const client = await w.client();
  expect((await w.buy(client.auth, plan, card)).statusCode).toBe(200);
  const listed = (await callEndpoint(w.api, endpoints.transactions, coach.auth)).json() as TransactionPage;
  return { coach, client, plan, paid: listed.transactions[0]! };
}

const refund = (auth: Auth, chargeId: number, payload?: unknown) =>
  callEndpoint(w.api, endpoints.refundTransaction, auth, {
    params: { charge_id: chargeId },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

test('a coach refunds part of a payment, in its currency: the fees go back in proportion, and it is the one refund', async () => {
  const { coach, client, paid } = await sale();
  const refunded = await refund(coach.auth, paid.id, { amount: 2000 });
  expect(refunded.statusCode).toBe(200);
  expect(refunded.json()).toMatchObject({
    status: 'refunded',
    refundable: false,
    refund: { amount: 2000, status: 'succeeded' },
    // 49.99 paid, 20.00 back; the platform returns 100 of its 250; the provider keeps its 175.
    net: 4999 - 2000 - (250 - 100) - 175,
  });
  const [stored] = await w.api.db.query<{ amount: number }>(
    "SELECT (data->>'amount')::int AS amount FROM simulated_provider_objects WHERE kind = 'refund' AND data->>'payment_intent' = (SELECT provider_payment_id FROM charges WHERE id = $1)",
    [paid.id],
  );
  expect(stored?.amount).toBe(2000);

  // Once per transaction, whole or in part: the rest cannot be refunded afterwards.
  const rest = await refund(coach.auth, paid.id, { amount: 2999 });
  expect(rest.statusCode).toBe(409);
  expect(rest.json().error).toBe(messages.transactions.alreadyRefunded);

  // The client is told the amount that comes back, not the whole payment.
  const mail = (await outboxOf(w.api, client.email)).find((m) => m.subject.includes('was refunded'));
  expect(mail?.text).toContain(moneyText(2000, 'usd'));

  const summary = (await callEndpoint(w.api, endpoints.dashboard, coach.auth)).json() as DashboardSummary;
  const month = summary.series[0]!.points.find((p) => p.month === w.today().slice(0, 7))!;
  expect(month).toMatchObject({ revenue: 4999, platform_fees: 150, refunds: 2000 });
});

test('more than was paid is refused with a clear message, and nothing is refunded', async () => {
  const { coach, paid } = await sale();
  const tooMuch = await refund(coach.auth, paid.id, { amount: 5000 });
  expect(tooMuch.statusCode).toBe(422);
  const says = messages.transactions.refundTooMuch(moneyText(4999, 'usd'));
  expect(tooMuch.json()).toEqual({ error: says, errors: { amount: [says] } });
  const listed = (await callEndpoint(w.api, endpoints.transactions, coach.auth)).json() as TransactionPage;
  expect(listed.transactions[0]).toMatchObject({ refundable: true, refund: null });
  // The whole amount, said, is a whole refund.
  const whole = await refund(coach.auth, paid.id, { amount: 4999 });
  expect(whole.json()).toMatchObject({ refund: { amount: 4999 }, net: -175 });
});

test.each([
  [{ amount: 0 }],
  [{ amount: -5 }],
  [{ amount: 12.5 }],
  [{ amount: 'lots' }],
  [{ amount: null }],
  [{ amount: 1e300 }],
])('a refund amount of %j is refused with 422 on its field', async (body) => {
  const { coach, paid } = await sale();
  const refused = await refund(coach.auth, paid.id, body);
  expect(refused.statusCode).toBe(422);
  expect(Object.keys(refused.json().errors ?? {})).toEqual(['amount']);
  const listed = (await callEndpoint(w.api, endpoints.transactions, coach.auth)).json() as TransactionPage;
  expect(listed.transactions[0]!.refundable).toBe(true);
});

test('a body that is not an object is refused with 422', async () => {
  const { coach, paid } = await sale();
  const refused = await w.api.call({
    method: 'POST',
    url: `/api/coach/transactions/${paid.id}/refund`,
    headers: { ...coach.auth, 'content-type': 'application/json' },
    payload: '[1000]',
  });
  expect(refused.statusCode).toBe(422);
});

test('another account’s transaction cannot be refunded, in part either; its client cannot refund it', async () => {
  const { client, paid } = await sale();
  const stranger = await w.coach();
  const refused = await refund(stranger.auth, paid.id, { amount: 100 });
  expect(refused.statusCode).toBe(404);
  expect((await refund(client.auth, paid.id, { amount: 100 })).statusCode).toBe(403);
  const [row] = await w.api.db.query<{ refunded_at: Date | null }>(
    'SELECT refunded_at FROM charges WHERE id = $1',
    [paid.id],
  );
  expect(row?.refunded_at).toBeNull();
});

test('a refund that failed at the provider no longer counts: the payment shows it and can be refunded again', async () => {
  const { coach, paid } = await sale();
  const first = (await refund(coach.auth, paid.id, { amount: 1000 })).json() as Transaction;
  expect(first.status).toBe('refunded');
  // The bank could not take it back (the provider says so later, by webhook on Stripe).
  await w.api.db.query("UPDATE charges SET refund_status = 'failed' WHERE id = $1", [paid.id]);
  const listed = (await callEndpoint(w.api, endpoints.transactions, coach.auth)).json() as TransactionPage;
  expect(listed.transactions[0]).toMatchObject({
    status: 'succeeded',
    refundable: true,
    refund: { amount: 1000, status: 'failed' },
    net: 4999 - 250 - 175,
  });
  const failedIds = await w.api.db.query<{ refund_id: string }>(
    'SELECT refund_id FROM charges WHERE id = $1',
    [paid.id],
  );
  await w.api.db.query(
    "UPDATE simulated_provider_objects SET data = jsonb_set(data, '{status}', '\"failed\"') WHERE id = $1",
    [failedIds[0]!.refund_id],
  );
  const again = await refund(coach.auth, paid.id, { amount: 1500 });
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ status: 'refunded', refund: { amount: 1500, status: 'succeeded' } });
  const [row] = await w.api.db.query<{ refund_id: string }>('SELECT refund_id FROM charges WHERE id = $1', [
    paid.id,
  ]);
  expect(row?.refund_id).not.toBe(failedIds[0]!.refund_id);
});

test('a refund the provider refuses is never silent: the coach is told by mail and in the app, the client is not told of money that never went back', async () => {
  const { coach, client, plan, paid } = await sale(CARDS.refundFails);
  const refused = await refund(coach.auth, paid!.id);
  expect(refused.statusCode).toBe(422);
  expect(refused.json().error).toBe(messages.transactions.refundFailedByProvider);
  const [listed] = ((await callEndpoint(w.api, endpoints.transactions, coach.auth)).json() as TransactionPage)
    .transactions;
  expect(listed).toMatchObject({ status: 'succeeded', refundable: true, refund: { status: 'failed' } });

  expect(await w.mailSubjects(coach.email)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^The refund to .* failed$/)]),
  );
  expect((await w.mailSubjects(client.email)).filter((subject) => /refund/i.test(subject))).toEqual([]);
  await w.runDue();
  const feed = await w.api.db.query<{ notification_type: string }>(
    'SELECT notification_type FROM notifications WHERE program_id = $1 ORDER BY id',
    [plan.id],
  );
  expect(feed.map((row) => row.notification_type)).toContain('coach_refund_failed');
  expect(feed.map((row) => row.notification_type)).not.toContain('client_refund');
});

test('a refund that goes through is told in the app too, to the coach and to the client', async () => {
  const { coach, paid } = await sale();
  expect((await refund(coach.auth, paid.id)).statusCode).toBe(200);
  await w.runDue();
  const feed = await w.api.db.query<{ notification_type: string }>(
    `SELECT notification_type FROM notifications
     WHERE program_id = (SELECT program_id FROM charges WHERE id = $1) ORDER BY notification_type`,
    [paid.id],
  );
  expect(feed.map((row) => row.notification_type)).toEqual(
    expect.arrayContaining(['client_refund', 'coach_refund']),
  );
});
