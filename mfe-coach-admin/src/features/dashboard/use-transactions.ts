import { endpoints, type TransactionStatus } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { payoutsKey } from '../../components/payouts-table';

/** The filters the coach chose; days are YYYY-MM-DD. */
export interface TransactionFilters {
  status: TransactionStatus | null;
  from: string | null;
  to: string | null;
}

const moneyKey = ['coach_admin', 'money'] as const;

/** The filters as the API's query parameters (only those set). */
export const queryOf = (filters: TransactionFilters) => ({
  ...(filters.status ? { status: filters.status } : {}),
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
});

/** A page of the account's transactions under the filters; the previous page stays while the next loads. */
export function useTransactions(filters: TransactionFilters, page: number) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: [...moneyKey, 'transactions', filters, page],
    queryFn: ({ signal }) =>
      api.request(endpoints.transactions, { query: { ...queryOf(filters), page }, signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
}

/** The dashboard's months of revenue, fees, refunds and payouts. */
export function useDashboardSummary() {
  const { api } = usePlatform();
  return useQuery({
    queryKey: [...moneyKey, 'summary'],
    queryFn: ({ signal }) => api.request(endpoints.dashboard, { signal, quiet: true }),
  });
}

/**
 * Refunds one transaction, whole or (with `amount`, minor units) in part, then everything that shows money
 * is read again.
 */
export function useRefund() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return async (chargeId: number, amount: number | null = null) => {
    const refunded = await api.request(endpoints.refundTransaction, {
      params: { charge_id: chargeId },
      ...(amount !== null ? { body: { amount } } : {}),
      quiet: true,
    });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: moneyKey }),
      queryClient.invalidateQueries({ queryKey: payoutsKey }),
    ]);
    return refunded;
  };
}
