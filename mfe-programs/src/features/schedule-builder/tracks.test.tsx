import { endpoints, messages, type ScheduleTrack } from '@coachforge/contracts';
import { announceNavigation, fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freeSubscription } from '../../testing/program-fakes';
import { ScheduleBuilder } from './schedule-builder';

const rest = { sessions: [] };
const trackWith = (id: number, title: string, session: string, archived = false): ScheduleTrack => ({
  id,
  title,
  archived,
  weeks: [
    {
      buffer: false,
      days: [
        { sessions: [{ title: session, sections: [{ title: 'Main', exercises: [] }] }] },
        rest,
        rest,
        rest,
        rest,
        rest,
        rest,
      ],
    },
  ],
});
const beginner = trackWith(4, 'Beginner', 'Easy day');
const advanced = trackWith(5, 'Advanced', 'Hard day');

function open(tracks: ScheduleTrack[], me = fakeMe()) {
  let stored = tracks;
  return renderWithPlatform(<ScheduleBuilder planId={7} />, {
    me,
    request: (endpoint, options) => {
      if (endpoint === endpoints.programTracks) return stored;
      if (endpoint === endpoints.createTrack) {
        const created = { id: 6, ...(options.body as Omit<ScheduleTrack, 'id'>) };
        stored = [...stored, created];
        return created;
      }
      if (endpoint === endpoints.saveTrack) {
        const id = Number((options.params as { track_id: number }).track_id);
        const saved = { id, ...(options.body as Omit<ScheduleTrack, 'id'>) };
        stored = stored.map((track) => (track.id === id ? saved : track));
        return saved;
      }
      return [];
    },
  });
}

const chooseTrack = async (name: string) => {
  await userEvent.click(screen.getByRole('button', { name: / Track$/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

test('a coach switches between tracks and adds one as a copy of the current track', async () => {
  const { requests } = open([beginner, advanced]);
  expect(await screen.findByDisplayValue('Easy day')).toBeInTheDocument();
  await chooseTrack('Advanced');
  expect(await screen.findByDisplayValue('Hard day')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Add track' }));
  const dialog = await screen.findByTestId('track-dialog');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Track name' }), 'Masters');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add track' }));
  await waitFor(() => expect(screen.queryByTestId('track-dialog')).not.toBeInTheDocument());
  const created = requests.find((r) => r.path === endpoints.createTrack.path && r.options.body)!.options
    .body as ScheduleTrack;
  expect(created).toEqual({ title: 'Masters', archived: false, weeks: advanced.weeks });
  // The new track is the one in the editor.
  expect(await screen.findByRole('button', { name: 'Masters Track' })).toBeInTheDocument();
});

test('switching tracks with unsaved changes asks first, and keeping them stays on the track', async () => {
  open([beginner, advanced]);
  const title = await screen.findByDisplayValue('Easy day');
  await userEvent.type(title, ' plus');
  await chooseTrack('Advanced');
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent('The changes to Beginner are not saved yet');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
  expect(screen.getByDisplayValue('Easy day plus')).toBeInTheDocument();
  // Leaving the page the same way asks too; leaving anyway lets the navigation go.
  const { held } = await announceNavigation('/coach/programs');
  await userEvent.click(
    within(await screen.findByRole('alertdialog', { name: messages.ui.leaveUnsaved.title })).getByRole(
      'button',
      { name: messages.ui.leaveUnsaved.leave },
    ),
  );
  await expect(held).resolves.toBe(false);

  await chooseTrack('Advanced');
  await userEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }),
  );
  expect(await screen.findByDisplayValue('Hard day')).toBeInTheDocument();
});

test('on FREE a second track is read only, and adding one says why before the coach tries', async () => {
  open([beginner, advanced], fakeMe({ current: { subscription: freeSubscription(0) } }));
  expect(await screen.findByDisplayValue('Easy day')).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Add track' })).toBeDisabled();
  expect(screen.getAllByText(messages.training.tracksNeedProfessional).length).toBeGreaterThan(0);

  await chooseTrack('Advanced (read only)');
  expect(await screen.findByDisplayValue('Hard day')).toBeDisabled();
  expect(screen.getByTestId('save-schedule')).toBeDisabled();
  // An extra track may be archived as it is, which frees the plan's one place.
  await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
  expect(await screen.findByText(/This track is archived/)).toBeInTheDocument();
});
