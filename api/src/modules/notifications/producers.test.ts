import {
  activityTypeOf,
  countersOf,
  endpoints,
  type ActivityType,
  type Notification,
  type NotificationType,
} from '@coachforge/contracts';
import { connectCable } from '../../testing/cable-client';
import { accountIdOf, callEndpoint } from '../../testing/programs';
import { CARDS, startPurchaseWorld, type PurchaseWorld } from '../../testing/purchase-world';
import { signedUp } from '../../testing/test-api';
import { DELIVER_NOTIFICATION_JOB } from './index';

/**
 * Each happening of issue 13's list, produced the way it happens (a purchase, a refund, days passing…):
 * stored for the right people, counted under its activity type, and pushed as `new` on NotificationChannel.
 */
let w: PurchaseWorld;
beforeAll(async () => {
  w = await startPurchaseWorld();
  await w.api.app.listen({ port: 0, host: '127.0.0.1' });
}, 30_000);
afterAll(() => w.close());

type Auth = Record<string, string>;
type Pushed = { type?: string; data?: { notification_id?: number } };

/**
 * One person's page, opened now: what their feed holds from here on, checked against what their
 * NotificationChannel pushed (each new one once) and against the counters (each under its activity type).
 */
async function watched(auth: Auth) {
  await w.runDue();
  const cable = await connectCable(w.api, auth);
  const identifier = cable.subscribe({ channel: 'NotificationChannel' });
  await cable.next((f) => f.identifier === identifier && f.type === 'confirm_subscription');
  const list = async () =>
    ((await callEndpoint(w.api, endpoints.notifications, auth)).json() as { items: Notification[] }).items;
  const before = new Set((await list()).map((item) => item.id));
  const pushedIds = () =>
    cable.received
      .filter((f) => f.identifier === identifier && (f.message as Pushed)?.type === 'new')
      .map((f) => (f.message as Pushed).data!.notification_id);
  return {
    /** The kinds in the feed, newest first. */
    async kinds(): Promise<NotificationType[]> {
      await w.runDue();
      const items = await list();
      for (const item of items.filter((one) => !before.has(one.id)))
        await cable.next(
          (f) => f.identifier === identifier && (f.message as Pushed)?.data?.notification_id === item.id,
        );
      expect(new Set(pushedIds()).size).toBe(pushedIds().length);
      const unread: Partial<Record<ActivityType, number>> = {};
      for (const item of items) {
        expect(item.activity_type).toBe(activityTypeOf(item.notification_type));
        unread[item.activity_type] = (unread[item.activity_type] ?? 0) + 1;
      }
      const counters = await callEndpoint(w.api, endpoints.notificationCounters, auth);
      expect(counters.json()).toEqual(countersOf(unread));
      return items.map((item) => item.notification_type);
    },
    close: () => cable.close(),
  };
}

const call = (endpoint: Parameters<typeof callEndpoint>[1], auth: Auth, planId: number) =>
  callEndpoint(w.api, endpoint, auth, { params: { plan_id: planId } });

test('a client joining with a coupon: the coach is told the code, under financial', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { duration: 'monthly', amount: 2900 });
  const made = await callEndpoint(w.api, endpoints.createCoupon, coach.auth, {
    payload: { name: 'spring20', percent_off: 20, duration: 'once' },
  });
  expect(made.statusCode).toBe(201);
  const page = await watched(coach.auth);
  const client = await w.client();
  const bought = await callEndpoint(w.api, endpoints.purchasePlan, client.auth, {
    params: { plan_id: plan.id },
    payload: { price_option_id: plan.priceId, payment_method_id: await w.card(CARDS.ok), coupon: 'spring20' },
  });
  expect(bought.statusCode).toBe(200);
  expect(await page.kinds()).toEqual(['coach_new_coupon_client']);
  page.close();
});

