import {
  addDays,
  FIXED_ENDING_SOON_DAYS,
  periodEndOf,
  startOfClientDay,
  type Cadence,
} from '@coachforge/contracts';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import type { JobQueue } from '../job-queue';
import type { Applied, MembershipTransitions } from './membership-transition';
import type { ChargeOutcome } from './period-charge';
import type { PaymentNotice } from './purchase-mails';
import type { PurchaseMembershipRow } from './purchase-repository';

import { RETRY_DAYS } from './retry-days';

export { RETRY_DAYS };
/** How long a first payment waiting for 3-D Secure stays incomplete before it expires, as Stripe's 23 hours. */
export const INCOMPLETE_WINDOW_HOURS = 23;

export const BILLING_JOBS = {
  chargeDue: 'purchases.charge_due',
  retryDue: 'purchases.retry_due',
  startDay: 'purchases.start_day',
  endDay: 'purchases.end_day',
  endingSoon: 'purchases.ending_soon',
  incompleteExpiry: 'purchases.incomplete_expiry',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How a period given while the owner was blocked is kept in the membership's history (decision 0223). */
export const WAIVED_EVENT = 'period_waived_owner_blocked';

/** What a payment came to, and who must hear of it once the transaction has committed. */
export interface Settled {
  applied: Applied;
  notices: PaymentNotice[];
}

/**
 * Durable jobs of a membership's billing, each enqueued in the transaction that decided it and under a
 * unique key (membership, purchase, period, step): enqueued twice, it exists and charges once.
 */
export function createBillingSchedule(jobs: JobQueue, clock: Clock, { applyEvent }: MembershipTransitions) {
  const delayTo = (moment: Date) => Math.max(0, moment.getTime() - clock.now().getTime());
  const keyOf = (kind: string, m: PurchaseMembershipRow, ...parts: (string | number)[]) =>
    [kind, m.id, m.purchase_seq, ...parts].join(':');
  const payload = (m: PurchaseMembershipRow, extra: Record<string, unknown> = {}) => ({
    membership_id: m.id,
    purchase_seq: m.purchase_seq,
    ...extra,
  });

  const schedule = {
    /** The charge of `period` at `moment`: the first after a trial or a later start, or a renewal. */
    chargeDue: (tx: Queryable, m: PurchaseMembershipRow, period: number, moment: Date) =>
      jobs.enqueue(BILLING_JOBS.chargeDue, payload(m, { period }), {
        tx,
        uniqueKey: keyOf(BILLING_JOBS.chargeDue, m, period),
        delayMs: delayTo(moment),
      }),
    retry: (tx: Queryable, m: PurchaseMembershipRow, retry: number, since: Date) =>
      jobs.enqueue(BILLING_JOBS.retryDue, payload(m, { period: m.period, retry }), {
        tx,
        uniqueKey: keyOf(BILLING_JOBS.retryDue, m, m.period, retry),
        delayMs: delayTo(new Date(since.getTime() + RETRY_DAYS[retry - 1]! * DAY_MS)),
      }),
    // The day is part of the key and the payload: a rescheduled program gets a job for its new day, and the
    // job of the old day finds the day moved and does nothing.
    startDay: (tx: Queryable, m: PurchaseMembershipRow) =>
      jobs.enqueue(BILLING_JOBS.startDay, payload(m, { day: m.start_day }), {
        tx,
        uniqueKey: keyOf(BILLING_JOBS.startDay, m, m.start_day!),
        delayMs: delayTo(new Date(startOfClientDay(m.start_day!, m.time_zone))),
      }),
    /**
     * A Fixed Length program finishes when its last day is over. When its last FIXED_ENDING_SOON_DAYS
     * begin, the coach and the client are told it is ending (decision 0193); a program shorter than that
     * is not announced as ending the day it starts.
     */
    endDay: async (tx: Queryable, m: PurchaseMembershipRow) => {
      const endingFrom = startOfClientDay(addDays(m.end_day!, 1 - FIXED_ENDING_SOON_DAYS), m.time_zone);
      if (!m.start_day || endingFrom > startOfClientDay(m.start_day, m.time_zone))
        await jobs.enqueue(BILLING_JOBS.endingSoon, payload(m, { day: m.end_day }), {
          tx,
          uniqueKey: keyOf(BILLING_JOBS.endingSoon, m, m.end_day!),
          delayMs: delayTo(new Date(endingFrom)),
        });
      await jobs.enqueue(BILLING_JOBS.endDay, payload(m, { day: m.end_day }), {
        tx,
        uniqueKey: keyOf(BILLING_JOBS.endDay, m, m.end_day!),
        delayMs: delayTo(new Date(startOfClientDay(addDays(m.end_day!, 1), m.time_zone))),
      });
    },
    incompleteExpiry: (tx: Queryable, m: PurchaseMembershipRow) =>
      jobs.enqueue(
        BILLING_JOBS.incompleteExpiry,
        payload(m, { period: m.period, attempts: m.payment_attempts }),
        {
          tx,
          uniqueKey: keyOf(BILLING_JOBS.incompleteExpiry, m, m.period, m.payment_attempts),
          delayMs: INCOMPLETE_WINDOW_HOURS * 60 * 60 * 1000,
        },
      ),
  };

  /** The current period is settled (paid, or given): the membership runs to its end, the next renewal waits. */
  async function periodSettled(
    tx: Queryable,
    m: PurchaseMembershipRow,
    options: { cadence: Cadence; startsLater?: boolean },
    record: { recordAs?: string; quiet?: boolean } = {},
  ): Promise<Applied> {
    const recurring = m.billing === 'recurring' && options.cadence !== 'one_off';
    const periodEnd =
      recurring && m.billing_anchor
        ? new Date(periodEndOf(m.billing_anchor.toISOString(), options.cadence as never, m.period))
        : null;
    const applied = await applyEvent(
      tx,
      m,
      { type: 'payment_succeeded', period: m.period, startsLater: options.startsLater ?? false },
      { pending_charge_id: null, past_due_since: null, current_period_end: periodEnd },
      clock.now(),
      record,
    );
    if (applied.ok && periodEnd) await schedule.chargeDue(tx, applied.membership, m.period + 1, periodEnd);
    return applied;
  }

  /**
   * The owner is blocked when the period falls due (decision 0223): the period is given, not charged, as
   * Stripe's paused collection voids the invoices of a pause. Nobody is told of a payment that was not made,
   * and the next renewal is scheduled as usual, so charging resumes by itself once the owner is unblocked.
   */
  const waive = (tx: Queryable, m: PurchaseMembershipRow, options: { cadence: Cadence }) =>
    periodSettled(tx, m, options, { recordAs: WAIVED_EVENT, quiet: true });

  /**
   * Applies a payment's outcome for the membership's current period, and schedules what follows: the
   * next renewal after a success; after a failure of a running subscription, the retries of decision 0120
   * (`retry` is the retry that just ran, if any), and cancellation after the last.
   */
  async function settle(
    tx: Queryable,
    m: PurchaseMembershipRow,
    outcome: ChargeOutcome,
    options: { cadence: Cadence; startsLater?: boolean; retry?: number },
  ): Promise<Settled> {
    const now = clock.now();
    const wasPastDue = m.state === 'past_due';
    if (outcome.kind === 'succeeded') {
      const applied = await periodSettled(tx, m, options);
      return { applied, notices: applied.ok && wasPastDue ? [{ kind: 'payment_recovered' }] : [] };
    }
    const event =
      outcome.kind === 'requires_action'
        ? ({ type: 'payment_requires_action', period: m.period } as const)
        : ({ type: 'payment_failed', period: m.period } as const);
    const since = m.past_due_since ?? now;
    const applied = await applyEvent(
      tx,
      m,
      event,
      { pending_charge_id: outcome.kind === 'requires_action' ? outcome.chargeId : null },
      now,
    );
    if (!applied.ok) return { applied, notices: [] };
    const after = applied.membership;
    if (after.state === 'incomplete') {
      await schedule.incompleteExpiry(tx, after);
      return { applied, notices: [] };
    }
    // past_due: the retries of decision 0120 run from the first failure of the period.
    const next = options.retry === undefined ? (m.past_due_since ? null : 1) : options.retry + 1;
    if (options.retry === RETRY_DAYS.length) {
      const ended = await applyEvent(tx, after, { type: 'retries_exhausted' }, {}, now);
      return { applied: ended, notices: [{ kind: 'auto_canceled' }] };
    }
    const marked = m.past_due_since ? after : ((await applyPastDueSince(tx, after, since)) ?? after);
    if (next !== null) await schedule.retry(tx, marked, next, since);
    const nextTry = new Date(since.getTime() + RETRY_DAYS[(next ?? 1) - 1]! * DAY_MS);
    const notice: PaymentNotice =
      outcome.kind === 'requires_action' ? { kind: 'requires_action' } : { kind: 'payment_failed', nextTry };
    return { applied: { ok: true, membership: marked }, notices: next === null ? [] : [notice] };
  }

  return { schedule, settle, waive };
}

async function applyPastDueSince(tx: Queryable, m: PurchaseMembershipRow, since: Date) {
  await tx.query('UPDATE plan_memberships SET past_due_since = $2 WHERE id = $1', [m.id, since]);
  return { ...m, past_due_since: since };
}

export type BillingSchedule = ReturnType<typeof createBillingSchedule>;
