import type { Program, ProgramClient } from '@coachforge/contracts';
import { RouteButton } from '../program-data';

/** Opens the client's calendar in this program, as the client has it. */
export function ClientCalendarLink({ planId, client }: { planId: number; client: ProgramClient }) {
  if (client.user_id === null || client.status === 'pending' || client.status === 'invited') return null;
  return (
    <RouteButton
      route="coach_calendar"
      params={{ user_id: client.user_id, plan_id: planId }}
      testId={`client-calendar-${client.id}`}
    >
      Calendar
    </RouteButton>
  );
}

/**
 * Writes a 1-2-1 client's own calendar (decision 0115), pending clients' too: the route's user_id is the
 * client's id in the program, since a pending client has no user yet.
 */
export function EditClientCalendarLink({ program, client }: { program: Program; client: ProgramClient }) {
  const closed = client.membership.state === 'canceled' || client.membership.state === 'finished';
  if (program.plan_type !== 'individual' || closed || client.is_blocked) return null;
  return (
    <RouteButton
      route="edit_plan_calendar"
      params={{ plan_id: program.id, user_id: client.id }}
      testId={`edit-client-calendar-${client.id}`}
    >
      Write calendar
    </RouteButton>
  );
}
