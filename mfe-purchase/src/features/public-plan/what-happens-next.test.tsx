import { renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { WhatHappensNext } from './what-happens-next';
import { fakePlanMembership, fakePublicPlan } from '../../testing/public-plan-fakes';

const plan = fakePublicPlan();

const membership = fakePlanMembership('active', { start_day: '2026-12-07' });

test('with no store configured the app step links to the calendar here, never to a made-up store', async () => {
  const { platform } = renderWithPlatform(<WhatHappensNext plan={plan} />);
  const step = screen.getByTestId('app-step');
  expect(within(step).queryByRole('link', { name: /App Store|Google Play/ })).not.toBeInTheDocument();
  await userEvent.click(within(step).getByRole('link', { name: 'calendar' }));
  expect(platform.navigate).toHaveBeenCalledWith('calendar');
  // No start date: no fourth step.
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
});

test('each configured store is linked, with the app’s name, and a paid program with a start day has step 4', () => {
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
  expect(within(step).queryByRole('link', { name: 'Get it on Google Play' })).not.toBeInTheDocument();
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
