import { accountStateOf, messages, type Me, type PlanLimits, type Program } from '@coachforge/contracts';
import { useMe } from '@coachforge/remote-kit';
import { copy } from './copy';
import { usePlanLimits } from './use-plan-limits';

interface Room {
  used: number;
  max: number;
  text: (used: number, max: number) => string;
  full: (max: number) => string;
}

/** A Fixed Length program counts its downloads; every other type the account's subscribed clients. */
function roomOf(me: Me, limits: PlanLimits, program?: Program): Room | null {
  if (program?.plan_type === 'fixed')
    return limits.downloadsPerProgram === null
      ? null
      : {
          used: program.downloads_count ?? 0,
          max: limits.downloadsPerProgram,
          text: copy.clients.freeDownloads,
          full: messages.planLimits.freeDownloads,
        };
  return limits.maxClients === null
    ? null
    : {
        used: me.current.subscription?.active_clients ?? 0,
        max: limits.maxClients,
        text: copy.clients.freeLimit,
        full: messages.planLimits.freeClients,
      };
}

/**
 * On the FREE plan, how much of the plan's room is taken, and the plan's message once it all is, so the
 * coach knows before an invitation or a sign-up is refused (spec 01 section 6; decision 0127).
 */
export function ClientLimitNotice({ program }: { program?: Program }) {
  const me = useMe();
  const limits = usePlanLimits();
  const room = me && accountStateOf(me.current.subscription).free ? roomOf(me, limits, program) : null;
  if (!room) return null;
  const isFull = room.used >= room.max;
  return (
    <p data-testid="client-limit" role={isFull ? 'alert' : undefined}>
      {room.text(room.used, room.max)}
      {isFull ? ` ${room.full(room.max)}` : null}
    </p>
  );
}
