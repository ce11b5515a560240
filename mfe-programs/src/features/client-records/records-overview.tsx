import { recordText, type Units } from '@coachforge/contracts';
import { Button, DataTable, EmptyState, type DataTableColumn } from '@coachforge/ui';
import type { RecordSeries } from './record-series';

/**
 * A person's benchmarks or body metrics, one row each: the personal record (benchmarks) or the latest
 * value and the change since the first (body metrics). Opening a row shows its history.
 */
export function RecordsOverview({
  title,
  series,
  units,
  emptyText,
  onOpen,
}: {
  title: string;
  series: RecordSeries[];
  units: Units;
  emptyText: string;
  onOpen: (series: RecordSeries) => void;
}) {
  if (series.length === 0)
    return <EmptyState title={`No ${title.toLowerCase()} yet`} description={emptyText} />;
  const columns: DataTableColumn<RecordSeries>[] = [
    {
      key: 'name',
      label: title,
      isRowHeader: true,
      render: (row) => (
        <Button type="button" $variant="link" onClick={() => onOpen(row)}>
          {row.name}
        </Button>
      ),
    },
    {
      key: 'best',
      label: 'Personal record',
      render: (row) => {
        const record = row.points.find((point) => point.record);
        return record ? `${recordText(row.quantity, record.value, units)} (${record.date})` : '—';
      },
    },
    {
      key: 'latest',
      label: 'Latest',
      render: (row) => {
        const latest = row.points.at(-1)!;
        return `${recordText(row.quantity, latest.value, units)} (${latest.date})`;
      },
    },
    { key: 'entries', label: 'Entries', render: (row) => String(row.points.length) },
  ];
  return (
    <DataTable label={title} columns={columns} rows={series} rowKey={(row) => row.key} emptyState={null} />
  );
}
