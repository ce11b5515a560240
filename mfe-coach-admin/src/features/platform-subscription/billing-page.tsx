import { formatLongDate, moneyText, type PlatformInvoice } from '@coachforge/contracts';
import { Card, DataTable, EmptyState, Page, StatusBadge } from '@coachforge/ui';
import { QueryState } from '../../components/query-state';
import { planName } from './plan-text';
import { usePlatformInvoices } from './use-platform-plan';

const what: Record<PlatformInvoice['kind'], string> = {
  subscription: 'Plan',
  upgrade: 'Upgrade',
  annual_switch: 'Annual billing',
  renewal: 'Renewal',
};

/** coach_profile_billing: every payment the account made to the platform for its plan. */
export function BillingPage() {
  const invoices = usePlatformInvoices();
  return (
    <Page data-testid="coach_admin-page" data-route="coach_profile_billing">
      <h1>Billing</h1>
      <Card title="Invoices">
        <QueryState query={invoices}>
          {(rows) => (
            <DataTable
              label="Invoices"
              rows={rows}
              rowKey={(invoice) => invoice.id}
              emptyState={
                <EmptyState title="No invoices yet" description="Payments for your plan show here." />
              }
              columns={[
                {
                  key: 'date',
                  label: 'Date',
                  isRowHeader: true,
                  render: (invoice) => formatLongDate(invoice.created_at),
                },
                {
                  key: 'what',
                  label: 'For',
                  render: (invoice) => `${what[invoice.kind]}: ${planName(invoice.plan)}`,
                },
                {
                  key: 'period',
                  label: 'Period',
                  render: (invoice) =>
                    `${formatLongDate(invoice.period_start)} to ${formatLongDate(invoice.period_end)}`,
                },
                {
                  key: 'amount',
                  label: 'Amount',
                  render: (invoice) => moneyText(invoice.amount, invoice.currency),
                },
                {
                  key: 'status',
                  label: 'Status',
                  render: (invoice) =>
                    invoice.status === 'succeeded' ? (
                      <StatusBadge tone="success">Paid</StatusBadge>
                    ) : invoice.status === 'requires_action' ? (
                      <StatusBadge tone="warning">Awaiting your bank</StatusBadge>
                    ) : (
                      <StatusBadge tone="danger">Failed</StatusBadge>
                    ),
                },
              ]}
            />
          )}
        </QueryState>
      </Card>
    </Page>
  );
}
