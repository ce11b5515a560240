import type { ClientProfile, RouteName } from '@coachforge/contracts';
import { useClientProfile } from './use-client-profile';
import { useNavigateTo, useParams } from '@coachforge/remote-kit';
import { Avatar, EmptyState, Tab, TabList, TabPanel, Tabs } from '@coachforge/ui';
import type { ReactNode } from 'react';
import {
  benchmarkSeries,
  bodyMetricSeries,
  RecordHistory,
  RecordsOverview,
  useAthleteRecords,
  type RecordSeries,
} from '../client-records';
import { ClientChallengesTab } from '../challenges';
import { ClientNotesPanel } from './client-notes-panel';
import { MessageClient } from './message-client';
import { ClientCalendarLink, ClientsTable } from '../program-clients';
import { ProgramRoutePage, QueryState, RouteButton } from '../program-data';

export type ClientProfileTab =
  'show_client_programs' | 'show_client_benchmarks' | 'show_client_body_metrics' | 'show_client_challenges';
export type ClientProfileRoute =
  ClientProfileTab | 'client-profile-benchmark' | 'client-profile-body-metric' | 'client-profile-challenge';

const tabLabels: Record<ClientProfileTab, string> = {
  show_client_programs: 'Programs',
  show_client_benchmarks: 'Benchmarks',
  show_client_body_metrics: 'Body metrics',
  show_client_challenges: 'Challenges',
};
/** A detail route belongs to its list's tab. */
const tabOf: Record<ClientProfileRoute, ClientProfileTab> = {
  show_client_programs: 'show_client_programs',
  show_client_benchmarks: 'show_client_benchmarks',
  show_client_body_metrics: 'show_client_body_metrics',
  show_client_challenges: 'show_client_challenges',
  'client-profile-benchmark': 'show_client_benchmarks',
  'client-profile-body-metric': 'show_client_body_metrics',
  'client-profile-challenge': 'show_client_challenges',
};

/** The client's benchmarks or body metrics, or one of them with its history (metric_id in the address). */
function RecordsTab({
  athleteId,
  kind,
  metricId,
}: {
  athleteId: number;
  kind: 'benchmarks' | 'body_metrics';
  metricId: string | undefined;
}) {
  const records = useAthleteRecords(athleteId);
  const navigateTo = useNavigateTo();
  const listRoute: RouteName = kind === 'benchmarks' ? 'show_client_benchmarks' : 'show_client_body_metrics';
  const detailRoute: RouteName =
    kind === 'benchmarks' ? 'client-profile-benchmark' : 'client-profile-body-metric';
  return (
    <QueryState query={records}>
      {(data) => {
        const series = kind === 'benchmarks' ? benchmarkSeries(data) : bodyMetricSeries(data);
        if (metricId !== undefined) {
          const open = series.find((candidate) => candidate.metricId === metricId);
          return (
            <>
              <RouteButton route={listRoute} params={{ athlete_id: athleteId }} variant="link">
                ← All {kind === 'benchmarks' ? 'benchmarks' : 'body metrics'}
              </RouteButton>
              {open ? (
                <RecordHistory series={open} units={data.units} />
              ) : (
                <EmptyState title="Nothing recorded" description="The client has no entries for this yet." />
              )}
            </>
          );
        }
        return (
          <RecordsOverview
            title={kind === 'benchmarks' ? 'Benchmarks' : 'Body metrics'}
            series={series}
            units={data.units}
            emptyText={
              kind === 'benchmarks'
                ? 'When the client records a lift, a time or a max-reps test, it shows here.'
                : 'When the client records their weight or a measurement, it shows here.'
            }
            onOpen={(open: RecordSeries) =>
              navigateTo(detailRoute, { athlete_id: athleteId, metric_id: open.metricId })
            }
          />
        );
      }}
    </QueryState>
  );
}

function ProgramsTab({ profile }: { profile: ClientProfile }) {
  return (
    <ClientsTable
      clients={profile.programs}
      label={`Programs of ${profile.user.full_name}`}
      showProgram
      actions={(client) => <ClientCalendarLink planId={client.plan_id} client={client} />}
    />
  );
}

/**
 * A client of the account (clients/:athlete_id; spec 02 section 2): who they are, the account's programs
 * they joined, and their benchmarks, body metrics and challenges, each a tab with its own address.
 */
export function ClientProfilePage({ route }: { route: ClientProfileRoute }) {
  const { athlete_id: athleteParam, metric_id: metricId } = useParams();
  const athleteId = athleteParam && /^\d+$/.test(athleteParam) ? Number(athleteParam) : Number.NaN;
  const profile = useClientProfile(athleteId);
  const navigateTo = useNavigateTo();
  const tab = tabOf[route];
  const content: Record<ClientProfileTab, (current: ClientProfile) => ReactNode> = {
    show_client_programs: (current) => (
      <>
        <ProgramsTab profile={current} />
        <ClientNotesPanel athleteId={athleteId} />
      </>
    ),
    show_client_benchmarks: () => <RecordsTab athleteId={athleteId} kind="benchmarks" metricId={metricId} />,
    show_client_body_metrics: () => (
      <RecordsTab athleteId={athleteId} kind="body_metrics" metricId={metricId} />
    ),
    show_client_challenges: () => <ClientChallengesTab athleteId={athleteId} metricId={metricId} />,
  };
  return (
    <ProgramRoutePage route={route}>
      {Number.isNaN(athleteId) ? (
        <EmptyState title="Client not found" description="This address does not name a client." />
      ) : (
        <QueryState query={profile}>
          {(current) => (
            <>
              <h2 data-testid="client-profile-name">
                <Avatar name={current.user.full_name} src={current.user.avatar_url} size={40} decorative />{' '}
                {current.user.full_name}
              </h2>
              <p>
                {current.user.email}{' '}
                <RouteButton
                  route="athlete_calendar"
                  params={{ user_id: athleteId }}
                  testId="client-profile-calendar"
                >
                  Calendar
                </RouteButton>{' '}
                <MessageClient athleteId={athleteId} />
              </p>
              <Tabs
                selectedKey={tab}
                onSelectionChange={(key) => navigateTo(key as RouteName, { athlete_id: athleteId })}
              >
                <TabList aria-label="Client">
                  {(Object.keys(tabLabels) as ClientProfileTab[]).map((key) => (
                    <Tab key={key} id={key}>
                      {tabLabels[key]}
                    </Tab>
                  ))}
                </TabList>
                <TabPanel id={tab}>{content[tab](current)}</TabPanel>
              </Tabs>
            </>
          )}
        </QueryState>
      )}
    </ProgramRoutePage>
  );
}
