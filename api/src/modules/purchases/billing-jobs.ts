import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/database';
import type { JobQueue } from '../job-queue';
import type { NotificationPublisher } from '../notifications';
import type { Mailer } from '../mail';
import type { ChargeService } from '../payments';
import { BILLING_JOBS, type BillingSchedule, type Settled } from './billing';
import type { MembershipTransitions } from './membership-transition';
import { chargePeriod } from './period-charge';
import { ownerSalesOf } from './owner-sales';
import { notifyPayment } from './purchase-mails';
import { purchaseRepository, type PurchaseMembershipRow } from './purchase-repository';

interface JobPayload {
  membership_id: number;
  purchase_seq: number;
  period?: number;
  retry?: number;
  attempts?: number;
  /** Start and end jobs: the day they were enqueued for (absent on jobs enqueued before rescheduling existed). */
  day?: string;
}

/** A start or end job whose day the client has since moved: the job of the new day does the work. */
const moved = (payload: JobPayload, day: string | null) => payload.day !== undefined && payload.day !== day;

/**
 * The handlers of the billing jobs. Each reads the membership again and does nothing when the job is
 * about a purchase, period or state it has left (a late or repeated job); the charge is made outside any
 * transaction under an idempotent key, and its outcome applied in one that locks the row.
 */
