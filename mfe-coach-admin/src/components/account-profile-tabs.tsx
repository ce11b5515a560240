import { namedRoutes, type RouteName } from '@coachforge/contracts';
import { useMe, useNavigateTo } from '@coachforge/remote-kit';
import { Page, Tab, TabList, TabPanel, Tabs } from '@coachforge/ui';
import type { ReactNode } from 'react';

/** The account profile's pages that this remote shows, in the order of spec 01 section 2.3. */
const profileTabs = {
  coach_profile_info: 'Info',
  coach_profile_settings: 'Settings',
  coach_profile_tax: 'Tax',
  coach_profile_analytics: 'Analytics',
  coach_profile_coaches: 'Coaches',
} as const satisfies Partial<Record<RouteName, string>>;
export type AccountProfileTab = keyof typeof profileTabs;

/** The coach's account profile: a tab per page, each tab its own address. */
export function AccountProfileTabs({ route, children }: { route: AccountProfileTab; children: ReactNode }) {
  const navigateTo = useNavigateTo();
  const me = useMe();
  // Coaches is a business owner's page (spec 01 section 2.3); nobody else is offered it.
  const businessOwner = me?.current.account_kind !== 'private' && me?.current.is_account_owner === true;
  const tabs = (Object.keys(profileTabs) as AccountProfileTab[]).filter(
    (tab) => tab !== 'coach_profile_coaches' || businessOwner,
  );
  return (
    <Page data-testid="coach_admin-page" data-route={route}>
      <h1>{namedRoutes[route].title}</h1>
      <Tabs selectedKey={route} onSelectionChange={(key) => navigateTo(key as RouteName)}>
        <TabList aria-label="Profile pages">
          {tabs.map((tab) => (
            <Tab key={tab} id={tab}>
              {profileTabs[tab]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={route}>{children}</TabPanel>
      </Tabs>
    </Page>
  );
}
