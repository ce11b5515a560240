import { messages, type Subscription } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpgradeAccountPage } from './upgrade-account-page';

const m = messages.coachAdmin.blocked;
const sub = (overrides: Partial<Subscription>): Subscription => ({
  plan: { id: 0, product_kind: 'professional_band_10', max_clients: 10 },
  scheduled_plan: null,
  active: false,
  free_usage: false,
  free_plan: false,
  state: 'canceled',
  cancel_at_period_end: false,
  active_clients: 0,
  active_sub_clients: 0,
  trial: false,
  trial_end_date: null,
  next_payment_date: null,
  ...overrides,
});

test.each([
  ['a cancelled plan', sub({}), m.reasons.cancelled, m.resume, 'coach_profile_subscription'],
  [
    'a failed payment',
    sub({ state: 'past_due' }),
    m.reasons.purchaseFailed,
    m.payNow,
    'coach_profile_billing',
  ],
  [
    'an ended trial',
    sub({ plan: null, state: null, trial_end_date: '2026-01-01T00:00:00.000Z' }),
    m.reasons.trialExpired,
    m.choose,
    'choose_your_plan',
  ],
] as const)(
  'the owner of an account blocked by %s reads why and goes to fix it',
  async (_n, s, reason, action, route) => {
    const { platform } = renderWithPlatform(<UpgradeAccountPage />, {
      me: fakeMe({ current: { subscription: s } }),
    });
    expect(screen.getByText(reason)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: action }));
    expect(platform.navigate).toHaveBeenCalledWith(route);
  },
);

test('a plan with more clients than it takes says so', () => {
  renderWithPlatform(<UpgradeAccountPage />, {
    me: fakeMe({ current: { subscription: sub({ active_clients: 12 }) } }),
  });
  expect(screen.getByText(m.reasons.overLimit(12, 10))).toBeInTheDocument();
});

test('a member who does not own the account is told whom to ask, with no button', () => {
  renderWithPlatform(<UpgradeAccountPage />, {
    me: fakeMe({
      current: {
        subscription: sub({}),
        is_account_owner: false,
        account_role: 'coach',
        brand_owner_full_name: 'Olive Owner',
        brand_owner_email: 'olive@example.com',
      },
    }),
  });
  expect(screen.getByText(m.askOwner('Olive Owner', 'olive@example.com'))).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
});