export function registerBillingJobs(
  { db, config, clock }: ApiContext,
  {
    jobs,
    charges,
    mailer,
    billing,
    transitions: { applyEvent },
    notifications,
  }: {
    notifications: NotificationPublisher;
    jobs: JobQueue;
    charges: ChargeService;
    mailer: Mailer;
    billing: BillingSchedule;
    transitions: MembershipTransitions;
  },
): void {
  /** The membership the job is about, still in the same purchase; inside `tx`, locked. */
  const current = async (payload: JobPayload, tx?: Queryable) => {
    const found = await purchaseRepository.findById(tx ?? db, payload.membership_id, tx !== undefined);
    return found && found.purchase_seq === payload.purchase_seq ? found : null;
  };
  const send = async (m: PurchaseMembershipRow, settled: Settled | null) => {
    for (const notice of settled?.notices ?? []) await notifyPayment(db, mailer, config.appUrl, m, notice);
  };

  /**
   * Charges the membership's current period with the card on file and applies the outcome; while the owner
   * is blocked, nothing is charged and the period is given (decision 0223).
   */
  async function chargeAndSettle(m: PurchaseMembershipRow, attempt: string, retry?: number) {
    const price = m.price_option_id ? await purchaseRepository.priceOption(db, m.price_option_id) : null;
    if (!price) return;
    if ((await ownerSalesOf(db, m.account_id, clock.now())).blocked) {
      await db.transaction(async (tx) => {
        const locked = await purchaseRepository.findById(tx, m.id, true);
        if (!locked || locked.purchase_seq !== m.purchase_seq || locked.period !== m.period) return;
        await billing.waive(tx, locked, { cadence: price.duration });
      });
      return;
    }
    if (!m.payment_method_id) return;
    const outcome = await chargePeriod({ db, charges }, m, price, {
      paymentMethodId: m.payment_method_id,
      attempt,
      description: `Membership ${m.id}, period ${m.period + 1}`,
      offSession: true,
    });
    if (!outcome) return;
    const settled = await db.transaction(async (tx) => {
      const locked = await purchaseRepository.findById(tx, m.id, true);
      if (!locked || locked.purchase_seq !== m.purchase_seq || locked.period !== m.period) return null;
      return billing.settle(tx, locked, outcome, { cadence: price.duration, ...(retry ? { retry } : {}) });
    });
    await send(m, settled);
  }

  jobs.register(BILLING_JOBS.chargeDue, async (raw) => {
    const payload = raw as unknown as JobPayload;
    const period = payload.period ?? 0;
    let m = await current(payload);
    if (!m) return;
    if (m.state === 'active' && m.period === period - 1 && m.paid_period === period - 1) {
      // The paid period is over: it renews, ends (cancel at period end) or finishes.
      m = await db.transaction(async (tx) => {
        const locked = await current(payload, tx);
        if (!locked || locked.period !== period - 1) return locked;
        return (await applyEvent(tx, locked, { type: 'period_ended' }, {}, clock.now())).membership;
      });
      if (!m) return;
    }
    if (m.period !== period || (m.paid_period ?? -1) >= period) return;
    if (m.state === 'trialing' && m.cancel_at_period_end) {
      const ended = m;
      await db.transaction((tx) => applyEvent(tx, ended, { type: 'period_ended' }, {}, clock.now()));
      return;
    }
    if (!['trialing', 'scheduled', 'active'].includes(m.state)) return;
    if (m.pending_price_option_id !== null) {
      // The price the client switched to starts with this payment (decision 0144).
      m = await db.transaction(async (tx) => {
        const locked = await current(payload, tx);
        if (!locked?.pending_price_option_id) return locked;
        return purchaseRepository.update(tx, locked.id, {
          price_option_id: locked.pending_price_option_id,
          pending_price_option_id: null,
        });
      });
      if (!m) return;
    }
    await chargeAndSettle(m, period === 0 ? 'first-due' : 'renewal');
  });

  jobs.register(BILLING_JOBS.retryDue, async (raw) => {
    const payload = raw as unknown as JobPayload;
    const m = await current(payload);
    if (!m || m.state !== 'past_due' || m.period !== payload.period) return;
    await chargeAndSettle(m, `retry-${payload.retry}`, payload.retry);
  });

  jobs.register(BILLING_JOBS.startDay, async (raw) => {
    await db.transaction(async (tx) => {
      const m = await current(raw as unknown as JobPayload, tx);
      if (!m || m.state !== 'scheduled' || moved(raw as unknown as JobPayload, m.start_day)) return;
      // A subscription's first charge is a job of its own; with a trial, the trial begins on the start day.
      if (m.billing === 'recurring') {
        if (m.trial_end) await applyEvent(tx, m, { type: 'trial_started' });
        return;
      }
      await applyEvent(tx, m, { type: 'start_day_reached' });
    });
  });

  jobs.register(BILLING_JOBS.endDay, async (raw) => {
    await db.transaction(async (tx) => {
      const m = await current(raw as unknown as JobPayload, tx);
      if (m && moved(raw as unknown as JobPayload, m.end_day)) return;
      if (m?.state === 'active' && m.billing !== 'recurring')
        await applyEvent(tx, m, { type: 'period_ended' }, {}, clock.now());
    });
  });

  jobs.register(BILLING_JOBS.endingSoon, async (raw) => {
    const payload = raw as unknown as JobPayload;
    const m = await current(payload);
    if (!m || moved(payload, m.end_day) || m.billing === 'recurring' || !m.end_day) return;
    if (m.state !== 'active' && m.state !== 'scheduled') return;
    const key = `fixed-plan-ending:${m.id}:${m.purchase_seq}:${m.end_day}`;
    await notifications.publish({
      type: 'coach_fixed_plan_ending',
      key,
      recipient: { account_id: m.account_id },
      payload: { client_id: m.user_id, plan_id: m.program_id, end_day: m.end_day },
    });
    await notifications.publish({
      type: 'client_fixed_plan_ending',
      key,
      recipient: { user_id: m.user_id },
      payload: { plan_id: m.program_id, end_day: m.end_day },
    });
  });

  jobs.register(BILLING_JOBS.incompleteExpiry, async (raw) => {
    const payload = raw as unknown as JobPayload;
    await db.transaction(async (tx) => {
      const m = await current(payload, tx);
      if (m?.state !== 'incomplete' || m.period !== payload.period) return;
      if (payload.attempts !== undefined && payload.attempts !== m.payment_attempts) return;
      await applyEvent(tx, m, { type: 'payment_window_expired' });
    });
  });
}
