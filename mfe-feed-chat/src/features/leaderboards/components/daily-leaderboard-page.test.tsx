import { endpoints, type DailyLeaderboard, type Endpoint, type RequestOptions } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DailyLeaderboardPage } from './daily-leaderboard-page';
import { DailyLeaderboardsPage } from './daily-leaderboards-page';

const standing = (rank: number, full_name: string, score: number, scaled = false) => ({
  result_id: `result-${full_name}`,
  user_id: rank,
  full_name,
  score,
  scaled,
  comment: '',
  logged_at: '2026-11-25T10:00:00Z',
  rank,
});

const board: DailyLeaderboard = {
  id: 3,
  program_id: 9,
  program_title: 'Engine',
  date: '2026-11-25',
  session_index: 0,
  section_index: 1,
  section_title: 'Metcon',
  score_kind: 'time',
  lower_is_better: true,
  people: 3,
  rx: [standing(1, 'Ben Okafor', 280), standing(2, 'Ana Lima', 300)],
  scaled: [standing(1, 'Dan Wu', 200, true)],
};

function open(answer: (endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>) => unknown) {
  return renderWithPlatform(<DailyLeaderboardPage />, {
    me: fakeMe(),
    request: answer,
    route: '/leaderboards/daily/3',
    path: '/leaderboards/daily/:id',
  });
}

test('the board ranks as prescribed scores, and the Scaled tab shows the scaled board, by keyboard', async () => {
  open((endpoint, options) => {
    expect(endpoint).toBe(endpoints.dailyLeaderboard);
    expect(options.params).toEqual({ board_id: 3 });
    return board;
  });
  expect(await screen.findByRole('heading', { name: 'Engine · Metcon' })).toBeInTheDocument();
  const rows = within(screen.getByRole('tabpanel')).getAllByTestId('standing');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^1Ben Okafor4:40/),
    expect.stringMatching(/^2Ana Lima5:00/),
  ]);
  expect(screen.getByRole('link', { name: "Comments on Ben Okafor's score" })).toHaveAttribute(
    'href',
    '/leaderboards/daily/3/comments/result-Ben%20Okafor',
  );

  await userEvent.click(screen.getByRole('tab', { name: 'Rx (2)' }));
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Scaled (1)' })).toHaveAttribute('aria-selected', 'true');
  const scaled = within(screen.getByRole('tabpanel')).getAllByTestId('standing');
  expect(scaled.map((row) => row.textContent)).toEqual([expect.stringMatching(/^1Dan Wu3:20/)]);
});

test('a board that cannot be loaded says so and offers to try again', async () => {
  let fail = true;
  open(() => {
    if (fail) throw new Error('offline');
    return board;
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('The leaderboard could not be loaded.');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Engine · Metcon' })).toBeInTheDocument();
});

test('the list of boards links each one with its day, kind and people', async () => {
  const { rx: _rx, scaled: _scaled, ...summary } = board;
  renderWithPlatform(<DailyLeaderboardsPage />, {
    me: fakeMe(),
    request: () => ({ boards: [summary] }),
    route: '/leaderboards/daily',
    path: '/leaderboards/daily',
  });
  const link = await screen.findByRole('link', { name: /Engine · Metcon/ });
  expect(link).toHaveAttribute('href', '/leaderboards/daily/3');
  expect(link).toHaveTextContent('3 people');
});

test('the list says when no board has results yet', async () => {
  renderWithPlatform(<DailyLeaderboardsPage />, {
    me: fakeMe(),
    request: () => ({ boards: [] }),
    route: '/leaderboards/daily',
    path: '/leaderboards/daily',
  });
  expect(await screen.findByText(/No results logged in the last 60 days/)).toBeInTheDocument();
});
