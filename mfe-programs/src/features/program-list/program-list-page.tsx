import type { Program, ProgramTab, RouteName } from '@coachforge/contracts';
import { useNavigateTo, useSearchParams } from '@coachforge/remote-kit';
import { Button, ConfirmDialog, EmptyState, Tab, TabList, TabPanel, Tabs } from '@coachforge/ui';
import { useDeferredValue, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ClientLimitNotice, ProgramRoutePage, QueryState, copy } from '../program-data';
import { ProgramCard } from './program-card';
import { ProgramFilters } from './program-filters';
import { EMPTY_FILTER, readSavedFilter, saveFilter, type ProgramFilter } from './saved-program-filter';
import { useProgramAction } from './use-program-actions';
import { useProgramList } from './use-program-list';
import { WelcomeDialog } from './welcome-dialog';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export type ProgramListRoute = Extract<
  RouteName,
  'my_plans_active' | 'my_plans_ready' | 'my_plans_attention' | 'choose_plan_type'
>;

const emptyText: Record<ProgramTab, string> = {
  active: copy.list.emptyActive,
  attention: copy.list.emptyAttention,
  archived: copy.list.emptyArchived,
};

/**
 * The coach's programs (spec 02 section 2): tabs active and attention, and the archived ones; search,
 * sort and type filter saved per tab; active/ready adds the welcome popup, choose-plan-type the type
 * chooser (`chooser`, given by the app so this feature does not reach into another).
 */
export function ProgramListPage({ route, chooser }: { route: ProgramListRoute; chooser?: ReactNode }) {
  const navigateTo = useNavigateTo();
  const [search] = useSearchParams();
  const tab: ProgramTab =
    route === 'my_plans_attention' ? 'attention' : search.get('tab') === 'archived' ? 'archived' : 'active';

  const [filters, setFilters] = useState<Partial<Record<ProgramTab, ProgramFilter>>>({});
  const filter = filters[tab] ?? readSavedFilter(tab);
  const changeFilter = (next: ProgramFilter) => {
    saveFilter(tab, next);
    setFilters((all) => ({ ...all, [tab]: next }));
  };
  const deferredFilter = useDeferredValue(filter);
  const list = useProgramList(tab, deferredFilter);

  const [welcome, setWelcome] = useState(route === 'my_plans_ready');
  const [toArchive, setToArchive] = useState<Program | null>(null);
  const action = useProgramAction();

  const goToTab = (next: ProgramTab) => {
    if (next === 'attention') navigateTo('my_plans_attention');
    else navigateTo('my_plans_active', {}, next === 'archived' ? { tab: 'archived' } : {});
  };
  const filtered = filter.q !== '' || filter.planType !== null;

  return (
    <ProgramRoutePage route={route}>
      <ClientLimitNotice />
      <Bar>
        <Button type="button" onClick={() => navigateTo('choose_plan_type')} data-testid="create-program">
          {copy.list.create}
        </Button>
      </Bar>
      <Tabs selectedKey={tab} onSelectionChange={(key) => goToTab(key as ProgramTab)}>
        <TabList aria-label={copy.list.tabsLabel}>
          <Tab id="active">{copy.list.tabs.active}</Tab>
          <Tab id="attention">{copy.list.tabs.attention}</Tab>
          <Tab id="archived">{copy.list.tabs.archived}</Tab>
        </TabList>
        <TabPanel id={tab}>
          <ProgramFilters filter={filter} onChange={changeFilter} />
          <QueryState query={list}>
            {({ items }) =>
              items.length === 0 ? (
                <EmptyState
                  title={copy.list.emptyTitle}
                  description={filtered ? copy.list.emptySearch : emptyText[tab]}
                  testId="programs-empty"
                  action={
                    filtered ? (
                      <Button type="button" $variant="secondary" onClick={() => changeFilter(EMPTY_FILTER)}>
                        {copy.list.clearFilters}
                      </Button>
                    ) : tab === 'active' ? (
                      <Button type="button" onClick={() => navigateTo('choose_plan_type')}>
                        {copy.list.create}
                      </Button>
                    ) : undefined
                  }
                />
              ) : (
                <Grid data-testid="program-list">
                  {items.map((program) => (
                    <ProgramCard
                      key={program.id}
                      program={program}
                      onAction={(kind, target) =>
                        kind === 'archive'
                          ? setToArchive(target)
                          : action.mutate({ action: kind, program: target })
                      }
                    />
                  ))}
                </Grid>
              )
            }
          </QueryState>
        </TabPanel>
      </Tabs>
      {chooser}
      <WelcomeDialog isOpen={welcome} onClose={() => setWelcome(false)} />
      <ConfirmDialog
        isOpen={toArchive !== null}
        title={toArchive ? copy.list.archiveTitle(toArchive.title) : ''}
        confirmLabel={copy.list.archive}
        tone="danger"
        onCancel={() => setToArchive(null)}
        onConfirm={async () => {
          if (toArchive)
            await action.mutateAsync({ action: 'archive', program: toArchive }).catch(() => undefined);
          setToArchive(null);
        }}
      >
        <p>{copy.list.archiveBody}</p>
      </ConfirmDialog>
    </ProgramRoutePage>
  );
}
