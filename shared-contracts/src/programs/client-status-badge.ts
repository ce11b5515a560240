import {
  FAILED_PAYMENT_RETRY_DAYS,
  FIXED_ENDING_SOON_DAYS,
  NEEDS_TRAINING_UNDER_DAYS,
} from '../limits/constants';
import { messages } from '../messages/catalogue';
import type { ProgramClient } from './program-client';

const b = messages.clientBadges;

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral';

export interface ClientStatusBadge {
  /** Stable name of the badge (tests, styling). */
  kind:
    | 'deleted_user'
    | 'empty'
    | 'finished'
    | 'days_left'
    | 'not_started'
    | 'pending'
    | 'all_good'
    | 'incomplete'
    | 'missed_payment'
    | 'canceled_by_coach'
    | 'canceled_by_athlete'
    | 'canceled_pre_trial'
    | 'auto_cancelled'
    | 'needs_training';
  label: string;
  tone: BadgeTone;
  /** A second line, where the spec gives a reason. */
  hint: string | null;
}

export type ClientBadgeInput = Pick<
  ProgramClient,
  'is_deleted_user' | 'plan_type' | 'state_for_athlete' | 'availability' | 'days_left'
> & { membership: Pick<ProgramClient['membership'], 'state' | 'canceled_by'> };

const badge = (
  kind: ClientStatusBadge['kind'],
  label: string,
  tone: BadgeTone,
  hint: string | null = null,
): ClientStatusBadge => ({ kind, label, tone, hint });

/**
 * The status badge of a client in the coach's lists, exactly as spec 02 section 4 gives it: a deleted
 * user first; a Fixed Length program by where the client stands; otherwise the membership's state, the
 * reason of a cancellation, and finally how much training is scheduled ahead.
 */
export function clientStatusBadge(client: ClientBadgeInput): ClientStatusBadge {
  if (client.is_deleted_user) return badge('deleted_user', b.deletedUser, 'neutral');
  const { state, canceled_by } = client.membership;

  if (client.plan_type === 'fixed' && state !== 'canceled') {
    switch (client.state_for_athlete) {
      case 'empty':
        return badge('empty', b.empty, 'warning');
      case 'finished':
        return badge('finished', b.finished, 'neutral');
      case 'not_started':
        return badge('not_started', b.notStarted, 'neutral');
    }
    if (client.availability === null) return badge('pending', b.pending, 'neutral');
    if (client.days_left !== null && client.days_left < FIXED_ENDING_SOON_DAYS)
      return badge('days_left', b.daysLeft(Math.max(client.days_left, 0)), 'warning');
    return badge('all_good', b.allGood, 'success');
  }

  switch (state) {
    case 'pending':
    case 'invited':
    case 'init':
      return badge('pending', b.pending, 'neutral');
    case 'incomplete':
      return badge('incomplete', b.incomplete, 'danger');
    case 'past_due':
      return badge(
        'missed_payment',
        b.missedPayment,
        'danger',
        b.missedPaymentHint(FAILED_PAYMENT_RETRY_DAYS),
      );
    case 'finished':
      return badge('finished', b.finished, 'neutral');
    case 'canceled':
      switch (canceled_by) {
        case 'canceled_by_coach':
          return badge('canceled_by_coach', b.canceledByCoach, 'neutral');
        case 'canceled_by_athlete':
          return badge('canceled_by_athlete', b.canceledByAthlete, 'neutral');
        case 'canceled_pre_trial':
          return badge('canceled_pre_trial', b.canceledPreTrial, 'neutral');
        default:
          return badge(
            'auto_cancelled',
            b.autoCancelled,
            'danger',
            b.autoCancelledHint(FAILED_PAYMENT_RETRY_DAYS),
          );
      }
  }

  switch (client.availability) {
    case 'ok':
      return badge('all_good', b.allGood, 'success');
    case 'pending':
      return badge('not_started', b.notStarted, 'neutral');
    default:
      return badge(
        'needs_training',
        b.needsTraining,
        'warning',
        b.needsTrainingHint(NEEDS_TRAINING_UNDER_DAYS),
      );
  }
}

/** Availability from the days of training scheduled ahead of a client (null: none scheduled yet). */
export function availabilityOf(
  daysScheduledAhead: number | null,
  started: boolean,
): ClientBadgeInput['availability'] {
  if (!started) return 'pending';
  if (daysScheduledAhead !== null && daysScheduledAhead >= NEEDS_TRAINING_UNDER_DAYS) return 'ok';
  return 'low';
}
