import {
  endpoints,
  messages,
  type Challenge,
  type ChallengeLeaderboard,
  type ClientChallenges,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChallengesPage } from './challenges-page';
import { ClientChallengesPanel } from './client-challenges-panel';

const murph: Challenge = {
  id: 1,
  account_id: null,
  title: 'Murph',
  description: '1 mile run, 100 pull-ups, 200 push-ups, 300 air squats, 1 mile run.',
  score_kind: 'time',
  lower_is_better: true,
  library: true,
};
const own: Challenge = {
  id: 2,
  account_id: 7,
  title: 'Gym deadlift ladder',
  description: 'Climb in 10 kg jumps.',
  score_kind: 'load',
  lower_is_better: false,
  library: false,
};
const board = (challenge: Challenge, mine = false): ChallengeLeaderboard => ({
  challenge,
  account_id: 7,
  standings: [
    {
      id: 5,
      rank: 1,
      user_id: 20,
      full_name: 'Ben Okafor',
      score: 2400,
      scaled: false,
      note: '',
      logged_at: '2026-01-03T10:00:00.000Z',
    },
    {
      id: 6,
      rank: 2,
      user_id: 21,
      full_name: 'Ana Lima',
      score: 2700,
      scaled: true,
      note: '',
      logged_at: '2026-01-02T10:00:00.000Z',
    },
  ],
  mine: mine
    ? [
        {
          id: 6,
          user_id: 21,
          full_name: 'Ana Lima',
          score: 2700,
          scaled: true,
          note: '',
          logged_at: '2026-01-02T10:00:00.000Z',
        },
      ]
    : [],
});

test("a coach filters the library, opens a challenge's board and creates a challenge of the account's own", async () => {
  const user = userEvent.setup();
  const { requests } = renderWithPlatform(<ChallengesPage route="challenges-library" />, {
    me: fakeMe(),
    request: (endpoint, options) => {
      if (endpoint === endpoints.coachChallenges) return [own, murph];
      if (endpoint === endpoints.challengeLeaderboard) return board(murph);
      if (endpoint === endpoints.createChallenge) return { ...own, id: 3, ...(options.body as object) };
      return undefined;
    },
  });
  const table = await screen.findByTestId('challenge-table');
  expect(within(table).getByText('Gym deadlift ladder')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Source/ }));
  await user.click(await screen.findByRole('option', { name: 'Coachforge library' }));
  await waitFor(() => expect(within(table).queryByText('Gym deadlift ladder')).not.toBeInTheDocument());

  await user.click(within(table).getByRole('button', { name: 'Leaderboard of Murph' }));
  const shown = await screen.findByTestId('challenge-board');
  const rows = within(shown).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringContaining('Ben Okafor40:00'),
    expect.stringContaining('Ana Lima45:00 Scaled'),
  ]);
  expect(requests.find((r) => r.path === endpoints.challengeLeaderboard.path)!.options.params).toEqual({
    challenge_id: 1,
  });

  await user.click(screen.getByRole('button', { name: 'New challenge' }));
  const dialog = await screen.findByRole('dialog', { name: 'New challenge' });
  await user.click(within(dialog).getByRole('button', { name: 'Create challenge' }));
  expect(await within(dialog).findByText(messages.challenges.titleRequired)).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Max plank');
  await user.click(within(dialog).getByRole('button', { name: /Scored by/ }));
  await user.click(await screen.findByRole('option', { name: 'Reps' }));
  await user.click(within(dialog).getByRole('button', { name: 'Create challenge' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(
    requests.find((r) => r.path === endpoints.createChallenge.path && r.options.body)!.options.body,
  ).toEqual({
    title: 'Max plank',
    description: '',
    score_kind: 'reps',
    lower_is_better: false,
  });
});

const clientData: ClientChallenges = {
  communities: [{ account_id: 7, name: 'North Gym' }],
  challenges: [murph, own],
  joined: [],
};

test('a client joins a challenge in their coach’s community, logs a time as m:ss and sees the board', async () => {
  const user = userEvent.setup();
  let joined = false;
  const { requests } = renderWithPlatform(<ClientChallengesPanel />, {
    me: fakeMe(),
    request: (endpoint, options) => {
      if (endpoint === endpoints.clientChallenges)
        return { ...clientData, joined: joined ? [{ challenge_id: 1, account_id: 7 }] : [] };
      if (endpoint === endpoints.joinChallenge) {
        joined = true;
        return { challenge_id: 1, account_id: 7 };
      }
      if (endpoint === endpoints.logChallengeScore)
        return {
          id: 9,
          user_id: 21,
          full_name: 'Ana Lima',
          ...(options.body as object),
          logged_at: '2026-01-04T00:00:00.000Z',
        };
      if (endpoint === endpoints.clientChallengeLeaderboard) return board(murph, true);
      return undefined;
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Join Murph' }));
  const open = await screen.findByTestId('open-challenge');
  expect(requests.find((r) => r.path === endpoints.joinChallenge.path)!.options.body).toEqual({
    account_id: 7,
  });

  const field = within(open).getByRole('textbox', { name: 'Time (m:ss)' });
  await user.type(field, 'fast{Enter}');
  expect(await within(open).findByText(messages.challenges.scoreInvalid)).toBeInTheDocument();
  await user.clear(field);
  await user.type(field, '42:30{Enter}');
  await waitFor(() => expect(requests.some((r) => r.path === endpoints.logChallengeScore.path)).toBe(true));
  expect(requests.find((r) => r.path === endpoints.logChallengeScore.path)!.options.body).toEqual({
    account_id: 7,
    score: 2550,
    scaled: false,
    note: '',
  });
  expect(await within(open).findByText('Ben Okafor')).toBeInTheDocument();
  expect(within(open).getByText('Your scores: 45:00')).toBeInTheDocument();
});

test('a client without a coach is told challenges are taken on with one', async () => {
  renderWithPlatform(<ClientChallengesPanel />, {
    me: fakeMe(),
    request: () => ({ communities: [], challenges: [murph], joined: [] }),
  });
  expect(await screen.findByText(messages.challenges.noCommunity)).toBeInTheDocument();
});

test('the library of hundreds is shown 50 at a time, sorted and searched whole', async () => {
  const many: Challenge[] = Array.from({ length: 120 }, (_, index) => ({
    ...murph,
    id: 100 + index,
    title: `Challenge ${String(index).padStart(3, '0')}`,
  }));
  renderWithPlatform(<ChallengesPage route="product_challenges_library" />, {
    me: fakeMe(),
    request: () => many,
  });
  const table = await screen.findByRole('grid', { name: 'Challenges' });
  const titles = () =>
    within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
  expect(titles()).toHaveLength(50);
  expect(titles()[0]).toBe('Challenge 000');
  const pages = screen.getByTestId('challenge-table-pages');
  await userEvent.click(within(pages).getByRole('button', { name: messages.ui.page(3) }));
  expect(titles()).toEqual(many.slice(100).map((challenge) => challenge.title));

  // Sorting orders all of them, not the page, and starts again from the first page.
  await userEvent.click(within(table).getByRole('columnheader', { name: 'Challenge' }));
  await userEvent.click(within(table).getByRole('columnheader', { name: /Challenge/ }));
  await waitFor(() => expect(titles()[0]).toBe('Challenge 119'));
  await userEvent.click(screen.getByRole('textbox', { name: 'Search challenges' }));
  await userEvent.paste('Challenge 05');
  await waitFor(() => expect(titles()).toHaveLength(10));
  expect(screen.queryByTestId('challenge-table-pages')).not.toBeInTheDocument();
});