test('a trial, a cancellation, a resume and a renewal paid each reach the coach', async () => {
  const coach = await w.coach();
  const trial = await w.program(coach.auth, { duration: 'weekly', trialDays: 7 });
  const weekly = await w.program(coach.auth, { duration: 'weekly' });
  const page = await watched(coach.auth);
  const client = await w.client();
  expect((await w.buy(client.auth, trial)).statusCode).toBe(200);
  expect(await page.kinds()).toEqual(['coach_trial_started']);

  expect((await w.buy(client.auth, weekly)).statusCode).toBe(200);
  expect((await call(endpoints.cancelSubscription, client.auth, weekly.id)).statusCode).toBe(200);
  expect((await call(endpoints.resumeSubscription, client.auth, weekly.id)).statusCode).toBe(200);
  await w.pass(7);
  // The trial's first charge and the weekly renewal are both payments received.
  expect((await page.kinds()).sort()).toEqual([
    'coach_new_paid_client',
    'coach_payment_received',
    'coach_payment_received',
    'coach_subscription_canceled',
    'coach_subscription_resumed',
    'coach_trial_started',
  ]);
  page.close();
});

test('seven days of failed payments cancel automatically: the coach and the client are both told', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { duration: 'weekly' });
  const client = await w.client();
  expect((await w.buy(client.auth, plan)).statusCode).toBe(200);
  const coachPage = await watched(coach.auth);
  const clientPage = await watched(client.auth);
  await w.api.db.query('UPDATE plan_memberships SET payment_method_id = $2 WHERE program_id = $1', [
    plan.id,
    await w.card(CARDS.declined),
  ]);
  await w.pass(7);
  for (let day = 0; day < 8; day += 1) await w.pass(1);
  expect(await coachPage.kinds()).toEqual(['coach_auto_canceled', 'coach_past_due', 'coach_new_paid_client']);
  expect(await clientPage.kinds()).toEqual(['client_auto_canceled', 'client_payment_failed']);
  coachPage.close();
  clientPage.close();
});

test('a fixed program ending in a week, then ended, is told to the coach and the client, once each', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { type: 'fixed', free: true, weeks: 2 });
  const client = await w.client();
  const bought = await callEndpoint(w.api, endpoints.purchasePlan, client.auth, {
    params: { plan_id: plan.id },
    payload: { start_date: w.today() },
  });
  expect(bought.statusCode).toBe(200);
  const coachPage = await watched(coach.auth);
  const clientPage = await watched(client.auth);
  await w.pass(6);
  expect(await clientPage.kinds()).toEqual([]);
  await w.pass(1.1);
  expect(await clientPage.kinds()).toEqual(['client_fixed_plan_ending']);
  await w.pass(1);
  expect(await coachPage.kinds()).toEqual(['coach_fixed_plan_ending', 'coach_new_free_client']);
  await w.pass(7);
  expect(await coachPage.kinds()).toEqual([
    'coach_fixed_plan_ended',
    'coach_fixed_plan_ending',
    'coach_new_free_client',
  ]);
  expect(await clientPage.kinds()).toEqual(['client_fixed_plan_ended', 'client_fixed_plan_ending']);
  coachPage.close();
  clientPage.close();
});

test('a program shorter than the notice is not announced as ending the day it starts', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { type: 'fixed', free: true, weeks: 1 });
  const client = await w.client();
  await callEndpoint(w.api, endpoints.purchasePlan, client.auth, {
    params: { plan_id: plan.id },
    payload: { start_date: w.today() },
  });
  const clientPage = await watched(client.auth);
  await w.pass(8);
  expect(await clientPage.kinds()).toEqual(['client_fixed_plan_ended']);
  clientPage.close();
});

