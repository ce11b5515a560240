import { endpoints, messages, type ClientNote, type ClientNotes } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientNotesPanel } from './client-notes-panel';

const note = (id: number, body: string): ClientNote => ({
  id,
  body,
  author_name: 'Casey Coach',
  created_at: '2026-03-01T09:00:00Z',
  updated_at: '2026-03-01T09:00:00Z',
});

/** The notes as a small API would keep them, with the plan's one-note rule when `free`. */
function notesApi(free: boolean, start: ClientNote[] = []) {
  let stored = [...start];
  let next = 100;
  return (endpoint: unknown, options: { body?: unknown; params?: Record<string, unknown> }) => {
    if (endpoint === endpoints.clientNotes) {
      const shown = free ? stored.slice(0, 1) : stored;
      return {
        notes: shown,
        hidden: stored.length - shown.length,
        can_add: !free || stored.length === 0,
      } satisfies ClientNotes;
    }
    if (endpoint === endpoints.addClientNote) {
      const created = note(next++, (options.body as { body: string }).body);
      stored = [created, ...stored];
      return created;
    }
    if (endpoint === endpoints.updateClientNote) {
      stored = stored.map((n) =>
        n.id === options.params!.note_id ? { ...n, body: (options.body as { body: string }).body } : n,
      );
      return stored.find((n) => n.id === options.params!.note_id);
    }
    if (endpoint === endpoints.removeClientNote) {
      stored = stored.filter((n) => n.id !== options.params!.note_id);
      return undefined;
    }
    return undefined;
  };
}

test('a coach adds a note, edits it and removes it; the note is shown as text', async () => {
  const { requests } = renderWithPlatform(<ClientNotesPanel athleteId={30} />, {
    me: fakeMe(),
    request: notesApi(false) as never,
  });
  const panel = await screen.findByTestId('client-notes');
  expect(await within(panel).findByText('No notes yet.')).toBeInTheDocument();
  await userEvent.click(within(panel).getByRole('button', { name: 'Add note' }));
  expect(await within(panel).findByText(messages.notes.bodyRequired)).toBeInTheDocument();

  await userEvent.type(within(panel).getByRole('textbox', { name: /New note/ }), '<b>Knee</b> niggle');
  await userEvent.click(within(panel).getByRole('button', { name: 'Add note' }));
  const item = await within(panel).findByTestId('client-note-100');
  expect(item).toHaveTextContent('<b>Knee</b> niggle');
  expect(item.querySelector('b')).toBeNull();
  expect(within(panel).getByRole('textbox', { name: /New note/ })).toHaveValue('');
  expect(requests.find((r) => r.path === endpoints.addClientNote.path)!.options.params).toEqual({
    athlete_id: 30,
  });

  await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));
  const edit = within(item).getByRole('textbox', { name: 'Edit note' });
  await userEvent.clear(edit);
  await userEvent.type(edit, 'Knee fine now');
  await userEvent.click(within(item).getByRole('button', { name: 'Save note' }));
  await waitFor(() =>
    expect(within(panel).getByTestId('client-note-100')).toHaveTextContent('Knee fine now'),
  );

  await userEvent.click(within(panel).getByRole('button', { name: 'Remove' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Remove note' }));
  expect(await within(panel).findByText('No notes yet.')).toBeInTheDocument();
});

test('on FREE with a note the panel says so before the coach tries a second, and counts the kept ones', async () => {
  renderWithPlatform(<ClientNotesPanel athleteId={30} />, {
    me: fakeMe(),
    request: notesApi(true, [note(2, 'Latest'), note(1, 'Older')]) as never,
  });
  const panel = await screen.findByTestId('client-notes');
  expect(await within(panel).findByTestId('client-notes-limit')).toHaveTextContent(
    messages.planLimits.freeNotes,
  );
  expect(within(panel).getByText(messages.planLimits.freeNotesHidden(1))).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
  expect(within(panel).getByTestId('client-note-2')).toHaveTextContent('Latest');
  expect(within(panel).queryByText('Older')).not.toBeInTheDocument();
});
