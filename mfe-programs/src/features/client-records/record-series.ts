import {
  bodyMetricNames,
  personalRecordIds,
  quantityOfMeasure,
  quantityOfMetric,
  type BodyMetricKind,
  type ClientRecords,
  type Quantity,
} from '@coachforge/contracts';

/** One line of a person's records: a benchmark or a body metric, with its entries oldest first. */
export interface RecordSeries {
  /** Unique across both lists: `benchmark-<id>` or `metric-<kind>`. */
  key: string;
  /** The address's metric_id: the benchmark's id, or the body metric's kind. */
  metricId: string;
  name: string;
  quantity: Quantity;
  points: { id: number; date: string; value: number; note: string; record: boolean }[];
}

/** The benchmarks the person has entries for, by name. */
export function benchmarkSeries(records: ClientRecords): RecordSeries[] {
  const prs = personalRecordIds(records.benchmarks, records.benchmark_entries);
  return records.benchmarks
    .map((benchmark) => ({
      key: `benchmark-${benchmark.id}`,
      metricId: String(benchmark.id),
      name: benchmark.name,
      quantity: quantityOfMeasure[benchmark.measure],
      points: records.benchmark_entries
        .filter((entry) => entry.benchmark_id === benchmark.id)
        .map((entry) => ({
          id: entry.id,
          date: entry.recorded_on,
          value: entry.value,
          note: entry.note,
          record: prs.has(entry.id),
        })),
    }))
    .filter((series) => series.points.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The body metrics the person measured, in the catalogue's order. */
export function bodyMetricSeries(records: ClientRecords): RecordSeries[] {
  return (Object.keys(bodyMetricNames) as BodyMetricKind[])
    .map((metric) => ({
      key: `metric-${metric}`,
      metricId: metric,
      name: bodyMetricNames[metric],
      quantity: quantityOfMetric[metric],
      points: records.body_metrics
        .filter((entry) => entry.metric === metric)
        .map((entry) => ({
          id: entry.id,
          date: entry.recorded_on,
          value: entry.value,
          note: '',
          record: false,
        })),
    }))
    .filter((series) => series.points.length > 0);
}
