import {
  endpoints,
  type BenchmarkEntryRequest,
  type ClientRecords,
  type Endpoint,
  type RequestOptions,
  secondsFromText,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OwnRecordsPanel } from './own-records-panel';

const base: ClientRecords = {
  units: { weight_unit: 'lb', length_unit: 'in' },
  benchmarks: [
    { id: 1, name: '1RM Back Squat', measure: 'load' },
    { id: 2, name: '5 km Run', measure: 'time' },
  ],
  benchmark_entries: [
    { id: 10, benchmark_id: 1, value: 100, recorded_on: '2026-01-05', note: '' },
    { id: 11, benchmark_id: 1, value: 110, recorded_on: '2026-02-05', note: 'Belt' },
  ],
  body_metrics: [{ id: 20, metric: 'waist', value: 84, recorded_on: '2026-02-01' }],
};

function open(records = base) {
  let current = structuredClone(records);
  const answer = (endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>) => {
    if (endpoint === endpoints.clientRecords) return current;
    if (endpoint === endpoints.addBenchmarkEntry) {
      const body = options.body as BenchmarkEntryRequest;
      const entry = { id: 12, ...body };
      current = { ...current, benchmark_entries: [...current.benchmark_entries, entry] };
      return entry;
    }
    if (endpoint === endpoints.removeBenchmarkEntry) {
      const id = Number((options.params as { entry_id: number }).entry_id);
      current = {
        ...current,
        benchmark_entries: current.benchmark_entries.filter((entry) => entry.id !== id),
      };
      return undefined;
    }
    return undefined;
  };
  return renderWithPlatform(<OwnRecordsPanel />, {
    me: fakeMe({ private: { role: 'user' } }),
    request: answer,
  });
}

test('records show in the client’s units, with the personal record of each benchmark', async () => {
  open();
  const benchmarks = await screen.findByRole('grid', { name: 'Benchmarks' });
  const squat = within(benchmarks).getByRole('row', { name: /1RM Back Squat/ });
  expect(squat).toHaveTextContent('242.5 lb (2026-02-05)');
  const metrics = screen.getByRole('grid', { name: 'Body metrics' });
  expect(within(metrics).getByRole('row', { name: /Waist/ })).toHaveTextContent('33.1 in');

  await userEvent.click(within(squat).getByRole('button', { name: '1RM Back Squat' }));
  const history = await screen.findByRole('region', { name: '1RM Back Squat history' });
  expect(within(history).getByRole('row', { name: /2026-02-05/ })).toHaveTextContent('Personal record');
  expect(within(history).getByRole('row', { name: /2026-01-05/ })).not.toHaveTextContent('Personal record');
});

test('a client adds a benchmark in pounds, which is sent in kilograms, and removes an entry', async () => {
  const { requests } = open();
  await userEvent.click(await screen.findByRole('button', { name: 'Add a record' }));
  const form = screen.getByRole('form', { name: 'Add a record' });
  await userEvent.click(within(form).getByRole('button', { name: /Benchmark/ }));
  await userEvent.click(await screen.findByRole('option', { name: '1RM Back Squat' }));
  await userEvent.type(within(form).getByRole('textbox', { name: 'Value (lb)' }), '265');
  await userEvent.click(within(form).getByRole('button', { name: 'Save record' }));
  expect(await within(form).findByText('Record saved')).toBeInTheDocument();
  const sent = requests.find((r) => r.path === endpoints.addBenchmarkEntry.path)!.options
    .body as BenchmarkEntryRequest;
  expect(sent.benchmark_id).toBe(1);
  expect(sent.value).toBeCloseTo(120.202, 3);

  const squat = await screen.findByRole('row', { name: /1RM Back Squat/ });
  await waitFor(() => expect(squat).toHaveTextContent('265 lb'));
  await userEvent.click(within(squat).getByRole('button', { name: '1RM Back Squat' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Remove 1RM Back Squat of 2026-01-05' }));
  await waitFor(() =>
    expect(
      screen.queryByRole('button', { name: 'Remove 1RM Back Squat of 2026-01-05' }),
    ).not.toBeInTheDocument(),
  );
});

test('an empty value is refused before sending, with the contracts’ message', async () => {
  const { requests } = open();
  await userEvent.click(await screen.findByRole('button', { name: 'Add a record' }));
  const form = screen.getByRole('form', { name: 'Add a record' });
  await userEvent.click(within(form).getByRole('button', { name: 'Save record' }));
  expect(await within(form).findByText('Enter a value above 0.')).toBeInTheDocument();
  expect(within(form).getByText('Choose a benchmark.')).toBeInTheDocument();
  expect(requests.some((r) => r.path === endpoints.addBenchmarkEntry.path)).toBe(false);
});

test('times are typed as minutes and seconds', () => {
  expect(secondsFromText('5:30')).toBe(330);
  expect(secondsFromText('1:02:03')).toBe(3723);
  expect(secondsFromText('95')).toBe(95);
  expect(secondsFromText('5:3a')).toBeNaN();
});
