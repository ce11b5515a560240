import { messages, transition, type MembershipEvent } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import type { NotificationPublisher } from '../notifications';
import { membershipNotifications } from './membership-notifications';
import { purchaseRepository, type MembershipChange, type PurchaseMembershipRow } from './purchase-repository';

export type Applied =
  | { ok: true; membership: PurchaseMembershipRow }
  | { ok: false; reason: string; membership: PurchaseMembershipRow };

/**
 * The one way a membership's state changes: the contracts' state machine decides, the event is
 * recorded whether applied or refused, and the other columns change only with an applied event. What an
 * applied event means to the coach and the client is published in the same transaction, so a rollback
 * takes the notification with it.
 */
export function createMembershipTransitions(notifications: NotificationPublisher) {
  /** Call it inside the transaction that locked the row. */
  async function applyEvent(
    tx: Queryable,
    row: PurchaseMembershipRow,
    event: MembershipEvent,
    change: MembershipChange = {},
    /** The API's clock: when a cancellation happened decides where a client who continues picks up. */
    now: Date = new Date(),
    /**
     * `recordAs`: the name the history keeps when the machine's event stands for something else (a period
     * given without a payment, decision 0223); `quiet`: nobody is notified of it.
     */
    options: { recordAs?: string; quiet?: boolean } = {},
  ): Promise<Applied> {
    const recorded = options.recordAs ?? event.type;
    const result = transition(row, event);
    if (!result.ok) {
      await purchaseRepository.recordEvent(tx, row.id, recorded, row.state, { refused: result.reason });
      return { ok: false, reason: result.reason, membership: row };
    }
    const next = result.membership;
    const eventId = await purchaseRepository.recordEvent(tx, row.id, recorded, row.state, {
      to: next.state,
    });
    const membership = await purchaseRepository.update(tx, row.id, {
      state: next.state,
      cancel_at_period_end: next.cancel_at_period_end,
      canceled_by: next.canceled_by,
      billing: next.billing,
      period: next.period,
      paid_period: next.paid_period,
      ...(next.state === 'canceled' && row.state !== 'canceled' ? { canceled_at: now } : {}),
      ...change,
    });
    if (options.quiet) return { ok: true, membership };
    for (const notification of await membershipNotifications(tx, row, membership, event, { eventId, now }))
      await notifications.publish(notification, { tx });
    return { ok: true, membership };
  }

  /** A client's own action the machine refuses: 409 with the reason the client can act on. */
  async function applyClientEvent(
    tx: Queryable,
    row: PurchaseMembershipRow,
    event: MembershipEvent,
    refusal: string,
    now: Date,
  ): Promise<PurchaseMembershipRow> {
    const applied = await applyEvent(tx, row, event, {}, now);
    if (!applied.ok) throw httpError(409, refusal);
    return applied.membership;
  }

  return { applyEvent, applyClientEvent };
}

export type MembershipTransitions = ReturnType<typeof createMembershipTransitions>;

export const membershipNotFound = () => httpError(404, messages.purchase.membershipNotFound);
