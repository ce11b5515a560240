import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { messages } from '../messages/catalogue';
import type { ProgramClient } from '../programs/program-client';
import { scoreText } from './training-records';

/**
 * A client's records (decision 0117): benchmarks (a best lift, a timed distance, max reps) and body
 * metrics, kept per person, so they outlive every program. Values are stored in one unit each — kg, cm,
 * seconds, reps, metres, percent, beats per minute — and shown in the client's default units.
 */
export const benchmarkMeasures = ['load', 'time', 'reps', 'distance'] as const;
export type BenchmarkMeasure = (typeof benchmarkMeasures)[number];

export interface Benchmark {
  id: number;
  name: string;
  measure: BenchmarkMeasure;
}

export interface BenchmarkEntry {
  id: number;
  benchmark_id: number;
  value: number;
  recorded_on: string;
  note: string;
}

export const bodyMetricKinds = [
  'weight',
  'body_fat',
  'waist',
  'chest',
  'hips',
  'resting_heart_rate',
] as const;
export type BodyMetricKind = (typeof bodyMetricKinds)[number];

export const bodyMetricNames: Record<BodyMetricKind, string> = {
  weight: 'Body weight',
  body_fat: 'Body fat',
  waist: 'Waist',
  chest: 'Chest',
  hips: 'Hips',
  resting_heart_rate: 'Resting heart rate',
};

export interface BodyMetricEntry {
  id: number;
  metric: BodyMetricKind;
  value: number;
  recorded_on: string;
}

export interface Units {
  weight_unit: 'kg' | 'lb';
  length_unit: 'cm' | 'in';
}

/** GET user/records (the client's own) and coach/clients/:athlete_id/records (read by their coach). */
export interface ClientRecords {
  units: Units;
  benchmarks: Benchmark[];
  benchmark_entries: BenchmarkEntry[];
  body_metrics: BodyMetricEntry[];
}

/** One client's record (best entry) in one benchmark, on the coach's benchmarks page. */
export interface AccountBenchmarkRecord {
  benchmark_id: number;
  /** The person: the client profile's athlete_id. */
  user_id: number;
  full_name: string;
  value: number;
  recorded_on: string;
}

/**
 * GET coach/benchmarks ({product}_benchmarks, decision 0197): every client of the account's record in each
 * benchmark, in the coach's own units, the best first.
 */
export interface AccountBenchmarks {
  units: Units;
  benchmarks: Benchmark[];
  records: AccountBenchmarkRecord[];
}

/** GET coach/clients/:athlete_id: a person who joined one of the account's programs, and those programs. */
export interface ClientProfile {
  user: { id: number; full_name: string; email: string; avatar_url: string | null };
  programs: ProgramClient[];
}

/** What a stored value measures, for units and for which way is better. */
export type Quantity = 'weight' | 'length' | 'time' | 'reps' | 'distance' | 'percent' | 'bpm';

export const quantityOfMeasure: Record<BenchmarkMeasure, Quantity> = {
  load: 'weight',
  time: 'time',
  reps: 'reps',
  distance: 'distance',
};

export const quantityOfMetric: Record<BodyMetricKind, Quantity> = {
  weight: 'weight',
  body_fat: 'percent',
  waist: 'length',
  chest: 'length',
  hips: 'length',
  resting_heart_rate: 'bpm',
};

const KG_PER_LB = 0.45359237;
const CM_PER_IN = 2.54;
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The unit a value is typed and read in, for this person. */
export function unitOf(quantity: Quantity, units: Units): string {
  return {
    weight: units.weight_unit,
    length: units.length_unit,
    time: 'seconds',
    reps: 'reps',
    distance: 'm',
    percent: '%',
    bpm: 'bpm',
  }[quantity];
}

/** A stored value in the person's unit (kg → lb, cm → in), to one decimal. */
export function toDisplayValue(quantity: Quantity, stored: number, units: Units): number {
  if (quantity === 'weight' && units.weight_unit === 'lb') return round(stored / KG_PER_LB, 1);
  if (quantity === 'length' && units.length_unit === 'in') return round(stored / CM_PER_IN, 1);
  return round(stored, 2);
}

/** A value typed in the person's unit, as it is stored (lb → kg, in → cm). */
export function toStoredValue(quantity: Quantity, shown: number, units: Units): number {
  if (quantity === 'weight' && units.weight_unit === 'lb') return round(shown * KG_PER_LB, 3);
  if (quantity === 'length' && units.length_unit === 'in') return round(shown * CM_PER_IN, 3);
  return shown;
}

