import type { Program, RouteName } from '@coachforge/contracts';
import { useNavigateTo } from '@coachforge/remote-kit';
import { Button, StatusBadge, Tab, TabList, TabPanel, Tabs } from '@coachforge/ui';
import type { ReactNode } from 'react';
import { ProgramRoutePage, QueryState, copy, usePlanId, useProgram } from '../program-data';

export type ProgramViewRoute = keyof typeof copy.view.tabs;
const tabs = Object.keys(copy.view.tabs) as ProgramViewRoute[];

/**
 * A program's own pages (spec 02 section 2: programs/:plan_id with details, clients, in-trials,
 * scheduled, invites, past, settings, waiver): the program's name and state, the tabs, and the tab's
 * content, which the app gives (`content`) so each feature stays on its own.
 */
export function ProgramViewPage({
  route,
  content,
}: {
  /** coach_program is the program's address without a tab: it shows the clients tab. */
  route: ProgramViewRoute | 'coach_program';
  content: (program: Program) => ReactNode;
}) {
  const planId = usePlanId();
  const program = useProgram(planId);
  const navigateTo = useNavigateTo();
  return (
    <ProgramRoutePage route={route}>
      <QueryState query={program}>
        {(current) => (
          <>
            <h2 data-testid="program-title">
              {current.title}{' '}
              <StatusBadge tone={current.plan_status === 'published' ? 'success' : 'neutral'}>
                {current.plan_status === 'published' ? copy.list.published : copy.list.draft}
              </StatusBadge>
            </h2>
            <p>
              <Button
                type="button"
                $variant="secondary"
                $size="small"
                onClick={() => navigateTo('coach_program_edit', { plan_id: current.id })}
              >
                {copy.list.edit}
              </Button>{' '}
              {current.plan_status === 'published' ? (
                <Button
                  type="button"
                  $variant="link"
                  onClick={() => navigateTo('public_plan', { plan_id: current.custom_url ?? current.id })}
                >
                  {copy.view.publicLink}
                </Button>
              ) : null}
            </p>
            <Tabs
              selectedKey={route === 'coach_program' ? 'coach_program_view_clients' : route}
              onSelectionChange={(key) => navigateTo(key as RouteName, { plan_id: current.id })}
            >
              <TabList aria-label={copy.view.programTabs}>
                {tabs.map((tab) => (
                  <Tab key={tab} id={tab}>
                    {copy.view.tabs[tab]}
                  </Tab>
                ))}
              </TabList>
              <TabPanel id={route === 'coach_program' ? 'coach_program_view_clients' : route}>
                {content(current)}
              </TabPanel>
            </Tabs>
          </>
        )}
      </QueryState>
    </ProgramRoutePage>
  );
}
