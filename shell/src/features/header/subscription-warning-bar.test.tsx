import { DEFAULT_THEME, messages, type Me, type Subscription } from '@coachforge/contracts';
import { defaultUiTheme } from '@coachforge/ui';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { SubscriptionWarningBar, timeLeftText } from './subscription-warning-bar';
import { trialSubscription } from '../../testing/subscriptions';

const trialEndingIn = (ms: number): Subscription =>
  trialSubscription({ trial_end_date: new Date(Date.now() + ms).toISOString() });

const coach = (subscription: Subscription) =>
  ({
    current: { id: 1, role: 'coach', is_account_owner: true, popup_storage: [], subscription },
    private: { id: 1 },
    theme: DEFAULT_THEME,
  }) as unknown as Me;

function renderBar(me: Me, pathname = '/coach/programs/active', onEnd = jest.fn()) {
  render(
    <ThemeProvider theme={defaultUiTheme}>
      <SubscriptionWarningBar me={me} pathname={pathname} onCountdownEnd={onEnd} />
    </ThemeProvider>,
  );
  return onEnd;
}

afterEach(() => jest.useRealTimers());

test.each([
  [3 * 86400_000 + 1000, '3 days'],
  [29 * 86400_000 + 23 * 3600_000, '30 days'],
  [86400_000 + 11 * 3600_000, '1 day'],
  [5 * 3600_000 + 1000, '5 hours'],
  [12 * 60_000, '12 minutes'],
  [79_000, '79 seconds'],
  [1000, '1 second'],
])('%i ms left reads %s', (ms, text) => {
  expect(timeLeftText(ms)).toBe(text);
});

test.each([
  ['just before midnight UTC', '2026-03-14T23:59:30.000Z'],
  ['just after midnight UTC', '2026-03-15T00:00:30.000Z'],
  ['in the afternoon UTC', '2026-03-15T15:45:00.000Z'],
])(
  'a coach who signed up %s reads 30 days left, counted from the moment the trial ends',
  (_when, signUpAt) => {
    jest.useFakeTimers({ now: new Date(signUpAt) });
    const trialEnd = new Date(Date.parse(signUpAt) + 30 * 86400_000).toISOString();
    jest.advanceTimersByTime(90_000);
    renderBar(coach(trialSubscription({ trial_end_date: trialEnd })));
    expect(screen.getByTestId('subscription-warning')).toHaveTextContent(
      messages.subscriptionWarning.trial('30 days'),
    );
  },
);

test('a trial shows its countdown, which ticks every second at the end and refetches at zero', () => {
  jest.useFakeTimers();
  const onEnd = renderBar(coach(trialEndingIn(3000)));
  expect(screen.getByTestId('subscription-warning')).toHaveTextContent(
    messages.subscriptionWarning.trial('3 seconds'),
  );
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByTestId('subscription-warning')).toHaveTextContent('2 seconds');
  expect(onEnd).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(2500));
  expect(onEnd).toHaveBeenCalledTimes(1);
});

test('the countdown pauses while the tab is hidden', () => {
  jest.useFakeTimers();
  const onEnd = renderBar(coach(trialEndingIn(3000)));
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(5000);
  });
  expect(onEnd).not.toHaveBeenCalled();
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(onEnd).toHaveBeenCalledTimes(1);
});

test('the warning is not shown on the billing page', () => {
  renderBar(coach(trialEndingIn(3 * 86400_000)), '/coach/profile/billing');
  expect(screen.queryByTestId('subscription-warning')).toBeNull();
});

test('a plan cancelled at the end of its period says until when, as "D MMMM YYYY"', () => {
  jest.useFakeTimers({ now: new Date('2026-06-10T12:00:00Z') });
  renderBar(
    coach(
      trialSubscription({
        state: 'active',
        trial: false,
        cancel_at_period_end: true,
        // Midday, so the day is the same in every time zone the test machine may have.
        next_payment_date: '2026-07-01 12:00:00 +0000',
      }),
    ),
  );
  expect(screen.getByTestId('subscription-warning')).toHaveTextContent(
    messages.subscriptionWarning.activeUntil('1 July 2026'),
  );
});

test.each([
  [0, messages.subscriptionWarning.cancelledWithoutClients],
  [4, messages.subscriptionWarning.cancelledWithClients(4)],
])(
  'a cancelled plan with %i clients still with the account asks to renew with or without them',
  (clients, text) => {
    const cancelled = {
      ...trialSubscription({}),
      plan: { id: 0, product_kind: 'professional_band_10', max_clients: 10 },
      trial: false,
      trial_end_date: null,
      active: false,
      state: 'canceled',
      active_clients: clients,
      active_sub_clients: clients,
    } as Subscription;
    renderBar(coach(cancelled));
    expect(screen.getByTestId('subscription-warning')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: messages.subscriptionWarning.renew })).toBeInTheDocument();
  },
);
