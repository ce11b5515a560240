import type { RouteName } from '@coachforge/contracts';
import { useNavigateTo } from '@coachforge/remote-kit';
import { Page, Tab, TabList, TabPanel, Tabs } from '@coachforge/ui';

const billingTabs: Partial<Record<RouteName, string>> = {
  billing_purchases: 'Purchases',
  billing_payment: 'Payment methods',
  billing_history: 'History',
};

/** The billing section's tabs (spec 01 section 2.6: purchases, payment, history), one address each. */
export function BillingTabs({ route, children }: { route: RouteName; children: React.ReactNode }) {
  const navigateTo = useNavigateTo();
  return (
    <Page data-testid="purchase-page" data-route={route}>
      <h1>Billing</h1>
      <Tabs selectedKey={route} onSelectionChange={(key) => navigateTo(key as RouteName)}>
        <TabList aria-label="Billing">
          {Object.entries(billingTabs).map(([key, label]) => (
            <Tab key={key} id={key}>
              {label}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={route}>{children}</TabPanel>
      </Tabs>
    </Page>
  );
}
