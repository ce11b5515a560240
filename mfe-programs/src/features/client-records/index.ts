export { CoachBenchmarksPage } from './coach-benchmarks-page';
export { OwnRecordsPanel } from './own-records-panel';
export { RecordHistory } from './record-history';
export { RecordsOverview } from './records-overview';
export { benchmarkSeries, bodyMetricSeries, type RecordSeries } from './record-series';
export { useAthleteRecords, useBenchmarks, useOwnRecords } from './use-records';
