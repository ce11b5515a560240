import {
  messages,
  moneyText,
  transactionStatuses,
  endpoints,
  type Transaction,
  type TransactionStatus,
} from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import {
  Button,
  Card,
  DataTable,
  EmptyState,
  Notice,
  Pagination,
  Select,
  StatusBadge,
  TextField,
  type StatusTone,
} from '@coachforge/ui';
import { useState } from 'react';
import { QueryState } from '../../components/query-state';
import { DashboardTabs } from './dashboard-tabs';
import { downloadCsv } from './download-csv';
import { MoneyCharts } from './money-charts';
import { RefundDialog } from './refund-dialog';
import { queryOf, useDashboardSummary, useTransactions, type TransactionFilters } from './use-transactions';

const statusWords: Record<TransactionStatus, [string, StatusTone]> = {
  succeeded: ['Paid', 'success'],
  refunded: ['Refunded', 'neutral'],
  failed: ['Failed', 'danger'],
  processing: ['Processing', 'neutral'],
  requires_action: ['Waiting for the bank', 'warning'],
};
const ALL = 'all';
const dateText = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(iso));
const amountOrDash = (amount: number | null, currency: string) =>
  amount === null ? '—' : moneyText(amount, currency);

/**
 * coach_dashboard_transactions (spec 01 section 2.3; spec 02 sections 4 and 9): revenue, fees and payouts
 * charted by month, then every client payment with the platform's and the provider's fees, filtered by
 * status and days, exported as CSV, and refunded once each after a confirmation.
 */
export function TransactionsPage() {
  const { api, toast } = usePlatform();
  const [filters, setFilters] = useState<TransactionFilters>({ status: null, from: null, to: null });
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<Transaction | null>(null);
  const [exporting, setExporting] = useState(false);
  const transactions = useTransactions(filters, page);
  const summary = useDashboardSummary();
  const filtered = filters.status !== null || filters.from !== null || filters.to !== null;
  const filter = (change: Partial<TransactionFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const csv = await api.request(endpoints.transactionsCsv, { query: queryOf(filters), quiet: true });
      downloadCsv(csv, `transactions-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch {
      toast.show({ type: 'error', text: messages.transactions.exportFailed });
    } finally {
      setExporting(false);
    }
  };

  return (
    <DashboardTabs route="coach_dashboard_transactions">
      <QueryState query={summary}>{(data) => <MoneyCharts summary={data} />}</QueryState>
      <Card
        title="Transactions"
        aside={
          <Button
            type="button"
            $variant="secondary"
            loading={exporting}
            onClick={() => void exportCsv()}
            data-testid="export-csv"
          >
            Download CSV
          </Button>
        }
      >
        <div role="group" aria-label="Filter transactions">
          <Select<string>
            label="Status"
            value={filters.status ?? ALL}
            onChange={(value) =>
              filter({ status: value === ALL || value === null ? null : (value as TransactionStatus) })
            }
            options={[
              { id: ALL, label: 'All' },
              ...transactionStatuses.map((status) => ({ id: status, label: statusWords[status][0] })),
            ]}
          />
          <TextField
            label="From"
            type="date"
            value={filters.from ?? ''}
            max={filters.to ?? undefined}
            onChange={(event) => filter({ from: event.target.value || null })}
          />
          <TextField
            label="To"
            type="date"
            value={filters.to ?? ''}
            min={filters.from ?? undefined}
            onChange={(event) => filter({ to: event.target.value || null })}
          />
        </div>
        <Notice>{messages.transactions.refundNote}</Notice>
        <QueryState query={transactions}>
          {(data) => (
            <>
              <DataTable<Transaction>
                label="Transactions"
                testId="transactions"
                rows={data.transactions}
                rowKey={(t) => t.id}
                emptyState={
                  <EmptyState
                    title={filtered ? 'No matching transactions' : 'No transactions yet'}
                    description={filtered ? messages.transactions.emptyFiltered : messages.transactions.empty}
                  />
                }
                columns={[
                  { key: 'date', label: 'Date', isRowHeader: true, render: (t) => dateText(t.created_at) },
                  {
                    key: 'client',
                    label: 'Client',
                    render: (t) => (
                      <>
                        {t.client_name}
                        {t.client_email ? <small> {t.client_email}</small> : null}
                      </>
                    ),
                  },
                  { key: 'program', label: 'Program', render: (t) => t.program_title },
                  { key: 'amount', label: 'Amount', render: (t) => moneyText(t.amount, t.currency) },
                  {
                    key: 'platform',
                    label: 'Platform fee (5%)',
                    render: (t) => moneyText(t.platform_fee, t.currency),
                  },
                  {
                    key: 'provider',
                    label: 'Provider fee',
                    render: (t) => amountOrDash(t.provider_fee, t.currency),
                  },
                  { key: 'net', label: 'You keep', render: (t) => amountOrDash(t.net, t.currency) },
                  {
                    key: 'status',
                    label: 'Status',
                    render: (t) => {
                      const [words, tone] = statusWords[t.status];
                      return (
                        <>
                          <StatusBadge tone={tone}>{words}</StatusBadge>
                          {t.refund ? <small> {dateText(t.refund.refunded_at)}</small> : null}
                          {t.refund && t.refund.status !== 'failed' && t.refund.amount < t.amount ? (
                            <small>
                              {' '}
                              {messages.transactions.partlyRefunded(
                                moneyText(t.refund.amount, t.currency),
                                moneyText(t.amount, t.currency),
                              )}
                            </small>
                          ) : null}
                          {t.refund?.status === 'failed' ? (
                            <small> {messages.transactions.refundFailedByProvider}</small>
                          ) : null}
                        </>
                      );
                    },
                  },
                  {
                    key: 'action',
                    label: 'Action',
                    render: (t) =>
                      t.refundable ? (
                        <Button
                          type="button"
                          $size="small"
                          $variant="secondary"
                          aria-label={`Refund ${moneyText(t.amount, t.currency)} to ${t.client_name}`}
                          onClick={() => setRefunding(t)}
                        >
                          Refund
                        </Button>
                      ) : null,
                  },
                ]}
              />
              <Pagination
                page={data.page}
                pageCount={Math.ceil(data.total / data.per_page)}
                onChange={setPage}
              />
            </>
          )}
        </QueryState>
      </Card>
      {refunding ? <RefundDialog transaction={refunding} onClose={() => setRefunding(null)} /> : null}
    </DashboardTabs>
  );
}
