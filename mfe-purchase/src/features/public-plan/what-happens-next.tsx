import type { PublicPlan } from '@coachforge/contracts';
import { useNavigateTo } from '@coachforge/remote-kit';
import { Button, Card } from '@coachforge/ui';

/** After getting a program (spec 02 section 2, What Happens Next): where the training is and what to do. */
export function WhatHappensNext({ plan }: { plan: PublicPlan }) {
  const navigateTo = useNavigateTo();
  return (
    <Card title="What happens next" testId="what-happens-next">
      <ol>
        <li>
          <strong>{plan.title}</strong> is now on your calendar.
        </li>
        <li>Open your calendar to see today's training and log your results, also without a network.</li>
        <li>Questions? {plan.user.full_name} can be reached from your programs.</li>
      </ol>
      <Button type="button" onClick={() => navigateTo('calendar')}>
        Start my Program
      </Button>
    </Card>
  );
}
