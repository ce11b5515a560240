import { accountStateOf, messages } from '@coachforge/contracts';
import { useMe } from '@coachforge/remote-kit';
import { copy } from './copy';
import { usePlanLimits } from './use-plan-limits';

/**
 * On the FREE plan, how many of the 5 clients are taken, and the plan's message once they all are, so
 * the coach knows before an invitation is refused (spec 01 section 6).
 */
export function ClientLimitNotice() {
  const me = useMe();
  const limits = usePlanLimits();
  if (limits.maxClients === null || !me) return null;
  const used = me.current.subscription?.active_clients ?? 0;
  const state = accountStateOf(me.current.subscription);
  if (!state.free) return null;
  return (
    <p data-testid="client-limit" role={used >= limits.maxClients ? 'alert' : undefined}>
      {copy.clients.freeLimit(used, limits.maxClients)}
      {used >= limits.maxClients ? ` ${messages.planLimits.freeClients(limits.maxClients)}` : null}
    </p>
  );
}
