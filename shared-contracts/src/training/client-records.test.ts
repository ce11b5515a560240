import {
  bestValueOf,
  percentLoadText,
  personalRecordIds,
  recordText,
  toDisplayValue,
  toStoredValue,
  type Benchmark,
  type BenchmarkEntry,
} from './client-records';

const metric = { weight_unit: 'kg', length_unit: 'cm' } as const;
const imperial = { weight_unit: 'lb', length_unit: 'in' } as const;

test('values are shown in the person’s units and typed values stored back in kg and cm', () => {
  expect(recordText('weight', 100, metric)).toBe('100 kg');
  expect(recordText('weight', 100, imperial)).toBe('220.5 lb');
  expect(recordText('length', 84, imperial)).toBe('33.1 in');
  expect(recordText('time', 1234, imperial)).toBe('20:34');
  expect(recordText('reps', 21, imperial)).toBe('21 reps');
  expect(recordText('percent', 18.5, metric)).toBe('18.5 %');
  expect(toStoredValue('weight', 225, imperial)).toBeCloseTo(102.058, 3);
  expect(toDisplayValue('weight', toStoredValue('weight', 225, imperial), imperial)).toBe(225);
  expect(toStoredValue('length', 33, imperial)).toBe(83.82);
  expect(toStoredValue('time', 300, imperial)).toBe(300);
});

const squat: Benchmark = { id: 1, name: '1RM Back Squat', measure: 'load' };
const run: Benchmark = { id: 2, name: '5 km Run', measure: 'time' };
const entry = (id: number, benchmark_id: number, value: number, recorded_on: string): BenchmarkEntry => ({
  id,
  benchmark_id,
  value,
  recorded_on,
  note: '',
});

test('the record of a load is the heaviest and of a time the fastest, the earliest of equals', () => {
  const entries = [
    entry(1, 1, 100, '2026-01-01'),
    entry(2, 1, 120, '2026-03-01'),
    entry(3, 1, 120, '2026-02-01'),
    entry(4, 2, 1500, '2026-01-01'),
    entry(5, 2, 1420, '2026-02-01'),
    entry(6, 2, 1600, '2026-03-01'),
    entry(7, 99, 5, '2026-01-01'),
  ];
  expect([...personalRecordIds([squat, run], entries)].sort()).toEqual([3, 5]);
  expect(bestValueOf(squat, entries)).toBe(120);
  expect(bestValueOf(run, entries)).toBe(1420);
  expect(bestValueOf(squat, [])).toBeNull();
});

test('a load written as a share of a benchmark reads with the client’s own best, when they have one', () => {
  const records = {
    benchmarks: [squat, run],
    benchmark_entries: [entry(1, 1, 120, '2026-01-01')],
    units: metric,
  };
  expect(percentLoadText({ benchmark_id: 1, percent: 75 }, records)).toBe('75% of 1RM Back Squat (≈ 90 kg)');
  expect(percentLoadText({ benchmark_id: 1, percent: 75 }, { ...records, units: imperial })).toBe(
    '75% of 1RM Back Squat (≈ 198.4 lb)',
  );
  expect(percentLoadText({ benchmark_id: 1, percent: 80 }, { ...records, benchmark_entries: [] })).toBe(
    '80% of 1RM Back Squat',
  );
  expect(percentLoadText({ benchmark_id: 1, percent: 80 }, null)).toBe('80%');
});
