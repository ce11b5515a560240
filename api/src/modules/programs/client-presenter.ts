import { availabilityOf, type FixedStateForAthlete, type ProgramClient } from '@coachforge/contracts';
import type { ClientRow } from './client-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

function fixedState(row: ClientRow, today: string): FixedStateForAthlete {
  if (row.plan_weeks === null) return 'empty';
  if (row.state === 'finished' || (row.end_day !== null && row.end_day < today)) return 'finished';
  if (row.start_day === null || row.start_day > today) return 'not_started';
  return 'in_progress';
}

const coachStatus = (row: ClientRow): ProgramClient['status'] => {
  if (row.state === 'pending') return 'pending';
  if (row.state === 'invited') return row.invitation_status === 'cancelled' ? 'rejected' : 'invited';
  if (row.state === 'canceled') return 'cancelled';
  return 'active';
};

/** A client row as the coach's lists show it; `today` is the calendar day (UTC, YYYY-MM-DD) of the API's clock. */
export function presentClient(row: ClientRow, today: string): ProgramClient {
  const joined = row.joined_at !== null;
  const started = row.schedule_started_at !== null && (row.start_day === null || row.start_day <= today);
  return {
    id: row.id,
    user_id: row.user_id,
    full_name: row.full_name,
    email: row.email,
    invited_email: row.invited_email,
    status: coachStatus(row),
    plan_id: row.plan_id,
    plan_title: row.plan_title,
    plan_type: row.plan_type,
    state_for_athlete: row.plan_type === 'fixed' ? fixedState(row, today) : null,
    start_day: row.start_day,
    end_day: row.end_day,
    schedule_started_at: row.schedule_started_at?.toISOString() ?? null,
    schedule_ended_at: row.schedule_ended_at?.toISOString() ?? null,
    is_deleted_user: joined && row.user_id === null,
    is_blocked: row.is_blocked,
    membership: {
      state: row.state,
      canceled_by: row.canceled_by,
      cancel_at_period_end: row.cancel_at_period_end,
      plan_price:
        row.price_amount !== null && row.price_duration !== null
          ? { amount: row.price_amount, duration: row.price_duration }
          : null,
    },
    plan_invite: row.invitation_status ? { state: row.invitation_status } : null,
    availability: joined ? availabilityOf(row.days_scheduled_ahead, started) : null,
    days_left: row.end_day !== null ? Math.max(daysBetween(today, row.end_day), 0) : null,
    track_id: row.track_id,
    results_to_review: row.results_to_review,
    macros_to_review: row.macros_to_review,
  };
}
