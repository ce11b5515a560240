import { endpoints } from '@coachforge/contracts';
import { callEndpoint } from '../../testing/programs';
import { CARDS, startPurchaseWorld, type PurchaseWorld } from '../../testing/purchase-world';

let w: PurchaseWorld;
beforeAll(async () => {
  w = await startPurchaseWorld();
});
afterAll(() => w.close());

type Auth = Record<string, string>;
const DAY_MS = 86_400_000;
const membershipOf = async (auth: Auth, planId: number) =>
  (await callEndpoint(w.api, endpoints.myMembership, auth, { params: { plan_id: planId } })).json();
const chargesOf = async (planId: number) =>
  (
    await w.api.db.query<{ status: string }>('SELECT status FROM charges WHERE program_id = $1 ORDER BY id', [
      planId,
    ])
  ).map((row) => row.status);
const accountOf = async (planId: number) =>
  (
    await w.api.db.query<{ id: number }>('SELECT account_id::int AS id FROM programs WHERE id = $1', [planId])
  )[0]!.id;
/** The owner's platform plan ends without a new one: the account is blocked (decision 0170). */
const block = async (planId: number) =>
  w.api.db.query(
    `UPDATE platform_subscriptions SET state = 'canceled', active = false, trial = false,
       trial_end_date = now() - interval '1 day' WHERE account_id = $1`,
    [await accountOf(planId)],
  );
/** The owner pays for a plan again. */
const unblock = async (planId: number) =>
  w.api.db.query(`UPDATE platform_subscriptions SET state = 'active', active = true WHERE account_id = $1`, [
    await accountOf(planId),
  ]);
const paymentsReceived = async (planId: number) =>
  (
    await w.api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications
       WHERE account_id = $1 AND notification_type = 'coach_payment_received'`,
      [await accountOf(planId)],
    )
  )[0]!.n;

async function subscribed(options: { trialDays?: number } = {}) {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { duration: 'weekly', ...options });
  const client = await w.client();
  const answer = await callEndpoint(w.api, endpoints.purchasePlan, client.auth, {
    params: { plan_id: plan.id },
    payload: { price_option_id: plan.priceId, payment_method_id: await w.card(CARDS.ok) },
  });
  expect(answer.statusCode).toBe(200);
  return { plan, client, membership: answer.json().membership };
}

test('a renewal that falls due while the owner is blocked is not charged; the client keeps the program', async () => {
  const { plan, client, membership } = await subscribed();
  const firstEnd = Date.parse(membership.current_period_end);
  const receivedBefore = await paymentsReceived(plan.id);
  await block(plan.id);
  await w.pass(7);
  const given = await membershipOf(client.auth, plan.id);
  expect(given.state).toBe('active');
  expect(Date.parse(given.current_period_end)).toBe(firstEnd + 7 * DAY_MS);
  expect(await chargesOf(plan.id)).toEqual(['succeeded']);
  // The coach is not told of a payment that was not made.
  expect(await paymentsReceived(plan.id)).toBe(receivedBefore);
  await w.pass(7);
  expect(await chargesOf(plan.id)).toEqual(['succeeded']);
});

test('once the owner is unblocked, the next renewal is charged as before', async () => {
  const { plan, client, membership } = await subscribed();
  const firstEnd = Date.parse(membership.current_period_end);
  await block(plan.id);
  await w.pass(7);
  await unblock(plan.id);
  await w.pass(7);
  expect(await chargesOf(plan.id)).toEqual(['succeeded', 'succeeded']);
  const renewed = await membershipOf(client.auth, plan.id);
  expect(renewed.state).toBe('active');
  expect(Date.parse(renewed.current_period_end)).toBe(firstEnd + 14 * DAY_MS);
});

test('a trial that ends while the owner is blocked is not charged', async () => {
  const { plan, client, membership } = await subscribed({ trialDays: 7 });
  expect(membership.state).toBe('trialing');
  await block(plan.id);
  await w.pass(7);
  expect((await membershipOf(client.auth, plan.id)).state).toBe('active');
  expect(await chargesOf(plan.id)).toEqual([]);
});

test('a past-due payment is not retried while the owner is blocked: the period is given', async () => {
  const { plan, client } = await subscribed();
  await w.api.db.query('UPDATE plan_memberships SET payment_method_id = $2 WHERE program_id = $1', [
    plan.id,
    await w.card(CARDS.declined),
  ]);
  await w.pass(7);
  expect((await membershipOf(client.auth, plan.id)).state).toBe('past_due');
  const failed = await chargesOf(plan.id);
  await block(plan.id);
  await w.pass(1);
  expect((await membershipOf(client.auth, plan.id)).state).toBe('active');
  expect(await chargesOf(plan.id)).toEqual(failed);
  const events = await w.api.db.query<{ event: string }>(
    `SELECT e.event FROM membership_events e JOIN plan_memberships m ON m.id = e.membership_id
     WHERE m.program_id = $1 ORDER BY e.id DESC LIMIT 1`,
    [plan.id],
  );
  expect(events[0]!.event).toBe('period_waived_owner_blocked');
});
