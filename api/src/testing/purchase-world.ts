import { endpoints, type PlanType } from '@coachforge/contracts';
import type { Clock } from '../clock';
import { callEndpoint, connectPayments, createProgram } from './programs';
import { outboxOf, signedUp, startTestApi, type TestApi } from './test-api';
import { createSimulatedProvider, type SimulatedProvider } from '../modules/payment-provider';

type Auth = Record<string, string>;

export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
  threeDSecure: '4000002500003155',
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
  card(number: string): Promise<string>;
  coach(): Promise<{ auth: Auth; email: string }>;
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
  const runAll = async () => {
    for (let i = 0; i < 4; i += 1) if ((await api.app.jobs.runDue()) === 0) break;
  };
  return {
    api,
    clock,
    provider,
    async pass(days) {
      const ms = Math.round(days * DAY_MS);
      clock.set(new Date(clock.now().getTime() + ms));
      await api.db.query(
        `UPDATE background_jobs SET run_at = run_at - ($1::text || ' milliseconds')::interval
         WHERE finished_at IS NULL AND failed_at IS NULL`,
        [String(ms)],
      );
      await runAll();
    },
    async card(number) {
      const method = await provider.createPaymentMethod(
        { number, exp_month: 12, exp_year: 2040 },
        `test-card-${(cardCount += 1)}-${Date.now()}`,
      );
      return method.id;
    },
    coach: async () => {
      const coach = await signedUp(api, { role: 'coach' });
      await connectPayments(api, coach.auth);
      return coach;
    },
    client: () => signedUp(api, { role: 'user' }),
    async program(coach, { type = 'membership', free = false, duration, amount = 4999, trialDays, weeks }) {
      const program = await createProgram(api, coach, type, 'Strength Block');
      const settings: Record<string, unknown> = free ? { plan_pricing: 'free' } : {};
      if (trialDays !== undefined) settings.trial_days = trialDays;
      if (Object.keys(settings).length > 0)
        await callEndpoint(api, endpoints.updateProgramSettings, coach, {
          params: { plan_id: program.id },
          payload: settings,
        });
      if (weeks !== undefined)
        await callEndpoint(api, endpoints.updateProgramSchedule, coach, {
          params: { plan_id: program.id },
          payload: { weeks },
        });
      let priceId: number | null = null;
      if (!free) {
        const priced = await callEndpoint(api, endpoints.addPriceOption, coach, {
          params: { plan_id: program.id },
          payload: { amount, duration: duration ?? (type === 'fixed' ? 'one_off' : 'monthly') },
        });
        if (priced.statusCode !== 201) throw new Error(`pricing failed: ${priced.body}`);
        priceId = (priced.json().original_price as { id: number }[]).at(-1)!.id;
      }
      const published = await callEndpoint(api, endpoints.publishProgram, coach, {
        params: { plan_id: program.id },
      });
      if (published.statusCode !== 200) throw new Error(`publishing failed: ${published.body}`);
      return { id: program.id, priceId };
    },
    async mailSubjects(email) {
      return (await outboxOf(api, email)).map((mail) => mail.subject);
    },
    close: () => api.close(),
  };
}
