import {
  benchmarkEntryRequestSchema,
  bodyMetricKinds,
  bodyMetricNames,
  bodyMetricRequestSchema,
  quantityOfMeasure,
  quantityOfMetric,
  secondsFromText,
  toStoredValue,
  unitOf,
  type Benchmark,
  type BodyMetricKind,
  type Quantity,
  type Units,
} from '@coachforge/contracts';
import { Button, DatePicker, Notice, RadioGroup, Select, TextField } from '@coachforge/ui';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { apiErrorText, apiFieldErrors, validateWith } from '../program-data';
import { useChangeRecords } from './use-records';

const valueLabel = (quantity: Quantity, units: Units) =>
  quantity === 'time' ? 'Time (m:ss)' : `Value (${unitOf(quantity, units)})`;

/**
 * The client writes down a benchmark (a new 1RM, a 5 km time) or a body measurement, in their own units
 * and on the day it happened. Checked with the contracts' schemas before it is sent.
 */
export function RecordForm({ benchmarks, units }: { benchmarks: Benchmark[]; units: Units }) {
  const change = useChangeRecords();
  const [kind, setKind] = useState<'benchmark' | 'body_metric'>('benchmark');
  const [benchmarkId, setBenchmarkId] = useState<number | null>(null);
  const [metric, setMetric] = useState<BodyMetricKind>('weight');
  const [valueText, setValueText] = useState('');
  const [date, setDate] = useState<DateTime | null>(DateTime.now().startOf('day'));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  const benchmark = benchmarks.find((candidate) => candidate.id === benchmarkId) ?? null;
  const quantity: Quantity =
    kind === 'benchmark' ? quantityOfMeasure[benchmark?.measure ?? 'load'] : quantityOfMetric[metric];
  const typed = quantity === 'time' ? secondsFromText(valueText) : Number(valueText.replace(',', '.'));
  const value = valueText.trim() === '' ? Number.NaN : toStoredValue(quantity, typed, units);
  const recordedOn = date?.toISODate() ?? '';

  const submit = async () => {
    setSaved(false);
    const request =
      kind === 'benchmark'
        ? { kind, entry: { benchmark_id: benchmarkId ?? 0, value, recorded_on: recordedOn, note } }
        : { kind, entry: { metric, value, recorded_on: recordedOn } };
    const schema = kind === 'benchmark' ? benchmarkEntryRequestSchema : bodyMetricRequestSchema;
    const problems = await validateWith(schema, () => request.entry)(null);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    change.mutate(request as Parameters<typeof change.mutate>[0], {
      onSuccess: () => {
        setValueText('');
        setNote('');
        setSaved(true);
      },
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  };

  return (
    <form
      aria-label="Add a record"
      data-testid="record-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <RadioGroup<'benchmark' | 'body_metric'>
        label="What did you measure?"
        value={kind}
        onChange={(next) => {
          setKind(next);
          setErrors({});
        }}
        options={[
          { value: 'benchmark', label: 'A benchmark' },
          { value: 'body_metric', label: 'A body metric' },
        ]}
      />
      {kind === 'benchmark' ? (
        <Select<number>
          label="Benchmark"
          value={benchmarkId}
          onChange={setBenchmarkId}
          placeholder="Choose a benchmark"
          options={[...benchmarks]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((candidate) => ({ id: candidate.id, label: candidate.name }))}
          error={errors.benchmark_id}
          testId="record-benchmark"
        />
      ) : (
        <Select<BodyMetricKind>
          label="Body metric"
          value={metric}
          onChange={(next) => next && setMetric(next)}
          options={bodyMetricKinds.map((candidate) => ({ id: candidate, label: bodyMetricNames[candidate] }))}
          error={errors.metric}
          testId="record-metric"
        />
      )}
      <TextField
        label={valueLabel(quantity, units)}
        value={valueText}
        inputMode="decimal"
        onChange={(event) => setValueText(event.target.value)}
        error={errors.value}
      />
      <DatePicker label="Date" value={date} onChange={setDate} disableFuture error={errors.recorded_on} />
      {kind === 'benchmark' ? (
        <TextField
          label="Note"
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.target.value)}
        />
      ) : null}
      {change.isError && !Object.keys(errors).length ? (
        <Notice tone="error">{apiErrorText(change.error)}</Notice>
      ) : null}
      <Button type="submit" loading={change.isPending}>
        Save record
      </Button>{' '}
      <span role="status">{saved ? 'Record saved' : ''}</span>
    </form>
  );
}
