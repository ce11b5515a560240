import { endpoints, messages, type Exercise } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freeSubscription } from '../../testing/program-fakes';
import { ExerciseLibraryPage } from './exercise-library-page';

const exercises: Exercise[] = [
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
    name: 'Rowing',
    category: 'cardio',
    equipment: 'rower',
    muscle_group: 'conditioning',
    library: true,
  },
  {
    id: 3,
    name: 'Développé Pressé',
    category: 'strength',
    equipment: 'dumbbells',
    muscle_group: 'chest',
    library: false,
    video_media_id: null,
  },
];

const rows = () => within(screen.getByTestId('exercise-table')).getAllByRole('row').slice(1);

test('the library is searched without minding accents and filtered by category and source', async () => {
  const user = userEvent.setup();
  renderWithPlatform(<ExerciseLibraryPage />, { me: fakeMe(), request: () => exercises });
  expect(await screen.findByTestId('exercise-count')).toHaveTextContent('3 of 3 exercises');
  await user.type(screen.getByRole('textbox', { name: 'Search exercises' }), 'presse');
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(rows()[0]).toHaveTextContent('Développé Pressé');
  await user.clear(screen.getByRole('textbox', { name: 'Search exercises' }));

  await user.click(screen.getByRole('button', { name: /Source/ }));
  await user.click(await screen.findByRole('option', { name: 'Coachforge library' }));
  await user.click(screen.getByRole('button', { name: /Metric category/ }));
  await user.click(await screen.findByRole('option', { name: 'Cardio' }));
  await waitFor(() => expect(screen.getByTestId('exercise-count')).toHaveTextContent('1 of 3 exercises'));
  expect(rows()[0]).toHaveTextContent('Rowing');
});

test('a PROFESSIONAL coach creates an exercise, and edits their own with the category fixed', async () => {
  const user = userEvent.setup();
  const { requests } = renderWithPlatform(<ExerciseLibraryPage />, {
    me: fakeMe(),
    request: (endpoint, options) =>
      endpoint === endpoints.exercises ? exercises : { id: 9, library: false, ...(options.body as object) },
  });
  await user.click(await screen.findByRole('button', { name: 'New exercise' }));
  const dialog = screen.getByTestId('exercise-dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Create exercise' }));
  expect(await within(dialog).findByText(messages.exercises.nameRequired)).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sled Push');
  await user.type(within(dialog).getByRole('textbox', { name: 'Equipment' }), 'sled');
  await user.click(within(dialog).getByRole('button', { name: 'Create exercise' }));
  await waitFor(() => expect(screen.queryByTestId('exercise-dialog')).not.toBeInTheDocument());
  expect(
    requests.find((r) => r.path === endpoints.createExercise.path && r.options.body)?.options.body,
  ).toEqual({
    name: 'Sled Push',
    category: 'strength',
    equipment: 'sled',
    muscle_group: '',
    video_media_id: null,
  });

  // Only the coach's own exercise has Edit; its category cannot change.
  const own = rows().find((row) => row.textContent?.includes('Développé'))!;
  expect(rows().filter((row) => within(row).queryByRole('button', { name: 'Edit' }))).toHaveLength(1);
  await user.click(within(own).getByRole('button', { name: 'Edit' }));
  const edit = screen.getByTestId('exercise-dialog');
  expect(within(edit).getByText(messages.exercises.categoryFixed)).toBeInTheDocument();
  expect(within(edit).getByRole('button', { name: /Metric category/ })).toBeDisabled();
});

test('a FREE coach reads the library and is told what creating exercises needs', async () => {
  renderWithPlatform(<ExerciseLibraryPage />, {
    me: fakeMe({ current: { subscription: freeSubscription(0) } }),
    request: () => exercises,
  });
  expect(await screen.findByText(messages.exercises.needProfessional)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'New exercise' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
});
