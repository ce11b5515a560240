import {
  messages,
  type AccountBenchmarks,
  type BenchmarkEntry,
  type BenchmarkEntryRequest,
  type BodyMetricEntry,
  type BodyMetricRequest,
  type ClientRecords,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { isClientOfAccount, type CoachAccess } from '../programs';
import { clientRecordsRepository as repository } from './client-records-repository';

const r = messages.records;

/**
 * A client's records (decision 0117): the person writes their own; the coaches of an account whose
 * program they joined read them. Nobody else learns they exist.
 */
export function createClientRecordsService({ db }: ApiContext) {
  async function recordsOf(userId: number): Promise<ClientRecords> {
    const units = await repository.units(db, userId);
    if (!units) throw httpError(404, r.notYourClient);
    return {
      units,
      benchmarks: await repository.benchmarks(db),
      benchmark_entries: await repository.benchmarkEntries(db, userId),
      body_metrics: await repository.bodyMetrics(db, userId),
    };
  }

  return {
    benchmarks: () => repository.benchmarks(db),

    ownRecords: (userId: number) => recordsOf(userId),

    async athleteRecords(access: CoachAccess, userId: number): Promise<ClientRecords> {
      if (!(await isClientOfAccount(db, access.accountId, userId))) throw httpError(404, r.notYourClient);
      return recordsOf(userId);
    },

    /** The coach's benchmarks page: the account's clients' records, in the coach's own units. */
    async accountBenchmarks(access: CoachAccess): Promise<AccountBenchmarks> {
      return {
        units: (await repository.units(db, access.userId)) ?? { weight_unit: 'kg', length_unit: 'cm' },
        benchmarks: await repository.benchmarks(db),
        records: await repository.accountRecords(db, access.accountId),
      };
    },

    async addBenchmarkEntry(userId: number, request: BenchmarkEntryRequest): Promise<BenchmarkEntry> {
      if (!(await repository.benchmarkExists(db, request.benchmark_id)))
        throw httpError(422, r.benchmarkNotFound, { benchmark_id: [r.benchmarkNotFound] });
      return repository.addBenchmarkEntry(db, userId, request);
    },

    addBodyMetric: (userId: number, request: BodyMetricRequest): Promise<BodyMetricEntry> =>
      repository.addBodyMetric(db, userId, request),

    async remove(userId: number, table: 'benchmark_entries' | 'body_metric_entries', id: number) {
      if (!(await repository.remove(db, table, userId, id))) throw httpError(404, r.entryNotFound);
    },
  };
}

export type ClientRecordsService = ReturnType<typeof createClientRecordsService>;