test('a refund: the coach’s account and the client each hear of it, once', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { type: 'fixed', amount: 4999 });
  const client = await w.client();
  expect((await w.buy(client.auth, plan)).statusCode).toBe(200);
  const [paid] = (await callEndpoint(w.api, endpoints.transactions, coach.auth)).json().transactions;
  const coachPage = await watched(coach.auth);
  const clientPage = await watched(client.auth);
  const refunded = await callEndpoint(w.api, endpoints.refundTransaction, coach.auth, {
    params: { charge_id: paid.id },
    payload: { amount: 1500 },
  });
  expect(refunded.statusCode).toBe(200);
  expect(await coachPage.kinds()).toEqual(['coach_refund', 'coach_new_paid_client']);
  const [toClient] = (await callEndpoint(w.api, endpoints.notifications, client.auth)).json().items;
  expect(await clientPage.kinds()).toEqual(['client_refund']);
  expect(toClient.text).toContain('15.00');
  coachPage.close();
  clientPage.close();
});

test('a price-change message reaches each current client of the price, in their feed', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { duration: 'monthly' });
  const client = await w.client();
  const other = await w.client();
  expect((await w.buy(client.auth, plan)).statusCode).toBe(200);
  const clientPage = await watched(client.auth);
  const otherPage = await watched(other.auth);
  const sent = await callEndpoint(w.api, endpoints.priceChangeMessage, coach.auth, {
    payload: { plan_price_id: plan.priceId, text: 'New price from next month', attachments: [] },
  });
  expect(sent.statusCode).toBeLessThan(300);
  expect(await clientPage.kinds()).toEqual(['client_price_change']);
  expect(await otherPage.kinds()).toEqual([]);
  clientPage.close();
  otherPage.close();
});

describe('who in a team receives what', () => {
  test('financial kinds reach only the owner; a blocked account hears only of membership and invites', async () => {
    const coach = await w.coach();
    const accountId = await accountIdOf(w.api, coach.auth);
    const teammate = await signedUp(w.api, { role: 'coach' });
    await w.api.db.query(
      `INSERT INTO memberships (account_id, user_id, role, invite_status) VALUES ($1, $2, 'coach', 'accepted')`,
      [accountId, await accountIdOf(w.api, teammate.auth)],
    );
    const switched = await callEndpoint(w.api, endpoints.switchAccount, teammate.auth, {
      payload: { id: accountId },
    });
    const inTeam = { authorization: `Bearer ${switched.json().access_token as string}` };
    const ownerPage = await watched(coach.auth);
    const teamPage = await watched(inTeam);

    const paid = await w.program(coach.auth, { type: 'fixed', amount: 4999, weeks: 2 });
    const client = await w.client();
    await callEndpoint(w.api, endpoints.purchasePlan, client.auth, {
      params: { plan_id: paid.id },
      payload: {
        price_option_id: paid.priceId,
        start_date: w.today(),
        payment_method_id: await w.card(CARDS.ok),
      },
    });
    await w.pass(8);
    expect(await ownerPage.kinds()).toEqual(['coach_fixed_plan_ending', 'coach_new_paid_client']);
    expect(await teamPage.kinds()).toEqual(['coach_fixed_plan_ending']);

    // The trial ends without a plan: the account is blocked.
    await w.api.db.query(
      `UPDATE platform_subscriptions SET state = 'canceled', active = false, trial = false,
         trial_end_date = now() - interval '1 day' WHERE account_id = $1`,
      [accountId],
    );
    await w.pass(7);
    await w.api.app.jobs.enqueue(DELIVER_NOTIFICATION_JOB, {
      type: 'coach_brand_invite_declined',
      key: `producers-test:declined:${accountId}`,
      recipient: { account_id: accountId },
      payload: { coach_id: await accountIdOf(w.api, (await signedUp(w.api, { role: 'coach' })).auth) },
    });
    // The program ended for the client, but a blocked account hears only the invite's answer.
    expect(await ownerPage.kinds()).toEqual(['coach_brand_invite_declined']);
    expect(await teamPage.kinds()).toEqual(['coach_brand_invite_declined']);
    const stored = await w.api.db.query<{ notification_type: string }>(
      'SELECT DISTINCT notification_type FROM notifications WHERE account_id = $1',
      [accountId],
    );
    expect(stored.map((row) => row.notification_type)).not.toContain('coach_fixed_plan_ended');
    ownerPage.close();
    teamPage.close();
  });
});
