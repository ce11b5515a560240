import { clientToday, endpoints, type PlanType } from '@coachforge/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { Clock } from '../clock';
import { callEndpoint, connectPayments, publishedProgram } from './programs';
import { outboxOf, signedUp, startTestApi, type TestApi } from './test-api';
import { createSimulatedProvider, type SimulatedProvider } from '../modules/payment-provider';

type Auth = Record<string, string>;

export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
  threeDSecure: '4000002500003155',
  /** Pays; a refund of the payment fails (Stripe's refund_fail card). */
  refundFails: '4000000000005126',
} as const;

/** A clock the test moves: "now" for the API, and for the jobs' due moments. */
export interface MovableClock extends Clock {
  set(moment: Date): void;
}

function movableClock(start: Date): MovableClock {
  let current = start;
  return { now: () => current, set: (moment) => (current = moment) };
}

export interface PurchaseWorld {
  api: TestApi;
  clock: MovableClock;
  provider: SimulatedProvider;
  /** Time passes: the clock moves on and the jobs due by then run, as the polling worker would run them. */
  pass(days: number): Promise<void>;
  /** Runs what is due now, and what that queues, as the polling worker would. */
  runDue(): Promise<void>;
  /** The world's day (YYYY-MM-DD) in a client's time zone. */
  today(zone?: string): string;
  card(number: string): Promise<string>;
  /** The client buys the program: a paid one with a new card of `card`'s number, a free one for nothing. */
  buy(
    auth: Auth,
    plan: { id: number; priceId: number | null },
    card?: string,
  ): Promise<LightMyRequestResponse>;
  /** A coach with payments connected, on a running PROFESSIONAL plan unless `onTrial` keeps the sign-up's trial. */
  coach(options?: { onTrial?: boolean }): Promise<{ auth: Auth; email: string }>;
  client(): Promise<{ auth: Auth; email: string }>;
  program(
    coach: Auth,
    options: {
      type?: PlanType;
      free?: boolean;
      duration?: string;
      amount?: number;
      trialDays?: number;
      weeks?: number;
    },
  ): Promise<{ id: number; priceId: number | null }>;
  mailSubjects(email: string): Promise<string[]>;
  close(): Promise<void>;
}

const DAY_MS = 86_400_000;
let cardCount = 0;

/**
 * An API with a movable clock. Jobs are due by the database's clock; passing time moves every waiting
 * job earlier by the same amount, the test-only stand-in for waiting days.
 */
export async function startPurchaseWorld(): Promise<PurchaseWorld> {
  const clock = movableClock(new Date());
  const api = await startTestApi({}, { clock });
  const provider = createSimulatedProvider(api.db);
  const runDue = async () => {
    for (let i = 0; i < 4; i += 1) if ((await api.app.jobs.runDue()) === 0) break;
  };
  const card = async (number: string) => {
    const method = await provider.createPaymentMethod(
      { number, exp_month: 12, exp_year: 2040 },
      `test-card-${(cardCount += 1)}-${Date.now()}`,
    );
    return method.id;
  };
  const today = (zone = 'UTC') => clientToday(clock.now().toISOString(), zone);
  return {
    api,
    clock,
    provider,
    runDue,
    today,
    async pass(days) {
      const ms = Math.round(days * DAY_MS);
      clock.set(new Date(clock.now().getTime() + ms));
      await api.db.query(
        `UPDATE background_jobs SET run_at = run_at - ($1::text || ' milliseconds')::interval
         WHERE finished_at IS NULL AND failed_at IS NULL`,
        [String(ms)],
      );
      await runDue();
    },
    card,
    buy: async (auth, plan, number = CARDS.ok) =>
      callEndpoint(api, endpoints.purchasePlan, auth, {
        params: { plan_id: plan.id },
        // Today is the start a client picks by default; a fixed program needs it said.
        payload: {
          start_date: today(),
          ...(plan.priceId ? { price_option_id: plan.priceId, payment_method_id: await card(number) } : {}),
        },
      }),
    coach: async ({ onTrial = false } = {}) => {
      const coach = await signedUp(api, { role: 'coach' });
      await connectPayments(api, coach.auth);
      if (onTrial) return coach;
      // On a running PROFESSIONAL plan, not a trial: days pass in these tests, and a coach whose trial
      // ended is blocked and sells nothing (spec 02 section 6).
      await api.db.query(
        `UPDATE platform_subscriptions SET plan_kind = 'professional_band_100', max_clients = 100,
           state = 'active', active = true, trial = false
         WHERE account_id IN (SELECT ms.account_id FROM memberships ms JOIN users u ON u.id = ms.user_id
                              WHERE u.email = $1 AND ms.role = 'owner')`,
        [coach.email],
      );
      return coach;
    },
    client: () => signedUp(api, { role: 'user' }),
    async program(coach, { type = 'membership', free = false, duration, amount = 4999, trialDays, weeks }) {
      const settings: Record<string, unknown> = free ? { plan_pricing: 'free' } : {};
      if (trialDays !== undefined) settings.trial_days = trialDays;
      let priceId: number | null = null;
      const id = await publishedProgram(api, coach, {
        type,
        settings,
        prepare: async (planId) => {
          if (weeks !== undefined)
            await callEndpoint(api, endpoints.updateProgramSchedule, coach, {
              params: { plan_id: planId },
              payload: { weeks },
            });
          if (free) return;
          const priced = await callEndpoint(api, endpoints.addPriceOption, coach, {
            params: { plan_id: planId },
            payload: { amount, duration: duration ?? (type === 'fixed' ? 'one_off' : 'monthly') },
          });
          if (priced.statusCode !== 201) throw new Error(`pricing failed: ${priced.body}`);
          priceId = (priced.json().original_price as { id: number }[]).at(-1)!.id;
        },
      });
      return { id, priceId };
    },
    async mailSubjects(email) {
      return (await outboxOf(api, email)).map((mail) => mail.subject);
    },
    close: () => api.close(),
  };
}
