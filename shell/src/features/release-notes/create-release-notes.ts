import {
  accountAccessOf,
  endpoints,
  RELEASE_NOTE_DEBOUNCE_MS,
  type PlatformApi,
  type PlatformBus,
  type ReleaseNote,
  type SessionState,
} from '@coachforge/contracts';
import { BehaviorSubject, debounceTime, filter, type Observable } from 'rxjs';

export interface ReleaseNotesDeps {
  api: PlatformApi;
  bus: PlatformBus;
  session: { state$: Observable<SessionState>; current(): SessionState };
}

/** Release notes are off for a blocked coach and for anyone signed out (spec 01 section 6). */
function enabledFor(state: SessionState): boolean {
  if (state.status !== 'signed-in') return false;
  return !(state.me.current.role === 'coach' && accountAccessOf(state.me).state.blocked);
}

/**
 * The What's New counter and the popup of an unread note (spec 03 sections 4.6 and 7.1): loaded when a
 * session starts, and again when the server announces a new note, without a reload.
 */
export function createReleaseNotes({ api, bus, session }: ReleaseNotesDeps) {
  const unread = new BehaviorSubject(0);
  const popup = new BehaviorSubject<ReleaseNote | null>(null);
  let signedInAs: number | null = null;

  async function loadList() {
    if (!enabledFor(session.current())) return;
    const list = await api.request(endpoints.notes, { quiet: true });
    unread.next(list.count_unread_notes);
    const newestUnread = list.notes.find((note) => !note.read && note.can_read);
    if (newestUnread && !popup.value) popup.next(newestUnread);
  }

  session.state$.subscribe((state) => {
    const id = enabledFor(state) && state.status === 'signed-in' ? state.me.current.id : null;
    if (id === signedInAs) return;
    signedInAs = id;
    unread.next(0);
    popup.next(null);
    if (id !== null) void loadList().catch(() => undefined);
  });

  // Announcements can come in bursts; the note is fetched once they settle.
  bus
    .on('release-notes.published')
    .pipe(debounceTime(RELEASE_NOTE_DEBOUNCE_MS))
    .subscribe((event) => {
      if (!enabledFor(session.current())) return;
      void api
        .request(endpoints.note, { params: { id: event.noteId }, quiet: true })
        .then((note) => {
          if (!note.read && note.can_read) popup.next(note);
          return api.request(endpoints.notes, { quiet: true });
        })
        .then((list) => unread.next(list.count_unread_notes))
        .catch(() => undefined);
    });
  bus.on('release-notes.unread').subscribe((event) => unread.next(event.count));
  // A note announced while the socket was down (a dropped connection, an API restart) is not lost.
  bus
    .on('realtime.status')
    .pipe(filter((event) => event.connected))
    .subscribe(() => void loadList().catch(() => undefined));

  return {
    unread$: unread.asObservable(),
    popup$: popup.asObservable(),
    /** Marks a note read from the release notes page; the counter follows. */
    async markRead(note: ReleaseNote) {
      const answer = await api.request(endpoints.markNoteRead, { body: { id: note.id }, quiet: true });
      unread.next(answer.count_unread_notes);
    },
    /** What's New, 'Mark all as read': every note read; the counter goes to nought. */
    async markAllRead() {
      const answer = await api.request(endpoints.markAllNotesRead, { quiet: true });
      unread.next(answer.count_unread_notes);
      const shown = popup.value;
      if (shown && !shown.read) popup.next(null);
    },
    /** Closing the popup of an unread note marks it read. */
    async close(note: ReleaseNote) {
      popup.next(null);
      if (note.read) return;
      const answer = await api.request(endpoints.markNoteRead, { body: { id: note.id }, quiet: true });
      unread.next(answer.count_unread_notes);
    },
  };
}

export type ReleaseNotes = ReturnType<typeof createReleaseNotes>;
