import {
  quantityOfMeasure,
  recordText,
  type AccountBenchmarkRecord,
  type AccountBenchmarks,
  type Benchmark,
} from '@coachforge/contracts';
import { DataTable, EmptyState, Select, type DataTableColumn } from '@coachforge/ui';
import { useState } from 'react';
import { ProgramRoutePage, QueryState, RouteButton } from '../program-data';
import { useAccountBenchmarks } from './use-records';

interface Ranked extends AccountBenchmarkRecord {
  rank: number;
}

/** One benchmark's records across the account's clients, best first (the API's order). */
function BenchmarkBoard({
  benchmark,
  records,
  units,
}: {
  benchmark: Benchmark;
  records: AccountBenchmarkRecord[];
  units: AccountBenchmarks['units'];
}) {
  const quantity = quantityOfMeasure[benchmark.measure];
  const rows: Ranked[] = records.map((record, index) => ({ ...record, rank: index + 1 }));
  const columns: DataTableColumn<Ranked>[] = [
    { key: 'rank', label: 'Rank', render: (row) => String(row.rank) },
    {
      key: 'client',
      label: 'Client',
      isRowHeader: true,
      render: (row) => (
        <RouteButton
          route="client-profile-benchmark"
          params={{ athlete_id: row.user_id, metric_id: row.benchmark_id }}
          variant="link"
        >
          {row.full_name}
        </RouteButton>
      ),
    },
    { key: 'record', label: 'Record', render: (row) => recordText(quantity, row.value, units) },
    { key: 'date', label: 'Set on', render: (row) => row.recorded_on },
  ];
  return (
    <DataTable
      label={`${benchmark.name} records`}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.user_id}
      emptyState={
        <EmptyState
          title={`No one has recorded ${benchmark.name} yet`}
          description="When a client records it, their best shows here."
        />
      }
      testId="benchmark-board"
    />
  );
}

function Benchmarks({ data }: { data: AccountBenchmarks }) {
  const counts = new Map<number, number>();
  for (const record of data.records)
    counts.set(record.benchmark_id, (counts.get(record.benchmark_id) ?? 0) + 1);
  // Benchmarks the clients have records in come first; the rest stay choosable, to see who has none.
  const ordered = [...data.benchmarks].sort(
    (a, b) => Number(counts.has(b.id)) - Number(counts.has(a.id)) || a.name.localeCompare(b.name),
  );
  const [chosenId, setChosenId] = useState<number | null>(ordered[0]?.id ?? null);
  const chosen = data.benchmarks.find((benchmark) => benchmark.id === chosenId) ?? null;
  if (data.records.length === 0)
    return (
      <EmptyState
        title="No benchmarks recorded yet"
        description="When your clients record a lift, a time or a max-reps test, their bests show here, benchmark by benchmark."
      />
    );
  return (
    <>
      <Select<number>
        label="Benchmark"
        options={ordered.map((benchmark) => ({
          id: benchmark.id,
          label: counts.has(benchmark.id)
            ? `${benchmark.name} (${counts.get(benchmark.id)} ${counts.get(benchmark.id) === 1 ? 'client' : 'clients'})`
            : benchmark.name,
        }))}
        value={chosenId}
        onChange={setChosenId}
        testId="benchmark-choice"
      />
      {chosen ? (
        <BenchmarkBoard
          benchmark={chosen}
          records={data.records.filter((record) => record.benchmark_id === chosen.id)}
          units={data.units}
        />
      ) : null}
    </>
  );
}

/**
 * The coach's own benchmarks page ({product}_benchmarks, decision 0197): besides each client's benchmarks
 * on their profile, every client's record in one benchmark side by side, best first, in the coach's units;
 * a name leads to that client's history of it.
 */
export function CoachBenchmarksPage() {
  const benchmarks = useAccountBenchmarks();
  return (
    <ProgramRoutePage route="coachforge_benchmarks">
      <QueryState query={benchmarks}>{(data) => <Benchmarks data={data} />}</QueryState>
    </ProgramRoutePage>
  );
}
