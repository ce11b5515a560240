import {
  endpoints,
  type ChallengeLeaderboard,
  type ClientProfile,
  type ClientRecords,
  type CoachClientChallenges,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient } from '../../testing/client-fakes';
import { ClientProfilePage, type ClientProfileRoute } from './client-profile-page';

const profile: ClientProfile = {
  user: { id: 30, full_name: 'Ann Athlete', email: 'ann@example.com', avatar_url: null },
  programs: [fakeClient({ plan_title: 'Strong Start', user_id: 30 })],
};
const records: ClientRecords = {
  units: { weight_unit: 'kg', length_unit: 'cm' },
  benchmarks: [{ id: 4, name: '2,000 m Row', measure: 'time' }],
  benchmark_entries: [
    { id: 1, benchmark_id: 4, value: 480, recorded_on: '2026-01-10', note: '' },
    { id: 2, benchmark_id: 4, value: 462, recorded_on: '2026-03-10', note: 'Negative split' },
  ],
  body_metrics: [],
};

const fran = {
  id: 9,
  account_id: null,
  title: 'Fran',
  description: '21-15-9 thrusters and pull-ups.',
  score_kind: 'time' as const,
  lower_is_better: true,
  library: true,
};
const best = {
  id: 71,
  user_id: 30,
  full_name: 'Ann Athlete',
  score: 300,
  scaled: false,
  note: 'PR',
  logged_at: '2026-03-02T10:00:00.000Z',
};
const challenges: CoachClientChallenges = {
  challenges: [
    {
      challenge: fran,
      joined_at: '2026-03-01T09:00:00.000Z',
      scores: [best, { ...best, id: 70, score: 330, note: '', logged_at: '2026-03-01T10:00:00.000Z' }],
      standing: { ...best, rank: 2 },
      ranked: 3,
    },
    {
      challenge: { ...fran, id: 10, title: 'Grace', description: '30 clean and jerks.' },
      joined_at: '2026-03-03T09:00:00.000Z',
      scores: [],
      standing: null,
      ranked: 0,
    },
  ],
};
const board: ChallengeLeaderboard = {
  challenge: fran,
  account_id: 3,
  standings: [
    { ...best, id: 80, user_id: 31, full_name: 'Bo Fast', score: 250, note: '', rank: 1 },
    { ...best, rank: 2 },
  ],
  mine: [],
};

const paths: Record<ClientProfileRoute, string> = {
  show_client_programs: '/coach/clients/:athlete_id/programs',
  show_client_benchmarks: '/coach/clients/:athlete_id/benchmarks',
  show_client_body_metrics: '/coach/clients/:athlete_id/body-metrics',
  show_client_challenges: '/coach/clients/:athlete_id/challenges',
  'client-profile-benchmark': '/coach/clients/:athlete_id/benchmarks/:metric_id',
  'client-profile-body-metric': '/coach/clients/:athlete_id/body-metrics/:metric_id',
  'client-profile-challenge': '/coach/clients/:athlete_id/challenges/:metric_id',
};

const open = (route: ClientProfileRoute, address: string) =>
  renderWithPlatform(<ClientProfilePage route={route} />, {
    me: fakeMe(),
    route: address,
    path: paths[route],
    request: (endpoint) =>
      endpoint === endpoints.clientProfile
        ? profile
        : endpoint === endpoints.athleteRecords
          ? records
          : endpoint === endpoints.coachClientChallenges
            ? challenges
            : endpoint === endpoints.challengeLeaderboard
              ? board
              : endpoint === endpoints.openConversation
                ? { id: 44, kind: 'conversation' }
                : endpoint === endpoints.clientNotes
                  ? { notes: [], hidden: 0, can_add: true }
                  : undefined,
  });

