import { forgetSavedProgramFilters } from '@coachforge/contracts';
import { useBusEvent } from '@coachforge/remote-kit';

/**
 * Saved program filters belong to the account they were chosen in (spec 03 section 7): when this tab
 * switches account the shell says `account.switching` on the bus, and they are forgotten before the
 * page reloads in the next account.
 */
export function useForgetFiltersOnAccountSwitch(storage: Storage = localStorage): void {
  useBusEvent('account.switching', () => forgetSavedProgramFilters(storage));
}
