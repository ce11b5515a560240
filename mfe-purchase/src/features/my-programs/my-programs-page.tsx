import {
  clientStatusBadge,
  endpoints,
  planTypeLabels,
  routePath,
  type MyProgram,
  type MyProgramList,
  type RouteName,
} from '@coachforge/contracts';
import { useNavigateTo, usePlatform } from '@coachforge/remote-kit';
import {
  Button,
  DataTable,
  EmptyState,
  ErrorPanel,
  Page,
  Skeleton,
  StatusBadge,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type DataTableColumn,
} from '@coachforge/ui';
import { useQuery } from '@tanstack/react-query';
import { BlockedStartButton } from '../../components/blocked-start-button';
import { ManageSubscription } from './manage-subscription';
import { ProgramInvites } from './program-invites';
import type { MouseEvent } from 'react';

export type MyProgramsRoute = 'user_my_plans' | 'user_my_past_plans' | 'user_my_invites_plans';
const listOf: Record<Exclude<MyProgramsRoute, 'user_my_invites_plans'>, MyProgramList> = {
  user_my_plans: 'active',
  user_my_past_plans: 'past',
};
const tabLabels: Record<MyProgramsRoute, string> = {
  user_my_plans: 'Active',
  user_my_past_plans: 'Past',
  user_my_invites_plans: 'Invites',
};

function ProgramList({ list }: { list: MyProgramList }) {
  const programs = useMyPrograms(list);
  if (programs.isPending) return <Skeleton height="160px" />;
  if (programs.isError)
    return <ErrorPanel title="Your programs could not be loaded" onRetry={() => void programs.refetch()} />;
  return <ProgramsTable rows={programs.data} list={list} />;
}

function useMyPrograms(list: MyProgramList) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ['purchase', 'my-programs', list],
    queryFn: ({ signal }) => api.request(endpoints.myPrograms, { query: { list }, signal, quiet: true }),
  });
}

function ProgramsTable({ rows, list }: { rows: MyProgram[]; list: MyProgramList }) {
  const navigateTo = useNavigateTo();
  const open = (event: MouseEvent, route: RouteName, params: Record<string, string | number>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigateTo(route, params);
  };
  const columns: DataTableColumn<MyProgram>[] = [
    {
      key: 'title',
      label: 'Program',
      isRowHeader: true,
      render: ({ program }) => {
        const params = { plan_id: program.custom_url ?? program.id };
        return (
          <a href={routePath('public_plan', params)} onClick={(event) => open(event, 'public_plan', params)}>
            {program.title}
          </a>
        );
      },
      sortValue: ({ program }) => program.title,
    },
    { key: 'coach', label: 'Coach', render: ({ program }) => program.owner_name },
    { key: 'type', label: 'Type', render: ({ program }) => planTypeLabels[program.plan_type] },
    {
      key: 'status',
      label: 'Status',
      // The coach's badge table (spec 02 section 4): client and coach read the same words.
      render: ({ client }) => {
        const badge = clientStatusBadge(client);
        return (
          <StatusBadge tone={client.is_blocked ? 'neutral' : badge.tone}>
            {client.is_blocked ? 'Removed by the coach' : badge.label}
          </StatusBadge>
        );
      },
    },
    { key: 'start', label: 'Started', render: ({ client }) => client.start_day ?? '' },
    ...(list === 'active'
      ? [
          {
            key: 'calendar',
            label: 'Training',
            render: (entry: MyProgram) =>
              entry.client.is_blocked ? (
                <BlockedStartButton $size="small" />
              ) : (
                <>
                  <Button
                    type="button"
                    $size="small"
                    $variant="secondary"
                    onClick={() => navigateTo('calendar')}
                  >
                    Calendar
                  </Button>{' '}
                  <ManageSubscription
                    program={entry.program}
                    membership={entry.client.membership}
                    blocked={entry.client.is_blocked}
                    zapier={entry.program.zapier}
                  />
                </>
              ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label={list === 'active' ? 'Your programs' : 'Your past programs'}
      columns={columns}
      rows={rows}
      rowKey={({ client }) => client.id}
      emptyState={
        <EmptyState
          title={list === 'active' ? 'No programs yet' : 'No past programs'}
          description={
            list === 'active'
              ? 'Programs you get or buy show here, with a way to your calendar.'
              : 'Programs that ended stay here, and your results and records stay with you.'
          }
        />
      }
      testId="my-programs-table"
    />
  );
}

/** The client's programs: what they follow now, what ended, and what coaches invited them to. */
export function MyProgramsPage({ route }: { route: MyProgramsRoute }) {
  const navigateTo = useNavigateTo();
  return (
    <Page data-testid="purchase-page" data-route={route}>
      <h1>My programs</h1>
      <Tabs selectedKey={route} onSelectionChange={(key) => navigateTo(key as RouteName)}>
        <TabList aria-label="My programs">
          {(Object.keys(tabLabels) as MyProgramsRoute[]).map((key) => (
            <Tab key={key} id={key}>
              {tabLabels[key]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={route}>
          {route === 'user_my_invites_plans' ? <ProgramInvites /> : <ProgramList list={listOf[route]} />}
        </TabPanel>
      </Tabs>
    </Page>
  );
}
