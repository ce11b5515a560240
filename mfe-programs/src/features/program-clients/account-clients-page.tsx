import type { ClientList, RouteName } from '@coachforge/contracts';
import { useNavigateTo } from '@coachforge/remote-kit';
import { Tab, TabList, TabPanel, Tabs } from '@coachforge/ui';
import { ClientLimitNotice, ProgramRoutePage, QueryState, RouteButton, copy } from '../program-data';
import { ClientsTable } from './clients-table';
import { ReviewResultsAction } from './review-results-action';
import { useAccountClients } from './use-clients';

export type AccountClientsRoute =
  'clients_with_programs' | 'past_clients' | 'trial_clients' | 'to_review_clients';

const listOf: Record<AccountClientsRoute, ClientList> = {
  clients_with_programs: 'active',
  past_clients: 'past',
  trial_clients: 'in_trials',
  to_review_clients: 'to_review',
};

/** The account's clients across programs (spec 02 section 2): active, past, in trial, to review. */
export function AccountClientsPage({ route }: { route: AccountClientsRoute }) {
  const navigateTo = useNavigateTo();
  const list = listOf[route];
  const clients = useAccountClients(list);
  return (
    <ProgramRoutePage route={route}>
      <ClientLimitNotice />
      <p>
        <RouteButton route="coachforge_benchmarks" params={{}} variant="link">
          Benchmarks of all clients
        </RouteButton>
      </p>
      <Tabs selectedKey={route} onSelectionChange={(key) => navigateTo(key as RouteName)}>
        <TabList aria-label={copy.clients.listsLabel}>
          {(Object.keys(listOf) as AccountClientsRoute[]).map((tab) => (
            <Tab key={tab} id={tab}>
              {copy.clients.lists[listOf[tab]]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={route}>
          <QueryState query={clients}>
            {(rows) => (
              <ClientsTable
                clients={rows}
                label={copy.clients.lists[list]}
                showProgram
                {...(list === 'to_review'
                  ? { actions: (client) => <ReviewResultsAction client={client} /> }
                  : {})}
              />
            )}
          </QueryState>
        </TabPanel>
      </Tabs>
    </ProgramRoutePage>
  );
}
