import type {
  AccountBenchmarkRecord,
  Benchmark,
  BenchmarkEntry,
  BenchmarkEntryRequest,
  BodyMetricEntry,
  BodyMetricRequest,
  Units,
} from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { benchmarkLibrary } from './benchmark-library';

const ENTRY_COLUMNS = `id::int, benchmark_id::int, value::float8 AS value,
  to_char(recorded_on, 'YYYY-MM-DD') AS recorded_on, note`;
const METRIC_COLUMNS = `id::int, metric, value::float8 AS value, to_char(recorded_on, 'YYYY-MM-DD') AS recorded_on`;

export const clientRecordsRepository = {
  async seedBenchmarks(db: Queryable): Promise<void> {
    await db.query(
      `INSERT INTO benchmarks (name, measure)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS b(name text, measure text)
       ON CONFLICT (lower(name)) DO NOTHING`,
      [JSON.stringify(benchmarkLibrary)],
    );
  },

  async benchmarks(db: Queryable): Promise<Benchmark[]> {
    return db.query<Benchmark>(`SELECT id::int, name, measure FROM benchmarks ORDER BY measure, id`);
  },

  /** How many of these ids are benchmarks. */
  async countBenchmarks(db: Queryable, ids: number[]): Promise<number> {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM benchmarks WHERE id = ANY($1::bigint[])`,
      [ids],
    );
    return row!.n;
  },

  async benchmarkExists(db: Queryable, id: number): Promise<boolean> {
    return (await db.query(`SELECT 1 FROM benchmarks WHERE id = $1`, [id])).length > 0;
  },

  async units(db: Queryable, userId: number): Promise<Units | null> {
    const [row] = await db.query<Units>(`SELECT weight_unit, length_unit FROM users WHERE id = $1`, [userId]);
    return row ?? null;
  },

  /**
   * The best entry of each client of the account in each benchmark: lowest time, highest anything else,
   * the earlier on a tie (as personalRecordIds decides for one person). Clients are whoever joined one of
   * the account's programs, past ones included (decision 0117).
   */
  async accountRecords(db: Queryable, accountId: number): Promise<AccountBenchmarkRecord[]> {
    return db.query<AccountBenchmarkRecord>(
      `WITH clients AS (
         SELECT DISTINCT user_id FROM plan_memberships
         WHERE account_id = $1 AND joined_at IS NOT NULL AND user_id IS NOT NULL)
       SELECT benchmark_id, user_id, full_name, value, recorded_on FROM (
         SELECT DISTINCT ON (e.benchmark_id, e.user_id)
           e.benchmark_id::int, e.user_id::int, trim(u.first_name || ' ' || u.last_name) AS full_name,
           e.value::float8 AS value, to_char(e.recorded_on, 'YYYY-MM-DD') AS recorded_on,
           b.measure = 'time' AS lower_wins
         FROM benchmark_entries e
         JOIN clients c ON c.user_id = e.user_id
         JOIN users u ON u.id = e.user_id
         JOIN benchmarks b ON b.id = e.benchmark_id
         ORDER BY e.benchmark_id, e.user_id,
           CASE WHEN b.measure = 'time' THEN e.value ELSE -e.value END, e.recorded_on, e.id
       ) best
       ORDER BY benchmark_id, CASE WHEN lower_wins THEN value ELSE -value END, recorded_on, user_id
       LIMIT 20000`,
      [accountId],
    );
  },

  async benchmarkEntries(db: Queryable, userId: number): Promise<BenchmarkEntry[]> {
    return db.query<BenchmarkEntry>(
      `SELECT ${ENTRY_COLUMNS} FROM benchmark_entries WHERE user_id = $1
       ORDER BY recorded_on, id LIMIT 5000`,
      [userId],
    );
  },

  async bodyMetrics(db: Queryable, userId: number): Promise<BodyMetricEntry[]> {
    return db.query<BodyMetricEntry>(
      `SELECT ${METRIC_COLUMNS} FROM body_metric_entries WHERE user_id = $1 ORDER BY recorded_on, id LIMIT 5000`,
      [userId],
    );
  },

  async addBenchmarkEntry(
    db: Queryable,
    userId: number,
    entry: BenchmarkEntryRequest,
  ): Promise<BenchmarkEntry> {
    const [row] = await db.query<BenchmarkEntry>(
      `INSERT INTO benchmark_entries (user_id, benchmark_id, value, recorded_on, note)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${ENTRY_COLUMNS}`,
      [userId, entry.benchmark_id, entry.value, entry.recorded_on, entry.note],
    );
    return row!;
  },

  async addBodyMetric(db: Queryable, userId: number, entry: BodyMetricRequest): Promise<BodyMetricEntry> {
    const [row] = await db.query<BodyMetricEntry>(
      `INSERT INTO body_metric_entries (user_id, metric, value, recorded_on)
       VALUES ($1, $2, $3, $4) RETURNING ${METRIC_COLUMNS}`,
      [userId, entry.metric, entry.value, entry.recorded_on],
    );
    return row!;
  },

  /** Removes one of the person's own entries; false when they have no such entry. */
  async remove(
    db: Queryable,
    table: 'benchmark_entries' | 'body_metric_entries',
    userId: number,
    id: number,
  ) {
    const rows = await db.query(`DELETE FROM ${table} WHERE id = $1 AND user_id = $2 RETURNING id`, [
      id,
      userId,
    ]);
    return rows.length > 0;
  },
};
