import {
  addDays,
  endpoints,
  messages,
  TRANSACTION_CSV_COLUMNS,
  type BillingEntry,
  type DashboardSummary,
  type Payout,
  type Receipt,
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

/** A coach with a fixed program at 49.99, and a client who bought it with `card`. */
async function sale(card: string = CARDS.ok, coach?: { auth: Auth; email: string }) {
  const seller = coach ?? (await w.coach());
  const plan = await w.program(seller.auth, { type: 'fixed', amount: 4999 });
  const client = await w.client();
  const bought = await callEndpoint(w.api, endpoints.purchasePlan, client.auth, {
    params: { plan_id: plan.id },
    payload: { price_option_id: plan.priceId, start_date: w.today(), payment_method_id: await w.card(card) },
  });
  return { coach: seller, client, plan, bought };
}

const transactionsOf = async (auth: Auth, query: Record<string, string> = {}) => {
  const listed = await callEndpoint(w.api, endpoints.transactions, auth, { query });
  if (listed.statusCode !== 200) throw new Error(`listing failed: ${listed.statusCode} ${listed.body}`);
  return listed.json() as TransactionPage;
};
const refund = (auth: Auth, chargeId: number) =>
  callEndpoint(w.api, endpoints.refundTransaction, auth, { params: { charge_id: chargeId } });

describe('transactions', () => {
  test('list each payment with its client, program, the platform’s 5% and the provider’s fee', async () => {
    const { coach, client, plan } = await sale();
    const page = await transactionsOf(coach.auth);
    expect(page).toMatchObject({ page: 1, per_page: 25, total: 1 });
    expect(page.transactions[0]).toMatchObject({
      client_email: client.email,
      client_name: 'Jamie Rivers',
      program_title: 'Strength Block',
      amount: 4999,
      currency: 'usd',
      platform_fee: 250,
      // Stripe's standard 2.9% + 30¢ on the simulated provider.
      provider_fee: 175,
      net: 4999 - 250 - 175,
      status: 'succeeded',
      refund: null,
      refundable: true,
    });
    expect(plan.id).toBeGreaterThan(0);
    // Another coach sees none of them.
    expect((await transactionsOf((await w.coach()).auth)).total).toBe(0);
  });

  test('filter by status and by day, page through, and refuse a filter that makes no sense', async () => {
    const { coach } = await sale();
    await sale(CARDS.declined, coach);
    await sale(CARDS.ok, coach);
    expect((await transactionsOf(coach.auth)).total).toBe(3);
    expect(
      (await transactionsOf(coach.auth, { status: 'failed' })).transactions.map((t) => t.status),
    ).toEqual(['failed']);
    expect((await transactionsOf(coach.auth, { status: 'succeeded' })).total).toBe(2);
    const day = new Date().toISOString().slice(0, 10);
    expect((await transactionsOf(coach.auth, { from: day, to: day })).total).toBe(3);
    expect((await transactionsOf(coach.auth, { from: addDays(day, 1) })).total).toBe(0);
    expect((await transactionsOf(coach.auth, { to: addDays(day, -1) })).total).toBe(0);
    const second = await transactionsOf(coach.auth, { per_page: '2', page: '2' });
    expect(second).toMatchObject({ page: 2, per_page: 2, total: 3 });
    expect(second.transactions).toHaveLength(1);

    const refusedQueries: Record<string, string>[] = [
      { status: 'lost' },
      { per_page: '500' },
      { from: '2026-13-01' },
      { from: day, to: addDays(day, -1) },
    ];
    for (const query of refusedQueries) {
      const refused = await callEndpoint(w.api, endpoints.transactions, coach.auth, { query });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toBe(messages.api.invalidRequest);
    }
  });

  test('a client has no transactions to see', async () => {
    const listed = await callEndpoint(w.api, endpoints.transactions, (await w.client()).auth);
    expect(listed.statusCode).toBe(403);
  });
});

describe('a refund', () => {
  test('returns the whole payment once: a second answers 409, and the client and coach are told', async () => {
    const { coach, client } = await sale();
    const [paid] = (await transactionsOf(coach.auth)).transactions as [Transaction];
    const refunded = await refund(coach.auth, paid.id);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      id: paid.id,
      status: 'refunded',
      refundable: false,
      refund: { amount: 4999, status: 'succeeded' },
      // The provider keeps its fee: that is what the refund costs the coach.
      net: -175,
    });

    const again = await refund(coach.auth, paid.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(messages.transactions.alreadyRefunded);
    const { count } = (
      await w.api.db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM simulated_provider_objects WHERE kind = 'refund' AND data->>'payment_intent' = $1",
        [
          (
            await w.api.db.query<{ p: string }>(
              'SELECT provider_payment_id AS p FROM charges WHERE id = $1',
              [paid.id],
            )
          )[0]!.p,
        ],
      )
    )[0]!;
    expect(count).toBe(1);

    const [toClient] = await outboxOf(w.api, client.email);
    expect(toClient?.subject).toBe('Your payment for Strength Block was refunded');
    expect(toClient?.text).toContain('$49.99');
    expect(toClient?.text).toContain('up to 10 days');
    const [toCoach] = await outboxOf(w.api, coach.email);
    expect(toCoach?.subject).toBe("You refunded Jamie Rivers's payment for Strength Block");

    const history = (
      await callEndpoint(w.api, endpoints.billingHistory, client.auth)
    ).json() as BillingEntry[];
    expect(history[0]).toMatchObject({ id: paid.id, status: 'succeeded', refunded_at: expect.any(String) });
    const receipt = (
      await callEndpoint(w.api, endpoints.receipt, client.auth, { params: { charge_id: paid.id } })
    ).json() as Receipt;
    expect(receipt.refunded_at).toBe(history[0]!.refunded_at);
    expect((await transactionsOf(coach.auth, { status: 'refunded' })).transactions.map((t) => t.id)).toEqual([
      paid.id,
    ]);
  });

  test('of another account’s payment is not found; a failed payment cannot be refunded', async () => {
    const theirs = await sale();
    const [their] = (await transactionsOf(theirs.coach.auth)).transactions as [Transaction];
    const stranger = await w.coach();
    const refused = await refund(stranger.auth, their.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe(messages.transactions.notFound);
    expect((await refund(theirs.client.auth, their.id)).statusCode).toBe(403);
    expect((await refund(stranger.auth, 99_999_999)).statusCode).toBe(404);
    expect(
      (await callEndpoint(w.api, endpoints.refundTransaction, stranger.auth, { params: { charge_id: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await transactionsOf(theirs.coach.auth)).transactions[0]!.refundable).toBe(true);

    const failed = await sale(CARDS.declined);
    const [declined] = (await transactionsOf(failed.coach.auth)).transactions as [Transaction];
    expect(declined).toMatchObject({ status: 'failed', refundable: false, provider_fee: null, net: null });
    const notPaid = await refund(failed.coach.auth, declined.id);
    expect(notPaid.statusCode).toBe(422);
    expect(notPaid.json().error).toBe(messages.transactions.notRefundable);
  });
});

test('the CSV export holds the filtered transactions under the table’s columns', async () => {
  const { coach } = await sale();
  await sale(CARDS.declined, coach);
  const exported = await callEndpoint(w.api, endpoints.transactionsCsv, coach.auth, {
    query: { status: 'succeeded' },
  });
  expect(exported.statusCode).toBe(200);
  expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(exported.headers['content-disposition']).toMatch(
    /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const lines = exported.body.trimEnd().split('\r\n');
  expect(lines[0]).toBe(TRANSACTION_CSV_COLUMNS.join(','));
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    /^\d{4}-\d{2}-\d{2},Jamie Rivers,jamie\.[0-9a-f]+@example\.com,Strength Block,USD,49\.99,2\.50,1\.75,45\.74,succeeded,$/,
  );
  const everything = await callEndpoint(w.api, endpoints.transactionsCsv, coach.auth);
  expect(everything.body.trimEnd().split('\r\n')).toHaveLength(3);
  expect(
    (await callEndpoint(w.api, endpoints.transactionsCsv, coach.auth, { query: { status: 'nope' } }))
      .statusCode,
  ).toBe(422);
});

test('payouts are computed from the coach’s sales: held 7 days, paid on the next Wednesday, and charted by month', async () => {
  const { coach } = await sale();
  const soldOn = w.today();
  const payouts = async () => (await callEndpoint(w.api, endpoints.payouts, coach.auth)).json() as Payout[];
  const [first] = await payouts();
  // The first Wednesday on or after the day the sale is released, 7 days after it was made.
  const released = addDays(soldOn, 7);
  const wednesday = addDays(released, (3 - new Date(`${released}T00:00:00Z`).getUTCDay() + 7) % 7);
  expect(first).toMatchObject({
    amount: 4999 - 250 - 175,
    currency: 'usd',
    arrival_date: wednesday,
    status: 'pending',
  });
  await w.pass(15);
  expect((await payouts())[0]).toMatchObject({ arrival_date: wednesday, status: 'paid' });
  expect(await (await callEndpoint(w.api, endpoints.payouts, (await w.coach()).auth)).json()).toEqual([]);

  const summary = (await callEndpoint(w.api, endpoints.dashboard, coach.auth)).json() as DashboardSummary;
  expect(summary.months).toBe(12);
  const [usd] = summary.series;
  expect(usd?.currency).toBe('usd');
  expect(usd?.points).toHaveLength(12);
  const sold = usd!.points.find((p) => p.month === soldOn.slice(0, 7))!;
  expect(sold).toMatchObject({ revenue: 4999, platform_fees: 250, provider_fees: 175, refunds: 0 });
  expect(usd!.points.find((p) => p.month === wednesday.slice(0, 7))!.payouts).toBe(4574);
  expect(usd!.points.reduce((sum, p) => sum + p.revenue, 0)).toBe(4999);
});
