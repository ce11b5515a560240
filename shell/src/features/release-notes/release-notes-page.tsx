import {
  accountAccessOf,
  endpoints,
  messages,
  type PlatformApi,
  type PlatformSession,
  type ReleaseNote,
  type ReleaseNoteList,
} from '@coachforge/contracts';
import {
  Button,
  Card,
  EmptyState,
  ErrorPanel,
  Page,
  Pagination,
  SafeHtml,
  Spinner,
  StatusBadge,
} from '@coachforge/ui';
import { useCallback, useState } from 'react';
import { useRequestState } from '../../components/use-request-state';
import { useSessionState } from '../session';
import type { ReleaseNotes } from './create-release-notes';

const m = messages.releaseNotes;

/** One list call with its loading and failure, answered for the query it was asked with. */
function useNoteList(api: PlatformApi, enabled: boolean, query: { page?: number; unread?: boolean }) {
  const { page, unread } = query;
  const ask = useCallback(
    (signal: AbortSignal) =>
      api.request(endpoints.notes, {
        query: unread ? { unread: true } : { page: page ?? 1 },
        signal,
        quiet: true,
      }),
    [api, page, unread],
  );
  const { state, reload, update } = useRequestState<ReleaseNoteList>(enabled ? ask : null);
  const markRead = (id: number) =>
    update((list) => ({ ...list, notes: list.notes.map((n) => (n.id === id ? { ...n, read: true } : n)) }));
  return { state, reload, markRead };
}

function NoteCard({ note, onMarkRead }: { note: ReleaseNote; onMarkRead: (note: ReleaseNote) => void }) {
  return (
    <Card
      testId={`release-note-${note.id}`}
      title={note.title}
      aside={!note.read ? <StatusBadge tone="info">{m.unread}</StatusBadge> : undefined}
    >
      <p>{note.release_date}</p>
      {/* The API builds this HTML from escaped plain text (see api release-note-service): paragraphs and line breaks. */}
      <SafeHtml html={note.body} />
      <p>
        {note.cta_name && note.cta_url ? (
          <Button as="a" href={note.cta_url} $variant="secondary">
            {note.cta_name}
          </Button>
        ) : null}{' '}
        {!note.read ? (
          <Button type="button" $variant="link" onClick={() => onMarkRead(note)}>
            {m.markRead}
          </Button>
        ) : null}
      </p>
    </Card>
  );
}

/**
 * The release notes page (spec 03 sections 2.6, 4.6 and 7.1): What's New first, the unread notes the
 * popup shows one at a time, with Mark all as read; then every note, newest first, a page at a time. The
 * What's New counter follows. Off for a blocked coach (spec 01 section 6).
 */
export function ReleaseNotesPage({
  api,
  session,
  releaseNotes,
}: {
  api: PlatformApi;
  session: PlatformSession;
  releaseNotes: ReleaseNotes;
}) {
  const state = useSessionState(session);
  const blocked =
    state.status === 'signed-in' &&
    state.me.current.role === 'coach' &&
    accountAccessOf(state.me).state.blocked;
  const enabled = !blocked && state.status === 'signed-in';
  const [page, setPage] = useState(1);
  const whatsNew = useNoteList(api, enabled, { unread: true });
  const all = useNoteList(api, enabled, { page });

  const markRead = (note: ReleaseNote) =>
    void releaseNotes.markRead(note).then(
      () => {
        whatsNew.markRead(note.id);
        all.markRead(note.id);
      },
      () => undefined,
    );
  const markAllRead = () =>
    void releaseNotes.markAllRead().then(
      () => {
        whatsNew.reload();
        all.reload();
      },
      () => undefined,
    );

  if (blocked)
    return (
      <Page data-testid="release-notes-page">
        <h1>{m.title}</h1>
        <EmptyState title={m.unavailable} />
      </Page>
    );

  const unreadNotes =
    whatsNew.state.status === 'ready' ? whatsNew.state.data.notes.filter((note) => !note.read) : [];
  return (
    <Page data-testid="release-notes-page">
      <h1>{m.title}</h1>
      <section aria-labelledby="whats-new-heading" data-testid="whats-new">
        <h2 id="whats-new-heading">{m.whatsNewTitle}</h2>
        {whatsNew.state.status === 'failed' ? (
          <ErrorPanel title={m.loadFailed} onRetry={whatsNew.reload} />
        ) : whatsNew.state.status === 'loading' ? (
          <Spinner />
        ) : unreadNotes.length === 0 ? (
          <p>{m.nothingNew}</p>
        ) : (
          <>
            <p>
              <Button type="button" $variant="secondary" onClick={markAllRead}>
                {m.markAllRead}
              </Button>
            </p>
            {unreadNotes.map((note) => (
              <NoteCard key={note.id} note={note} onMarkRead={markRead} />
            ))}
          </>
        )}
      </section>
      <section aria-labelledby="all-notes-heading" data-testid="all-release-notes">
        <h2 id="all-notes-heading">{m.allTitle}</h2>
        {all.state.status === 'failed' ? (
          <ErrorPanel title={m.loadFailed} onRetry={all.reload} />
        ) : all.state.status === 'loading' ? (
          <Spinner />
        ) : all.state.data.notes.length === 0 ? (
          <EmptyState title={m.empty} />
        ) : (
          <>
            {all.state.data.notes.map((note) => (
              <NoteCard key={note.id} note={note} onMarkRead={markRead} />
            ))}
            <Pagination
              page={all.state.data.page}
              pageCount={all.state.data.total_pages}
              onChange={setPage}
              testId="release-notes-pages"
            />
          </>
        )}
      </section>
    </Page>
  );
}
