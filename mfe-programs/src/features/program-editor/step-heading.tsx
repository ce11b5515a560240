import { copy } from '../program-data';

/** Where the coach is in creating: main info, schedule, review. */
export function StepHeading({ step }: { step: 0 | 1 | 2 }) {
  return (
    <p data-testid="create-step">
      {copy.create.step(step + 1, copy.create.steps.length, copy.create.steps[step])}
    </p>
  );
}
