import { recordText, type Units } from '@coachforge/contracts';
import { Button, DataTable, Skeleton, StatusBadge, type DataTableColumn } from '@coachforge/ui';
import { lazy, Suspense } from 'react';
import type { RecordSeries } from './record-series';

// The chart library is large: it loads only when a history is opened.
const HistoryChart = lazy(() => import('./history-chart'));

type Point = RecordSeries['points'][number];

/** One record's entries, newest first, as a chart and a table; the client may remove their own. */
export function RecordHistory({
  series,
  units,
  onRemove,
}: {
  series: RecordSeries;
  units: Units;
  onRemove?: (point: Point) => void;
}) {
  const columns: DataTableColumn<Point>[] = [
    { key: 'date', label: 'Date', isRowHeader: true, render: (point) => point.date },
    {
      key: 'value',
      label: 'Value',
      render: (point) => (
        <>
          {recordText(series.quantity, point.value, units)}{' '}
          {point.record ? <StatusBadge tone="success">Personal record</StatusBadge> : null}
        </>
      ),
    },
    { key: 'note', label: 'Note', render: (point) => point.note },
    ...(onRemove
      ? [
          {
            key: 'remove',
            label: 'Remove',
            render: (point: Point) => (
              <Button
                type="button"
                $variant="ghost"
                $size="small"
                aria-label={`Remove ${series.name} of ${point.date}`}
                onClick={() => onRemove(point)}
              >
                Remove
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <section aria-label={`${series.name} history`} data-testid={`history-${series.key}`}>
      <h3>{series.name}</h3>
      {series.points.length > 1 ? (
        <Suspense fallback={<Skeleton height="260px" />}>
          <HistoryChart series={series} units={units} />
        </Suspense>
      ) : null}
      <DataTable
        label={`${series.name} entries`}
        columns={columns}
        rows={[...series.points].reverse()}
        rowKey={(point) => point.id}
        emptyState={null}
      />
    </section>
  );
}
