import type { ClientList, Program } from '@coachforge/contracts';
import { Button } from '@coachforge/ui';
import { useState } from 'react';
import { ClientLimitNotice, QueryState, copy } from '../program-data';
import { AddPendingClientDialog } from './add-pending-client-dialog';
import { ClientAccessAction } from './client-access-action';
import { ClientCalendarLink, EditClientCalendarLink } from './client-calendar-link';
import { ClientsTable } from './clients-table';
import { ClientTrackMenu } from './client-track-menu';
import { useTracks } from '../schedule-builder';
import { InviteDialog } from './invite-dialog';
import { useProgramClients } from './use-clients';

/** One list of a program's clients, with Invite by email above it. */
export function ProgramClientsList({ program, list }: { program: Program; list: ClientList }) {
  const clients = useProgramClients(program.id, list);
  const tracks = useTracks(program.id);
  // 1-2-1 clients have calendars of their own; the other types choose among the program's tracks.
  const choosableTracks =
    program.plan_type !== 'individual' && (tracks.data ?? []).filter((track) => !track.archived).length > 1
      ? tracks.data!
      : null;
  const [inviting, setInviting] = useState(false);
  const [adding, setAdding] = useState(false);
  return (
    <section data-testid={`program-clients-${list}`}>
      <ClientLimitNotice program={program} />
      <p>
        <Button type="button" onClick={() => setInviting(true)} data-testid="invite-clients-open">
          {copy.clients.invite}
        </Button>{' '}
        {list === 'pending' ? (
          <Button type="button" $variant="secondary" onClick={() => setAdding(true)}>
            {copy.clients.addPending}
          </Button>
        ) : null}
      </p>
      <QueryState query={clients}>
        {(rows) => (
          <ClientsTable
            clients={rows}
            label={`${program.title}: ${copy.clients.lists[list]}`}
            actions={(client) => (
              <>
                <ClientCalendarLink planId={program.id} client={client} />{' '}
                <EditClientCalendarLink program={program} client={client} />{' '}
                {choosableTracks ? (
                  <>
                    <ClientTrackMenu planId={program.id} client={client} tracks={choosableTracks} />{' '}
                  </>
                ) : null}
                <ClientAccessAction planId={program.id} client={client} />
              </>
            )}
          />
        )}
      </QueryState>
      {inviting ? <InviteDialog planId={program.id} onClose={() => setInviting(false)} /> : null}
      {adding ? <AddPendingClientDialog planId={program.id} onClose={() => setAdding(false)} /> : null}
    </section>
  );
}