test("a client's profile lists the account's programs they joined", async () => {
  const { requests } = open('show_client_programs', '/coach/clients/30/programs');
  expect(await screen.findByTestId('client-profile-name')).toHaveTextContent('Ann Athlete');
  expect(screen.getByRole('tab', { name: 'Programs', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Ann Athlete/ })).toHaveTextContent('Strong Start');
  expect(requests[0]!.options.params).toEqual({ athlete_id: 30 });
});

test('Message opens the account’s conversation with the client', async () => {
  const { requests, platform } = open('show_client_programs', '/coach/clients/30/programs');
  await userEvent.click(await screen.findByRole('button', { name: 'Message' }));
  expect(platform.navigate).toHaveBeenCalledWith('conversation', { conversation_id: 44 });
  expect(requests.find((r) => r.path === endpoints.openConversation.path)!.options.body).toEqual({
    user_id: 30,
  });
});

test('the benchmarks tab shows the fastest time as the record, and a benchmark opens its history', async () => {
  const { platform } = open('show_client_benchmarks', '/coach/clients/30/benchmarks');
  const row = await screen.findByRole('row', { name: /2,000 m Row/ });
  expect(row).toHaveTextContent('7:42 (2026-03-10)');
  await userEvent.click(within(row).getByRole('button', { name: '2,000 m Row' }));
  expect(platform.navigate).toHaveBeenCalledWith('client-profile-benchmark', {
    athlete_id: 30,
    metric_id: '4',
  });
});

test("a benchmark's own address shows its history under the Benchmarks tab", async () => {
  open('client-profile-benchmark', '/coach/clients/30/benchmarks/4');
  const history = await screen.findByRole('region', { name: '2,000 m Row history' });
  expect(within(history).getByRole('row', { name: /2026-03-10/ })).toHaveTextContent('Personal record');
  expect(screen.getByRole('tab', { name: 'Benchmarks', selected: true })).toBeInTheDocument();
});

test('an empty body metrics tab says what will show there', async () => {
  open('show_client_body_metrics', '/coach/clients/30/body-metrics');
  expect(await screen.findByText('No body metrics yet')).toBeInTheDocument();
});

test("the challenges tab lists the client's challenges in the community with best score and place, and opens one", async () => {
  const { platform, requests } = open('show_client_challenges', '/coach/clients/30/challenges');
  const table = await screen.findByTestId('client-challenges');
  const franRow = within(table).getByRole('row', { name: /Fran/ });
  expect(franRow).toHaveTextContent('5:00');
  expect(franRow).toHaveTextContent('2 of 3');
  expect(within(table).getByRole('row', { name: /Grace/ })).toHaveTextContent('No score yet');
  expect(requests.find((r) => r.path === endpoints.coachClientChallenges.path)!.options.params).toEqual({
    athlete_id: 30,
  });
  await userEvent.click(within(franRow).getByRole('button', { name: 'Fran' }));
  expect(platform.navigate).toHaveBeenCalledWith('client-profile-challenge', {
    athlete_id: 30,
    metric_id: 9,
  });
});

test("a challenge's own address shows every score of the client, their best marked, and the community board", async () => {
  open('client-profile-challenge', '/coach/clients/30/challenges/9');
  const detail = await screen.findByRole('region', { name: 'Fran' });
  expect(within(detail).getByTestId('client-challenge-place')).toHaveTextContent(
    'Place: 2 of 3 · Best: 5:00',
  );
  const scores = within(detail).getByTestId('client-challenge-scores');
  expect(within(scores).getByRole('row', { name: /2026-03-02/ })).toHaveTextContent('Best');
  expect(within(scores).getByRole('row', { name: /2026-03-01/ })).toHaveTextContent('5:30');
  expect(await within(detail).findByRole('row', { name: /Bo Fast/ })).toHaveTextContent('4:10');
  expect(screen.getByRole('tab', { name: 'Challenges', selected: true })).toBeInTheDocument();
});

test('a challenge the client has not joined says so', async () => {
  open('client-profile-challenge', '/coach/clients/30/challenges/999');
  expect(await screen.findByText('Challenge not found')).toBeInTheDocument();
});
