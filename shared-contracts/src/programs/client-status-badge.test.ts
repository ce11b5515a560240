import { clientStatusBadge, type ClientBadgeInput } from './client-status-badge';

const client = (overrides: Partial<ClientBadgeInput> = {}): ClientBadgeInput => ({
  is_deleted_user: false,
  plan_type: 'membership',
  state_for_athlete: null,
  availability: 'ok',
  days_left: null,
  membership: { state: 'active', canceled_by: null },
  ...overrides,
});
const fixed = (overrides: Partial<ClientBadgeInput>) => client({ plan_type: 'fixed', ...overrides });
const membership = (
  state: ClientBadgeInput['membership']['state'],
  canceled_by: ClientBadgeInput['membership']['canceled_by'] = null,
) => client({ membership: { state, canceled_by } });

test.each([
  [
    'a deleted user, whatever else',
    client({ is_deleted_user: true, membership: { state: 'past_due', canceled_by: null } }),
    'deleted_user',
    'Deleted User',
  ],
  ['a fixed program with no content', fixed({ state_for_athlete: 'empty' }), 'empty', 'Empty'],
  [
    'a fixed program run to its end',
    fixed({ state_for_athlete: 'finished' }),
    'finished',
    'Program Finished',
  ],
  [
    'a fixed program not started yet',
    fixed({ state_for_athlete: 'not_started' }),
    'not_started',
    'Not Started',
  ],
  [
    'a fixed program whose availability is unknown',
    fixed({ state_for_athlete: 'in_progress', availability: null }),
    'pending',
    'Pending',
  ],
  [
    'a fixed program ending in 3 days',
    fixed({ state_for_athlete: 'in_progress', days_left: 3 }),
    'days_left',
    '3 days left',
  ],
  [
    'a fixed program ending tomorrow',
    fixed({ state_for_athlete: 'in_progress', days_left: 1 }),
    'days_left',
    '1 day left',
  ],
  [
    'a fixed program well under way',
    fixed({ state_for_athlete: 'in_progress', days_left: 30 }),
    'all_good',
    'All Good',
  ],
  ['a membership not paid for yet', membership('init'), 'pending', 'Pending'],
  ['a client added by hand', membership('pending'), 'pending', 'Pending'],
  ['an incomplete first payment', membership('incomplete'), 'incomplete', 'Incomplete'],
  ['a missed payment', membership('past_due'), 'missed_payment', 'Missed Payment'],
  [
    'cancelled by the coach',
    membership('canceled', 'canceled_by_coach'),
    'canceled_by_coach',
    'Cancelled by Coach',
  ],
  [
    'cancelled by the client',
    membership('canceled', 'canceled_by_athlete'),
    'canceled_by_athlete',
    'Cancelled by Client',
  ],
  [
    'ended before the trial',
    membership('canceled', 'canceled_pre_trial'),
    'canceled_pre_trial',
    'Ended Pre-Trial',
  ],
  ['cancelled with no one named', membership('canceled'), 'auto_cancelled', 'Auto Cancelled'],
  [
    'a cancelled fixed program',
    fixed({ membership: { state: 'canceled', canceled_by: 'canceled_by_coach' } }),
    'canceled_by_coach',
    'Cancelled by Coach',
  ],
  ['enough training ahead', client({ availability: 'ok' }), 'all_good', 'All Good'],
  ['a client who has not started', client({ availability: 'pending' }), 'not_started', 'Not Started'],
  ['under 3 days of training ahead', client({ availability: 'low' }), 'needs_training', 'Needs Training'],
])('%s shows %s', (_case, input, kind, label) => {
  const badge = clientStatusBadge(input);
  expect(badge.kind).toBe(kind);
  expect(badge.label).toBe(label);
});

test('a missed payment says there are 7 days to fix it, and an auto cancel why it happened', () => {
  expect(clientStatusBadge(membership('past_due')).hint).toBe('7 days to fix the payment');
  expect(clientStatusBadge(membership('canceled')).hint).toBe('No payment after 7 days');
  expect(clientStatusBadge(client({ availability: 'low' })).hint).toBe('Under 3 days of training');
});
