import type { ProgramClient } from '@coachforge/contracts';

/** A client as the coach's lists get them; for this remote's tests. */
export function fakeClient(overrides: Partial<ProgramClient> = {}): ProgramClient {
  return {
    id: 3,
    user_id: 30,
    full_name: 'Ann Athlete',
    email: 'ann@example.com',
    invited_email: null,
    status: 'active',
    plan_id: 7,
    plan_title: 'Strong Start',
    plan_type: 'individual',
    state_for_athlete: null,
    start_day: '2026-01-05',
    end_day: null,
    schedule_started_at: null,
    schedule_ended_at: null,
    is_deleted_user: false,
    is_blocked: false,
    membership: { state: 'active', canceled_by: null, cancel_at_period_end: false, plan_price: null },
    plan_invite: null,
    availability: 'ok',
    days_left: null,
    track_id: null,
    results_to_review: 0,
    macros_to_review: 0,
    ...overrides,
  };
}
