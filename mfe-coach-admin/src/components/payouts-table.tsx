import { endpoints, messages, moneyText, type Payout, type PayoutStatus } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { DataTable, EmptyState, StatusBadge, type StatusTone } from '@coachforge/ui';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from './query-state';

const statusWords: Record<PayoutStatus, [string, StatusTone]> = {
  paid: ['Paid', 'success'],
  pending: ['Scheduled', 'neutral'],
  in_transit: ['On its way', 'neutral'],
  canceled: ['Cancelled', 'warning'],
  failed: ['Failed', 'danger'],
};

/** A YYYY-MM-DD day as the coach reads it, whatever their time zone (the day is the bank's). */
const dayText = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

export const payoutsKey = ['coach_admin', 'payouts'] as const;

/** The account's payouts to its bank, as the payment provider reports them. */
export function usePayouts() {
  const { api } = usePlatform();
  return useQuery({
    queryKey: payoutsKey,
    queryFn: ({ signal }) => api.request(endpoints.payouts, { signal, quiet: true }),
  });
}

/** Payouts newest first, with loading, error and empty states. */
export function PayoutsTable() {
  const query = usePayouts();
  return (
    <QueryState query={query}>
      {(payouts) => (
        <DataTable<Payout>
          label="Payouts"
          rows={payouts}
          rowKey={(payout) => payout.id}
          testId="payouts"
          emptyState={<EmptyState title="No payouts yet" description={messages.payouts.empty} />}
          columns={[
            {
              key: 'date',
              label: 'Arrives',
              isRowHeader: true,
              render: (payout) => dayText(payout.arrival_date),
              sortValue: (payout) => payout.arrival_date,
            },
            {
              key: 'amount',
              label: 'Amount',
              render: (payout) => moneyText(payout.amount, payout.currency),
              sortValue: (payout) => payout.amount,
            },
            {
              key: 'status',
              label: 'Status',
              render: (payout) => {
                const [words, tone] = statusWords[payout.status];
                return <StatusBadge tone={tone}>{words}</StatusBadge>;
              },
            },
          ]}
        />
      )}
    </QueryState>
  );
}
