import { endpoints, moneyText, type BillingEntry } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { BillingTabs } from './billing-tabs';
import { ReceiptButton } from './receipt-button';
import {
  DataTable,
  EmptyState,
  ErrorPanel,
  Skeleton,
  StatusBadge,
  type DataTableColumn,
  type StatusTone,
} from '@coachforge/ui';
import { useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';

const statusWords: Record<BillingEntry['status'], [string, StatusTone]> = {
  succeeded: ['Paid', 'success'],
  failed: ['Failed', 'danger'],
  processing: ['Processing', 'neutral'],
  requires_action: ['Waiting for your bank', 'warning'],
};

/** Every payment the client made or tried, newest first; a failed one says why (billing_history). */
export function BillingHistoryPage() {
  const { api } = usePlatform();
  const history = useQuery({
    queryKey: ['purchase', 'billing-history'],
    queryFn: ({ signal }) => api.request(endpoints.billingHistory, { signal, quiet: true }),
  });
  const columns: DataTableColumn<BillingEntry>[] = [
    {
      key: 'date',
      label: 'Date',
      isRowHeader: true,
      render: (entry) => DateTime.fromISO(entry.created_at).toLocaleString(DateTime.DATETIME_MED),
    },
    { key: 'program', label: 'Program', render: (entry) => entry.program_title },
    { key: 'coach', label: 'Coach', render: (entry) => entry.coach_name },
    { key: 'amount', label: 'Amount', render: (entry) => moneyText(entry.amount, entry.currency) },
    {
      key: 'status',
      label: 'Status',
      render: (entry) => {
        const [words, tone]: [string, StatusTone] = entry.refunded_at
          ? [
              `Refunded on ${DateTime.fromISO(entry.refunded_at).toLocaleString(DateTime.DATE_MED)}`,
              'neutral',
            ]
          : statusWords[entry.status];
        return (
          <>
            <StatusBadge tone={tone}>{words}</StatusBadge>
            {entry.failure ? <small> {entry.failure}</small> : null}
          </>
        );
      },
    },
    {
      key: 'receipt',
      label: 'Receipt',
      render: (entry) => (entry.status === 'succeeded' ? <ReceiptButton chargeId={entry.id} /> : null),
    },
  ];
  return (
    <BillingTabs route="billing_history">
      {history.isPending ? (
        <Skeleton height="160px" />
      ) : history.isError ? (
        <ErrorPanel title="Your billing history could not be loaded" onRetry={() => void history.refetch()} />
      ) : (
        <DataTable
          label="Billing history"
          columns={columns}
          rows={history.data}
          rowKey={(entry) => entry.id}
          emptyState={
            <EmptyState title="No payments yet" description="Payments for your programs show here." />
          }
          testId="billing-history"
        />
      )}
    </BillingTabs>
  );
}
