import { endpoints, messages, type ScheduleTrack } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freeSubscription } from '../../testing/program-fakes';
import { ScheduleBuilder } from './schedule-builder';
import { emptyWeek } from './schedule-edits';

const library = [
  {
    id: 1,
    name: 'Back Squat',
    category: 'strength',
    equipment: 'barbell',
    muscle_group: 'legs',
    library: true,
  },
  {
    id: 2,
    name: 'Row',
    category: 'cardio',
    equipment: 'rowing machine',
    muscle_group: 'conditioning',
    library: true,
  },
];
const track: ScheduleTrack = { id: 4, title: 'Main', archived: false, weeks: [emptyWeek()] };

test('a program without training offers to start the schedule, which creates its first track', async () => {
  const { requests } = renderWithPlatform(<ScheduleBuilder planId={7} />, {
    me: fakeMe(),
    request: (endpoint) =>
      endpoint === endpoints.programTracks ? [] : endpoint === endpoints.createTrack ? track : library,
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Start the schedule' }));
  expect(await screen.findByTestId('schedule-builder')).toBeInTheDocument();
  expect(
    requests.find((r) => r.path === endpoints.createTrack.path && r.options.body)?.options.body,
  ).toMatchObject({
    title: 'Main',
    weeks: [{ buffer: false, days: expect.arrayContaining([{ sessions: [] }]) }],
  });
});

test('a coach adds a session with an exercise and its sets, copies the day to another, and saves the track', async () => {
  const user = userEvent.setup();
  const { requests } = renderWithPlatform(<ScheduleBuilder planId={7} />, {
    me: fakeMe(),
    request: (endpoint, options) =>
      endpoint === endpoints.programTracks
        ? [track]
        : endpoint === endpoints.saveTrack
          ? { ...track, ...(options.body as object) }
          : library,
  });
  const day1 = await screen.findByTestId('day-0-0');
  await user.click(within(day1).getByRole('button', { name: 'Add session' }));
  await user.type(within(day1).getByRole('combobox', { name: 'Add exercise' }), 'Back');
  await user.click(await screen.findByRole('option', { name: 'Back Squat' }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await user.type(within(day1).getByRole('textbox', { name: 'Sets' }), '5');
  await user.type(within(day1).getByRole('textbox', { name: 'Reps' }), '5');
  expect(screen.getByTestId('schedule-state')).toHaveTextContent('Unsaved changes');

  await user.click(within(day1).getByRole('button', { name: 'Copy day' }));
  await user.click(within(screen.getByTestId('day-0-2')).getByRole('button', { name: 'Paste day' }));
  await user.click(screen.getByTestId('save-schedule'));
  await waitFor(() => expect(screen.getByTestId('schedule-state')).toHaveTextContent('Saved'));

  const saved = requests.find((r) => r.path === endpoints.saveTrack.path)!.options.body as ScheduleTrack;
  const planned = { exercise_id: 1, prescription: { sets: 5, reps: '5' }, superset_group: null };
  expect(saved.weeks[0]!.days[0]!.sessions[0]!.sections[0]!.exercises).toEqual([planned]);
  expect(saved.weeks[0]!.days[2]).toEqual(saved.weeks[0]!.days[0]);
  expect(saved.weeks[0]!.days[1]).toEqual({ sessions: [] });
});

test("a refused save shows the API's words and keeps what was built", async () => {
  renderWithPlatform(<ScheduleBuilder planId={7} />, {
    me: fakeMe({ current: { subscription: freeSubscription(0) } }),
    request: (endpoint) => {
      if (endpoint === endpoints.saveTrack) throw new Error(messages.training.exerciseUnknown);
      return endpoint === endpoints.programTracks ? [track] : library;
    },
  });
  const day1 = await screen.findByTestId('day-0-0');
  await userEvent.click(within(day1).getByRole('button', { name: 'Add session' }));
  await userEvent.click(screen.getByTestId('save-schedule'));
  expect(await screen.findByText(messages.training.exerciseUnknown)).toBeInTheDocument();
  expect(screen.getByTestId('session-0-0-0')).toBeInTheDocument();
  expect(screen.getByTestId('schedule-state')).toHaveTextContent('Unsaved changes');
});

const twoExercises: ScheduleTrack = {
  ...track,
  weeks: [
    {
      buffer: false,
      days: [
        {
          sessions: [
            {
              title: 'Engine',
              sections: [
                {
                  title: 'Main',
                  exercises: [
                    { exercise_id: 1, prescription: { sets: 3 }, superset_group: null },
                    { exercise_id: 2, prescription: { time_seconds: 60 }, superset_group: null },
                  ],
                },
              ],
            },
          ],
        },
        ...emptyWeek().days.slice(1),
      ],
    },
  ],
};

test('with the keyboard alone a coach reorders exercises, pairs them in a superset, and moves the session to another day', async () => {
  const user = userEvent.setup();
  const { requests } = renderWithPlatform(<ScheduleBuilder planId={7} />, {
    me: fakeMe({ current: { subscription: freeSubscription(0) } }),
    request: (endpoint, options) =>
      endpoint === endpoints.programTracks
        ? [twoExercises]
        : endpoint === endpoints.saveTrack
          ? { ...twoExercises, ...(options.body as object) }
          : library,
  });
  const row = await screen.findByRole('group', { name: 'Row' });
  await user.click(within(row).getByRole('button', { name: 'Move up' }));
  const squat = screen.getByRole('group', { name: 'Back Squat' });
  await user.click(within(squat).getByRole('button', { name: 'Superset with above' }));
  expect(screen.getByRole('group', { name: 'A1 Row' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'A2 Back Squat' })).toBeInTheDocument();
  // FREE: supersets are shown with the plan's rule before saving.
  expect(screen.getByText(messages.training.supersetsNeedProfessional)).toBeInTheDocument();

  const session = screen.getByTestId('session-0-0-0');
  await user.click(within(session).getByRole('button', { name: /Move to/ }));
  await user.click(await screen.findByRole('option', { name: 'Day 4' }));
  expect(await within(screen.getByTestId('day-0-3')).findByDisplayValue('Engine')).toBeInTheDocument();
  await user.click(within(screen.getByRole('region', { name: 'Week 1' })).getByLabelText(/Buffer week/));
  await user.click(screen.getByTestId('save-schedule'));

  await waitFor(() => expect(requests.some((r) => r.path === endpoints.saveTrack.path)).toBe(true));
  const saved = requests.find((r) => r.path === endpoints.saveTrack.path)!.options.body as ScheduleTrack;
  expect(saved.weeks[0]!.buffer).toBe(true);
  expect(saved.weeks[0]!.days[0]).toEqual({ sessions: [] });
  expect(saved.weeks[0]!.days[3]!.sessions[0]!.sections[0]!.exercises).toEqual([
    { exercise_id: 2, prescription: { time_seconds: 60 }, superset_group: 'A' },
    { exercise_id: 1, prescription: { sets: 3 }, superset_group: 'A' },
  ]);
});
