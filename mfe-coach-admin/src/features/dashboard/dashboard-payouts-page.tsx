import { Card } from '@coachforge/ui';
import { PayoutFacts } from '../../components/payout-facts';
import { PayoutsTable } from '../../components/payouts-table';
import { DashboardTabs } from './dashboard-tabs';

/** coach_dashboard_payouts: the payouts to the coach's bank, and how payouts work (spec 02 section 9). */
export function DashboardPayoutsPage() {
  return (
    <DashboardTabs route="coach_dashboard_payouts">
      <Card title="Payouts to your bank">
        <PayoutsTable />
      </Card>
      <PayoutFacts />
    </DashboardTabs>
  );
}
