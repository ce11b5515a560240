import { accountStateOf, planLimits, planLimitsOf, type PlanLimits } from '@coachforge/contracts';
import { useMe } from '@coachforge/remote-kit';

/** The limits of the account in use (FREE or PROFESSIONAL), from the contracts' one table. */
export function usePlanLimits(): PlanLimits {
  const me = useMe();
  return me ? planLimitsOf(accountStateOf(me.current.subscription)) : planLimits.professional;
}
