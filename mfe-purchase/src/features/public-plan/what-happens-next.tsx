import { routePath, type PublicPlan } from '@coachforge/contracts';
import { useNavigateTo } from '@coachforge/remote-kit';
import { Button, Card } from '@coachforge/ui';
import { DateTime } from 'luxon';
import styled from 'styled-components';

const StoreLinks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-left: ${({ theme }) => theme.space(1)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
  }
`;

/**
 * The day training starts, for step 4: membership and one_many paid programs that have a launch or a
 * start date (spec 02 section 2).
 */
function startOf(plan: PublicPlan): string | null {
  if (plan.plan_pricing !== 'paid' || !['membership', 'one_many'].includes(plan.plan_type)) return null;
  const day = plan.membership?.start_day ?? plan.launch_date;
  return day ? DateTime.fromISO(day).toLocaleString(DateTime.DATE_FULL) : null;
}

/**
 * The app step (decision 0174): a link per store the operator configured (or the coach's branded app),
 * never an address made up; with neither, the fallback is the client's calendar here, where the same
 * training is.
 */
function AppStep({ plan }: { plan: PublicPlan }) {
  const navigateTo = useNavigateTo();
  const app = plan.custom_app_name;
  if (!plan.app_store_url && !plan.play_store_url)
    return (
      <li data-testid="app-step">
        Train and log your results from your{' '}
        <a
          href={routePath('calendar')}
          onClick={(event) => {
            event.preventDefault();
            navigateTo('calendar');
          }}
        >
          calendar
        </a>{' '}
        on this site, on your phone or your computer.
      </li>
    );
  return (
    <li data-testid="app-step">
      Get the {app} app and sign in with this account to train and log your results, also without a network:
      <StoreLinks>
        {plan.app_store_url ? (
          <a href={plan.app_store_url} target="_blank" rel="noopener noreferrer">
            Download on the App Store
          </a>
        ) : null}
        {plan.play_store_url ? (
          <a href={plan.play_store_url} target="_blank" rel="noopener noreferrer">
            Get it on Google Play
          </a>
        ) : null}
      </StoreLinks>
    </li>
  );
}

/**
 * After getting a program (spec 02 section 2, What Happens Next): numbered steps, with the app in the
 * stores it is configured for (decision 0174).
 */
export function WhatHappensNext({ plan }: { plan: PublicPlan }) {
  const navigateTo = useNavigateTo();
  const starts = startOf(plan);
  return (
    <Card title="What happens next" testId="what-happens-next">
      <ol>
        <li>
          <strong>{plan.title}</strong> is now on your calendar.
        </li>
        <AppStep plan={plan} />
        <li>Questions? {plan.user.full_name} can be reached from your programs.</li>
        {starts ? (
          <li data-testid="start-step">{`Your training starts on ${starts}: it shows on your calendar from then.`}</li>
        ) : null}
      </ol>
      <Button type="button" onClick={() => navigateTo('calendar')}>
        Start my Program
      </Button>
    </Card>
  );
}
