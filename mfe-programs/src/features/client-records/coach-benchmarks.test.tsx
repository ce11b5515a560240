import { endpoints, type AccountBenchmarks } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoachBenchmarksPage } from './coach-benchmarks-page';

const data: AccountBenchmarks = {
  units: { weight_unit: 'lb', length_unit: 'in' },
  benchmarks: [
    { id: 1, name: '1RM Back Squat', measure: 'load' },
    { id: 2, name: '5 km Run', measure: 'time' },
    { id: 3, name: 'Max Push-ups', measure: 'reps' },
  ],
  records: [
    { benchmark_id: 1, user_id: 20, full_name: 'Ana Lima', value: 140, recorded_on: '2026-01-07' },
    { benchmark_id: 1, user_id: 21, full_name: 'Ben Okafor', value: 100, recorded_on: '2026-02-05' },
    { benchmark_id: 2, user_id: 21, full_name: 'Ben Okafor', value: 1320, recorded_on: '2026-01-08' },
  ],
};

test('the coach sees every client’s record in a benchmark, best first, in the coach’s units, each leading to the client', async () => {
  const { platform } = renderWithPlatform(<CoachBenchmarksPage />, {
    me: fakeMe(),
    request: (endpoint) => (endpoint === endpoints.accountBenchmarks ? data : null),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Benchmarks' })).toBeInTheDocument();
  const board = await screen.findByRole('grid', { name: '1RM Back Squat records' });
  const rows = within(board).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    '1Ana Lima308.6 lb2026-01-07',
    '2Ben Okafor220.5 lb2026-02-05',
  ]);

  await userEvent.click(within(board).getByRole('link', { name: 'Ben Okafor' }));
  expect(platform.navigate).toHaveBeenCalledWith(
    'client-profile-benchmark',
    { athlete_id: 21, metric_id: 1 },
    undefined,
  );

  // Another benchmark; one nobody has recorded says so.
  const choose = async (name: RegExp) => {
    await userEvent.click(screen.getByRole('button', { name: /Benchmark/ }));
    await userEvent.click(await screen.findByRole('option', { name }));
  };
  await choose(/^5 km Run \(1 client\)/);
  expect(await screen.findByRole('grid', { name: '5 km Run records' })).toHaveTextContent('22:00');
  await choose(/^Max Push-ups$/);
  expect(await screen.findByText('No one has recorded Max Push-ups yet')).toBeInTheDocument();
});

test('before any client records a benchmark the page says what will show there', async () => {
  renderWithPlatform(<CoachBenchmarksPage />, {
    me: fakeMe(),
    request: () => ({ ...data, records: [] }),
  });
  expect(await screen.findByText('No benchmarks recorded yet')).toBeInTheDocument();
});
