import { PLATFORM_APP } from '@coachforge/contracts';
import { renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { WhatHappensNext } from './what-happens-next';
import { fakePlanMembership, fakePublicPlan } from '../../testing/public-plan-fakes';

const plan = fakePublicPlan();

const membership = fakePlanMembership('active', { start_day: '2026-12-07' });

test('the app step links to the platform’s app in both stores when the coach has none', () => {
  renderWithPlatform(<WhatHappensNext plan={plan} />);
  const step = screen.getByTestId('app-step');
  expect(step).toHaveTextContent('Get the Coachforge app');
  expect(within(step).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
    'href',
    PLATFORM_APP.app_store_url,
  );
  expect(within(step).getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
    'href',
    PLATFORM_APP.play_store_url,
  );
  // No start date: no fourth step.
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
});

test('a coach’s branded app replaces the fallback links, and a paid program with a start day has step 4', () => {
  renderWithPlatform(
    <WhatHappensNext
      plan={{
        ...plan,
        membership,
        custom_app_name: 'Casey Fit',
        app_store_url: 'https://apps.apple.com/app/casey-fit/id1',
        play_store_url: null,
      }}
    />,
  );
  const step = screen.getByTestId('app-step');
  expect(step).toHaveTextContent('Get the Casey Fit app');
  expect(within(step).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
    'href',
    'https://apps.apple.com/app/casey-fit/id1',
  );
  expect(within(step).getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
    'href',
    PLATFORM_APP.play_store_url,
  );
  expect(screen.getByTestId('start-step')).toHaveTextContent(
    `Your training starts on ${DateTime.fromISO('2026-12-07').toLocaleString(DateTime.DATE_FULL)}`,
  );
});

test('step 4 is for membership and one_many paid programs only', () => {
  renderWithPlatform(
    <WhatHappensNext plan={{ ...plan, plan_type: 'fixed', launch_date: '2026-12-07', membership }} />,
  );
  expect(screen.queryByTestId('start-step')).not.toBeInTheDocument();
});
