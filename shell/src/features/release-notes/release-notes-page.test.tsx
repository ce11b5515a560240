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

function renderPage(me: Me, answer: () => unknown) {
  const state = new BehaviorSubject<SessionState>({ status: 'signed-in', me });
  const session = { state$: state.asObservable(), current: () => state.value } as unknown as PlatformSession;
  const request = jest.fn(async (endpoint: unknown) => (endpoint === endpoints.notes ? answer() : undefined));
  const api = { request } as unknown as PlatformApi;
  const releaseNotes = { markRead: jest.fn().mockResolvedValue(undefined) } as unknown as ReleaseNotes;
  render(
    <ThemeProvider theme={defaultUiTheme}>
      <ReleaseNotesPage api={api} session={session} releaseNotes={releaseNotes} />
    </ThemeProvider>,
  );
  return { request, releaseNotes };
}

test('every note is listed, the unread one marked New, and marking it read takes the mark away', async () => {
  const { releaseNotes } = renderPage(coach(), () => ({
    notes: [note(2, false), note(1, true)],
    count_unread_notes: 1,
  }));
  const unread = await screen.findByTestId('release-note-2');
  expect(within(unread).getByText(messages.releaseNotes.unread)).toBeVisible();
  expect(within(unread).getByText('What changed in 2')).toBeVisible();
  expect(within(screen.getByTestId('release-note-1')).queryByText(messages.releaseNotes.unread)).toBeNull();
  await userEvent.click(within(unread).getByRole('button', { name: messages.releaseNotes.markRead }));
  await waitFor(() => expect(within(unread).queryByText(messages.releaseNotes.unread)).toBeNull());
  expect(releaseNotes.markRead).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
});

test('with no notes yet the page says so', async () => {
  renderPage(coach(), () => ({ notes: [], count_unread_notes: 0 }));
  expect(await screen.findByText(messages.releaseNotes.empty)).toBeVisible();
});

test('notes that cannot be loaded offer to try again', async () => {
  let fail = true;
  renderPage(coach(), () => {
    if (fail) throw new Error('offline');
    return { notes: [note(4, true)], count_unread_notes: 0 };
  });
  expect(await screen.findByText(messages.releaseNotes.loadFailed)).toBeVisible();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByTestId('release-note-4')).toBeVisible();
});

test('a blocked coach is told release notes are not available, and nothing is fetched', async () => {
  const expired = trialSubscription({
    trial: false,
    active: false,
    state: 'canceled',
    trial_end_date: '2026-01-01T00:00:00.000Z',
  });
  const { request } = renderPage(coach(expired), () => ({ notes: [], count_unread_notes: 0 }));
  expect(await screen.findByText(messages.releaseNotes.unavailable)).toBeVisible();
  expect(request).not.toHaveBeenCalled();
});
