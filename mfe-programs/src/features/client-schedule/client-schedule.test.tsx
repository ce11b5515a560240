import {
  endpoints,
  type ClientSchedule,
  type ClientScheduleRequest,
  type Endpoint,
  type RequestOptions,
  type ScheduleTrack,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientSchedulePage } from './client-schedule-page';

const rest = { sessions: [] };
const programTrack: ScheduleTrack = {
  id: 3,
  title: 'Main',
  archived: false,
  weeks: [
    {
      buffer: false,
      days: [
        { sessions: [{ title: 'Group day', sections: [{ title: 'Strength', exercises: [] }] }] },
        rest,
        rest,
        rest,
        rest,
        rest,
        rest,
      ],
    },
  ],
};

const pending: ClientSchedule = {
  client: {
    id: 42,
    full_name: 'Ana Pending',
    email: 'ana@example.com',
    state: 'pending',
    joined: false,
    start_day: null,
  },
  track: null,
};

function open(schedule: ClientSchedule) {
  let saved: ClientScheduleRequest | null = null;
  const answer = (endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>) => {
    if (endpoint === endpoints.clientSchedule)
      return saved ? { ...schedule, track: { id: 9, ...saved.track } } : schedule;
    if (endpoint === endpoints.programTracks) return [programTrack];
    if (endpoint === endpoints.exercises) return [];
    if (endpoint === endpoints.saveClientSchedule) {
      saved = options.body as ClientScheduleRequest;
      return { client: { ...schedule.client, start_day: saved.start_day }, track: { id: 9, ...saved.track } };
    }
    return undefined;
  };
  const rendered = renderWithPlatform(<ClientSchedulePage />, {
    me: fakeMe(),
    request: answer,
    route: '/coach/programs/edit/7/calendar/42',
    path: '/coach/programs/edit/:plan_id/calendar/:user_id',
  });
  return { ...rendered, saved: () => saved };
}

test('a pending client without a calendar of their own is started from the program schedule and saved for them', async () => {
  const { saved } = open(pending);
  expect(await screen.findByText(/Ana Pending has not joined yet/)).toBeInTheDocument();
  expect(
    screen.getByText(/Until you write one, Ana Pending follows the program's schedule/),
  ).toBeInTheDocument();

  await userEvent.click(await screen.findByRole('button', { name: "Start from the program's schedule" }));
  expect(await screen.findByDisplayValue('Group day')).toBeInTheDocument();
  // Nothing is stored until the coach saves.
  expect(screen.getByTestId('schedule-state')).toHaveTextContent('Unsaved changes');
  expect(saved()).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
  await waitFor(() => expect(screen.getByTestId('schedule-state')).toHaveTextContent('Saved'));
  expect(saved()).toEqual({
    track: { title: 'Calendar of Ana Pending', archived: false, weeks: programTrack.weeks },
    start_day: null,
  });
});

test('starting empty gives one empty week, and an address without a client id says so', async () => {
  open(pending);
  await userEvent.click(await screen.findByRole('button', { name: 'Start empty' }));
  expect(await screen.findByRole('region', { name: 'Week 1' })).toBeInTheDocument();
  expect(screen.queryByDisplayValue('Group day')).not.toBeInTheDocument();

  renderWithPlatform(<ClientSchedulePage />, {
    me: fakeMe(),
    request: () => undefined,
    route: '/coach/programs/edit/7/calendar/nobody',
    path: '/coach/programs/edit/:plan_id/calendar/:user_id',
  });
  expect(await screen.findByText('Client not found')).toBeInTheDocument();
});

test("a client's saved calendar opens in the editor with its start date", async () => {
  open({
    client: { ...pending.client, state: 'active', joined: true, start_day: '2026-12-07' },
    track: { ...programTrack, id: 9, title: 'Calendar of Ana Pending' },
  });
  expect(await screen.findByDisplayValue('Group day')).toBeInTheDocument();
  expect(screen.queryByText(/has not joined yet/)).not.toBeInTheDocument();
  expect(screen.getByTestId('client-start-day')).toHaveTextContent(/07.*12.*2026/);
  expect(screen.getByTestId('schedule-state')).toHaveTextContent('');
});
