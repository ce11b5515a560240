import { useParams } from '@coachforge/remote-kit';

/** The program id of the route (`:plan_id`), or NaN when the address does not hold a number. */
export function usePlanId(): number {
  const { plan_id: planId } = useParams();
  return planId && /^\d+$/.test(planId) ? Number(planId) : Number.NaN;
}
