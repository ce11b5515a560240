import { namedRoutes, type RouteName } from '@coachforge/contracts';
import { useNavigateTo } from '@coachforge/remote-kit';
import { Page, Tab, TabList, TabPanel, Tabs } from '@coachforge/ui';
import type { ReactNode } from 'react';

// Privacy joins when it is built; until then the shell answers its address.
const settingsTabs = ['settings_default_units', 'settings_emails'] as const;
export type ClientSettingsTab = (typeof settingsTabs)[number];

/** The client's settings: a tab per page, each its own address (spec 01 section 2.6). */
export function ClientSettingsTabs({ route, children }: { route: ClientSettingsTab; children: ReactNode }) {
  const navigateTo = useNavigateTo();
  return (
    <Page $narrow data-testid="client-settings" data-route={route}>
      <h1>Settings</h1>
      <Tabs selectedKey={route} onSelectionChange={(key) => navigateTo(key as RouteName)}>
        <TabList aria-label="Settings pages">
          {settingsTabs.map((tab) => (
            <Tab key={tab} id={tab}>
              {namedRoutes[tab].title}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={route}>{children}</TabPanel>
      </Tabs>
    </Page>
  );
}
