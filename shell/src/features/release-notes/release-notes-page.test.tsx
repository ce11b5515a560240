import {
  DEFAULT_THEME,
  endpoints,
  messages,
  type Me,
  type PlatformApi,
  type PlatformSession,
  type ReleaseNote,
  type SessionState,
} from '@coachforge/contracts';
import { defaultUiTheme } from '@coachforge/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { trialSubscription } from '../../testing/subscriptions';
import type { ReleaseNotes } from './create-release-notes';
import { ReleaseNotesPage } from './release-notes-page';

const note = (id: number, read: boolean): ReleaseNote => ({
  id,
  title: `Note ${id}`,
  body: `<p>What changed in ${id}</p>`,
  release_date: '01/03/2026',
  read,
  can_read: true,
  cta_name: null,
  cta_url: null,
});

const coach = (subscription = trialSubscription()) =>
  ({
    current: {
      id: 3,
      role: 'coach',
      is_account_owner: true,
      account_role: 'owner',
      account_kind: 'private',
      popup_storage: [],
      stripe_account_type: null,
      registration_step: 'questions',
      subscription,
    },
    private: { id: 3 },
    theme: DEFAULT_THEME,
  }) as unknown as Me;

function renderPage(me: Me, answer: (query: Record<string, unknown>) => unknown) {
  const state = new BehaviorSubject<SessionState>({ status: 'signed-in', me });
  const session = { state$: state.asObservable(), current: () => state.value } as unknown as PlatformSession;
  const request = jest.fn(async (endpoint: unknown, options?: { query?: Record<string, unknown> }) =>
    endpoint === endpoints.notes ? answer(options?.query ?? {}) : undefined,
  );
  const api = { request } as unknown as PlatformApi;
  const releaseNotes = {
    markRead: jest.fn().mockResolvedValue(undefined),
    markAllRead: jest.fn().mockResolvedValue(undefined),
  } as unknown as ReleaseNotes;
  render(
    <ThemeProvider theme={defaultUiTheme}>
      <ReleaseNotesPage api={api} session={session} releaseNotes={releaseNotes} />
    </ThemeProvider>,
  );
  return { request, releaseNotes };
}

const listOf = (notes: ReleaseNote[], page = 1, total_pages = 1) => ({
  notes,
  count_unread_notes: notes.filter((n) => !n.read).length,
  page,
  total_pages,
});

test("What's New lists the unread notes; every note is listed below, the unread marked New; marking one read takes the mark away", async () => {
  const { releaseNotes } = renderPage(coach(), (query) =>
    query.unread ? listOf([note(2, false)]) : listOf([note(2, false), note(1, true)]),
  );
  const whatsNew = within(await screen.findByTestId('whats-new'));
  const unread = await whatsNew.findByTestId('release-note-2');
  expect(within(unread).getByText(messages.releaseNotes.unread)).toBeVisible();
  expect(within(unread).getByText('What changed in 2')).toBeVisible();
  const all = within(await screen.findByTestId('all-release-notes'));
  expect(await all.findByTestId('release-note-1')).toBeVisible();
  expect(within(all.getByTestId('release-note-1')).queryByText(messages.releaseNotes.unread)).toBeNull();
  await userEvent.click(within(unread).getByRole('button', { name: messages.releaseNotes.markRead }));
  await waitFor(() => expect(whatsNew.queryByTestId('release-note-2')).toBeNull());
  expect(whatsNew.getByText(messages.releaseNotes.nothingNew)).toBeVisible();
  expect(within(all.getByTestId('release-note-2')).queryByText(messages.releaseNotes.unread)).toBeNull();
  expect(releaseNotes.markRead).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
});

test('Mark all as read reads every unread note and the lists are asked again', async () => {
  let read = false;
  const { releaseNotes } = renderPage(coach(), (query) => {
    const notes = [note(3, read), note(2, read)];
    return query.unread ? listOf(notes.filter((n) => !n.read)) : listOf(notes);
  });
  const whatsNew = within(await screen.findByTestId('whats-new'));
  await whatsNew.findByTestId('release-note-3');
  read = true;
  await userEvent.click(whatsNew.getByRole('button', { name: messages.releaseNotes.markAllRead }));
  expect(releaseNotes.markAllRead).toHaveBeenCalled();
  expect(await whatsNew.findByText(messages.releaseNotes.nothingNew)).toBeVisible();
});

test('the notes come a page at a time, newest first, and the pages can be moved through', async () => {
  const { request } = renderPage(coach(), (query) =>
    query.unread
      ? listOf([])
      : query.page === 2
        ? listOf([note(1, true)], 2, 2)
        : listOf([note(11, true)], 1, 2),
  );
  const all = within(await screen.findByTestId('all-release-notes'));
  expect(await all.findByTestId('release-note-11')).toBeVisible();
  await userEvent.click(all.getByRole('button', { name: /next/i }));
  expect(await all.findByTestId('release-note-1')).toBeVisible();
  expect(all.queryByTestId('release-note-11')).toBeNull();
  expect(request).toHaveBeenCalledWith(endpoints.notes, expect.objectContaining({ query: { page: 2 } }));
});

test('with no notes yet the page says so', async () => {
  renderPage(coach(), () => listOf([]));
  expect(await screen.findByText(messages.releaseNotes.empty)).toBeVisible();
  expect(screen.getByText(messages.releaseNotes.nothingNew)).toBeVisible();
});

test('notes that cannot be loaded offer to try again', async () => {
  let fail = true;
  renderPage(coach(), (query) => {
    if (fail) throw new Error('offline');
    return query.unread ? listOf([]) : listOf([note(4, true)]);
  });
  const all = within(await screen.findByTestId('all-release-notes'));
  expect(await all.findByText(messages.releaseNotes.loadFailed)).toBeVisible();
  fail = false;
  await userEvent.click(all.getByRole('button', { name: /retry/i }));
  expect(await all.findByTestId('release-note-4')).toBeVisible();
});

test('a blocked coach is told release notes are not available, and nothing is fetched', async () => {
  const expired = trialSubscription({
    trial: false,
    active: false,
    state: 'canceled',
    trial_end_date: '2026-01-01T00:00:00.000Z',
  });
  const { request } = renderPage(coach(expired), () => listOf([]));
  expect(await screen.findByText(messages.releaseNotes.unavailable)).toBeVisible();
  expect(request).not.toHaveBeenCalled();
});
