import { moneyText, type DashboardSummary } from '@coachforge/contracts';
import { Card, DataTable, EmptyState, Select, Skeleton } from '@coachforge/ui';
import { lazy, Suspense, useState } from 'react';
import { monthText } from './month-text';

// The chart library is large: it loads only with the dashboard.
const MoneyChartsDrawing = lazy(() => import('./money-charts-drawing'));

/**
 * Revenue, fees and payouts over the last months, in one currency at a time (a coach paid in several
 * picks one): the charts, and the same figures as a table for keyboards and screen readers.
 */
export function MoneyCharts({ summary }: { summary: DashboardSummary }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const series = summary.series.find((s) => s.currency === chosen) ?? summary.series[0];
  if (!series)
    return (
      <Card title="Revenue, fees and payouts">
        <EmptyState
          title="Nothing to chart yet"
          description="Your clients’ payments and your payouts will be charted here by month."
        />
      </Card>
    );
  const money = (amount: number) => moneyText(amount, series.currency);
  return (
    <Card
      title="Revenue, fees and payouts"
      aside={
        summary.series.length > 1 ? (
          <Select
            label="Currency"
            value={series.currency}
            onChange={setChosen}
            options={summary.series.map((s) => ({ id: s.currency, label: s.currency.toUpperCase() }))}
          />
        ) : null
      }
    >
      <Suspense fallback={<Skeleton height="480px" />}>
        <MoneyChartsDrawing points={series.points} currency={series.currency} />
      </Suspense>
      <DataTable
        label={`Money by month in ${series.currency.toUpperCase()}`}
        testId="money-by-month"
        rows={[...series.points].reverse()}
        rowKey={(p) => p.month}
        emptyState={null}
        columns={[
          { key: 'month', label: 'Month', isRowHeader: true, render: (p) => monthText(p.month) },
          { key: 'revenue', label: 'Revenue', render: (p) => money(p.revenue) },
          { key: 'platform', label: 'Platform fee (5%)', render: (p) => money(p.platform_fees) },
          { key: 'provider', label: 'Provider fee', render: (p) => money(p.provider_fees) },
          { key: 'refunds', label: 'Refunds', render: (p) => money(p.refunds) },
          { key: 'payouts', label: 'Payouts', render: (p) => money(p.payouts) },
        ]}
      />
    </Card>
  );
}
