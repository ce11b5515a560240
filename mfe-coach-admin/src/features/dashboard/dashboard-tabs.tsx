import { namedRoutes } from '@coachforge/contracts';
import { useNavigateTo } from '@coachforge/remote-kit';
import { Page, Tab, TabList, TabPanel, Tabs } from '@coachforge/ui';
import type { ReactNode } from 'react';

const dashboardTabs = {
  coach_dashboard_transactions: 'Transactions',
  coach_dashboard_payouts: 'Payouts',
} as const;
export type DashboardTab = keyof typeof dashboardTabs;

/** The coach's dashboard (spec 01 section 2.3): transactions and payouts, each tab its own address. */
export function DashboardTabs({ route, children }: { route: DashboardTab; children: ReactNode }) {
  const navigateTo = useNavigateTo();
  return (
    <Page data-testid="coach_admin-page" data-route={route}>
      <h1>{namedRoutes[route].title}</h1>
      <Tabs selectedKey={route} onSelectionChange={(key) => navigateTo(key as DashboardTab)}>
        <TabList aria-label="Dashboard pages">
          {(Object.keys(dashboardTabs) as DashboardTab[]).map((tab) => (
            <Tab key={tab} id={tab}>
              {dashboardTabs[tab]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={route}>{children}</TabPanel>
      </Tabs>
    </Page>
  );
}