/** A value as people read it: "120 kg", "264.6 lb", "5:30", "12 reps", "5000 m", "18 %". */
export function recordText(quantity: Quantity, stored: number, units: Units): string {
  if (quantity === 'time') return scoreText('time', stored);
  return `${toDisplayValue(quantity, stored, units)} ${unitOf(quantity, units)}`;
}

/** Lower is better only for times: a faster 5 km is a record, a heavier squat is a record. */
export const lowerIsBetter = (quantity: Quantity) => quantity === 'time';

/**
 * The record (personal best) of each benchmark: its best entry, the earliest when two are equal.
 * Returns the entry ids, for highlighting.
 */
export function personalRecordIds(benchmarks: Benchmark[], entries: BenchmarkEntry[]): Set<number> {
  const best = new Map<number, BenchmarkEntry>();
  const measures = new Map(benchmarks.map((benchmark) => [benchmark.id, benchmark.measure]));
  for (const entry of entries) {
    const measure = measures.get(entry.benchmark_id);
    if (!measure) continue;
    const current = best.get(entry.benchmark_id);
    const lower = lowerIsBetter(quantityOfMeasure[measure]);
    const better =
      !current ||
      (lower ? entry.value < current.value : entry.value > current.value) ||
      (entry.value === current.value && entry.recorded_on < current.recorded_on);
    if (better) best.set(entry.benchmark_id, entry);
  }
  return new Set([...best.values()].map((entry) => entry.id));
}

/** The client's best value of a benchmark, for loads written as a percentage of it; null without one. */
export function bestValueOf(benchmark: Benchmark, entries: BenchmarkEntry[]): number | null {
  const ids = personalRecordIds([benchmark], entries);
  return entries.find((entry) => ids.has(entry.id))?.value ?? null;
}

/**
 * A load written as a share of a benchmark, as the client reads it: "75% of 1RM Back Squat (≈ 90 kg)"
 * with their own best, or without the weight when they have none yet.
 */
export function percentLoadText(
  load: { benchmark_id: number; percent: number },
  records: Pick<ClientRecords, 'benchmarks' | 'benchmark_entries' | 'units'> | null,
): string {
  const benchmark = records?.benchmarks.find((candidate) => candidate.id === load.benchmark_id);
  if (!records || !benchmark) return `${load.percent}%`;
  const text = `${load.percent}% of ${benchmark.name}`;
  const best = bestValueOf(benchmark, records.benchmark_entries);
  if (best === null || benchmark.measure !== 'load') return text;
  return `${text} (≈ ${recordText('weight', (best * load.percent) / 100, records.units)})`;
}

const r = messages.records;
const isRealDate = (value: string | undefined) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
/** At most a day ahead of the server's date: the client's today may already be tomorrow in UTC. */
const notInFuture = (value: string | undefined) =>
  typeof value === 'string' && value <= new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
const recordedOn = () =>
  yup
    .string()
    .required(r.dateRequired)
    .test('real-date', r.dateRequired, isRealDate)
    .test('not-future', r.dateInFuture, notInFuture);
/** Values are stored units; the bound keeps a typo (an extra zero or five) out of a chart. */
export const MAX_RECORD_VALUE = 100_000;
const value = () =>
  yup
    .number()
    .typeError(r.valueRequired)
    .required(r.valueRequired)
    .positive(r.valueRequired)
    .max(MAX_RECORD_VALUE, r.valueTooLarge(MAX_RECORD_VALUE));

export const benchmarkEntryRequestSchema = lazySchema(() =>
  yup.object({
    benchmark_id: yup
      .number()
      .typeError(r.benchmarkRequired)
      .integer(r.benchmarkRequired)
      .positive(r.benchmarkRequired)
      .required(r.benchmarkRequired),
    value: value(),
    recorded_on: recordedOn(),
    note: yup.string().trim().max(500, messages.validation.tooLong(500)).default(''),
  }),
);
export type BenchmarkEntryRequest = yup.InferType<typeof benchmarkEntryRequestSchema>;

export const bodyMetricRequestSchema = lazySchema(() =>
  yup.object({
    metric: yup
      .mixed<BodyMetricKind>()
      .oneOf([...bodyMetricKinds], r.metricRequired)
      .required(r.metricRequired),
    value: value(),
    recorded_on: recordedOn(),
  }),
);
export type BodyMetricRequest = yup.InferType<typeof bodyMetricRequestSchema>;
