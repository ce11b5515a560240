import { endpoints, type ChallengeLeaderboard } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChallengeLeaderboardPage } from './challenge-leaderboard-page';

const standing = (id: number, rank: number, full_name: string, score: number, scaled = false) => ({
  id,
  user_id: id,
  full_name,
  score,
  scaled,
  note: '',
  logged_at: '2026-11-25T10:00:00Z',
  rank,
});

const board: ChallengeLeaderboard = {
  challenge: {
    id: 4,
    account_id: 1,
    title: 'Gym 500 m row',
    description: '',
    score_kind: 'time',
    lower_is_better: true,
    library: false,
  },
  account_id: 1,
  standings: [
    standing(11, 1, 'Ben Okafor', 95),
    standing(12, 2, 'Ana Lima', 101),
    standing(13, 3, 'Dan Wu', 90, true),
  ],
  mine: [],
};

test('the challenge board reads the account’s board and shows scaled scores on their own tab', async () => {
  renderWithPlatform(<ChallengeLeaderboardPage />, {
    me: fakeMe(),
    request: (endpoint, options) => {
      expect(endpoint).toBe(endpoints.challengeLeaderboard);
      expect(options.params).toEqual({ challenge_id: 4 });
      return board;
    },
    route: '/leaderboards/challenges/4',
    path: '/leaderboards/challenges/:id',
  });
  expect(await screen.findByRole('heading', { name: 'Gym 500 m row' })).toBeInTheDocument();
  const rx = within(screen.getByRole('tabpanel')).getAllByTestId('standing');
  expect(rx.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^1Ben Okafor1:35/),
    expect.stringMatching(/^2Ana Lima1:41/),
  ]);
  await userEvent.click(screen.getByRole('tab', { name: 'Scaled (1)' }));
  const scaled = within(screen.getByRole('tabpanel')).getAllByTestId('standing');
  expect(scaled.map((row) => row.textContent)).toEqual([expect.stringMatching(/^1Dan Wu1:30/)]);
  expect(screen.getByRole('link', { name: "Comments on Dan Wu's score" })).toHaveAttribute(
    'href',
    '/leaderboards/challenges/4/comments/13',
  );
});
