import { messages, namedRoutes, type Customisation, type RouteName } from '@coachforge/contracts';
import { useNavigateTo } from '@coachforge/remote-kit';
import { Notice, Page, Tab, TabList, TabPanel, Tabs } from '@coachforge/ui';
import type { ReactNode } from 'react';
import { QueryState } from '../../components/query-state';
import { useCustomisation } from './use-customisation';

/** Customisation's pages: web (theme, logo, address) and app (icon, theme) (spec 01 section 2.3). */
const customisationTabs = {
  'customisation-web-theme': 'Web theme',
  'customisation-web-logo': 'Logo',
  'customisation-web-address': 'Web address',
  'customisation-app-icon': 'App icon',
  'customisation-app-theme': 'App theme',
} as const satisfies Partial<Record<RouteName, string>>;
export type CustomisationTab = keyof typeof customisationTabs;

/** A customisation page: its tabs, and the account's customisation once read (owner-only notice). */
export function CustomisationLayout({
  route,
  children,
}: {
  route: CustomisationTab;
  children: (
    customisation: Customisation,
    change: ReturnType<typeof useCustomisation>['change'],
  ) => ReactNode;
}) {
  const navigateTo = useNavigateTo();
  const { query, change } = useCustomisation();
  return (
    <Page data-testid="coach_admin-page" data-route={route}>
      <h1>{namedRoutes[route].title}</h1>
      <Tabs selectedKey={route} onSelectionChange={(key) => navigateTo(key as RouteName)}>
        <TabList aria-label="Customisation pages">
          {(Object.keys(customisationTabs) as CustomisationTab[]).map((tab) => (
            <Tab key={tab} id={tab}>
              {customisationTabs[tab]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={route}>
          <QueryState query={query}>
            {(customisation) => (
              <>
                {customisation.can_edit ? null : (
                  <Notice tone="info">{messages.customisation.readOnly}</Notice>
                )}
                {children(customisation, change)}
              </>
            )}
          </QueryState>
        </TabPanel>
      </Tabs>
    </Page>
  );
}
