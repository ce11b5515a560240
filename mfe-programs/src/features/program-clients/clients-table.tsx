import { clientStatusBadge, messages, type ProgramClient } from '@coachforge/contracts';
import { DataTable, EmptyState, StatusBadge, type DataTableColumn } from '@coachforge/ui';
import type { ReactNode } from 'react';
import { copy, RouteButton } from '../program-data';

/** The client's name, and the support case's answer: which address was invited and which joined. */
function ClientName({ client }: { client: ProgramClient }) {
  // Someone who joined has a profile with their programs and records; a pending address does not.
  const hasProfile = client.user_id !== null && client.status !== 'pending' && client.status !== 'invited';
  return (
    <span>
      {hasProfile ? (
        <RouteButton
          route="show_client_programs"
          params={{ athlete_id: client.user_id! }}
          variant="link"
          testId={`client-profile-${client.id}`}
        >
          {client.full_name}
        </RouteButton>
      ) : (
        client.full_name
      )}
      {client.invited_email && client.invited_email !== client.email ? (
        <>
          <br />
          <small data-testid={`invited-as-${client.id}`}>
            {messages.clients.invitedAs(client.invited_email, client.email)}
          </small>
        </>
      ) : null}
    </span>
  );
}

/** The status badge from the contracts' one badge table (spec 02 section 4), with its reason if any. */
export function ClientBadge({ client }: { client: ProgramClient }) {
  const badge = clientStatusBadge(client);
  return (
    <span data-testid={`client-badge-${client.id}`} data-kind={badge.kind}>
      <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
      {client.is_blocked ? (
        <>
          {' '}
          <StatusBadge tone="danger" testId={`client-blocked-${client.id}`}>
            {messages.clients.blockedBadge}
          </StatusBadge>
        </>
      ) : null}
      {badge.hint ? (
        <>
          {' '}
          <small>{badge.hint}</small>
        </>
      ) : null}
    </span>
  );
}

export function ClientsTable({
  clients,
  label,
  showProgram = false,
  actions,
}: {
  clients: ProgramClient[];
  label: string;
  showProgram?: boolean;
  /** What the coach can do to one client of this list (remove from the program). */
  actions?: (client: ProgramClient) => ReactNode;
}) {
  const columns: DataTableColumn<ProgramClient>[] = [
    {
      key: 'full_name',
      label: copy.clients.name,
      isRowHeader: true,
      render: (client) => <ClientName client={client} />,
      sortValue: (client) => client.full_name,
    },
    { key: 'email', label: copy.clients.email, sortValue: (client) => client.email },
    ...(showProgram
      ? [
          {
            key: 'plan_title',
            label: copy.clients.program,
            sortValue: (client: ProgramClient) => client.plan_title,
          },
        ]
      : []),
    { key: 'status', label: copy.clients.status, render: (client) => <ClientBadge client={client} /> },
    { key: 'start_day', label: copy.clients.started, render: (client) => client.start_day ?? '' },
    ...(actions ? [{ key: 'actions', label: copy.clients.actions, render: actions }] : []),
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={clients}
      rowKey={(client) => client.id}
      emptyState={<EmptyState title={copy.clients.empty} />}
      testId="clients-table"
    />
  );
}
