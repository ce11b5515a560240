import { clientStatusBadge, messages, type ProgramClient } from '@coachforge/contracts';
import { DataTable, EmptyState, StatusBadge, type DataTableColumn } from '@coachforge/ui';
import { copy } from '../program-data';

/** The client's name, and the support case's answer: which address was invited and which joined. */
function ClientName({ client }: { client: ProgramClient }) {
  return (
    <span>
      {client.full_name}
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
}: {
  clients: ProgramClient[];
  label: string;
  showProgram?: boolean;
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
