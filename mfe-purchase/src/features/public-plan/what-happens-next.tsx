import { appLinksOf, type PublicPlan } from '@coachforge/contracts';
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
 * After getting a program (spec 02 section 2, What Happens Next): numbered steps, with the app in both
 * stores (the coach's branded app, or the platform's own: decision 0176).
 */
export function WhatHappensNext({ plan }: { plan: PublicPlan }) {
  const navigateTo = useNavigateTo();
  const app = appLinksOf(plan);
  const starts = startOf(plan);
  return (
    <Card title="What happens next" testId="what-happens-next">
      <ol>
        <li>
          <strong>{plan.title}</strong> is now on your calendar.
        </li>
        <li data-testid="app-step">
          Get the {app.name} app and sign in with this account to train and log your results, also without a
          network:
          <StoreLinks>
            <a href={app.app_store_url} target="_blank" rel="noopener noreferrer">
              Download on the App Store
            </a>
            <a href={app.play_store_url} target="_blank" rel="noopener noreferrer">
              Get it on Google Play
            </a>
          </StoreLinks>
        </li>
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
