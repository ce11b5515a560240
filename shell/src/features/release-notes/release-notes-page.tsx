import {
  accountAccessOf,
  endpoints,
  messages,
  type PlatformApi,
  type PlatformSession,
  type ReleaseNote,
} from '@coachforge/contracts';
import { Button, Card, EmptyState, ErrorPanel, Page, Spinner, StatusBadge } from '@coachforge/ui';
import { useCallback, useEffect, useState } from 'react';
import { useSessionState } from '../session';
import type { ReleaseNotes } from './create-release-notes';

const m = messages.releaseNotes;

/**
 * The release notes page (spec 03 sections 4.6 and 7.1): every note, newest first, the unread ones
 * marked and readable one by one; the What's New counter follows. Off for a blocked coach (spec 01
 * section 6).
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
  const [notes, setNotes] = useState<ReleaseNote[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    api.request(endpoints.notes, { quiet: true }).then(
      (list) => setNotes(list.notes),
      () => setFailed(true),
    );
  }, [api]);
  useEffect(() => {
    if (!blocked && state.status === 'signed-in') load();
  }, [blocked, state.status, load]);

  const markRead = (note: ReleaseNote) =>
    void releaseNotes.markRead(note).then(
      () => setNotes((list) => list?.map((n) => (n.id === note.id ? { ...n, read: true } : n)) ?? null),
      () => undefined,
    );

  let content;
  if (blocked) content = <EmptyState title={m.unavailable} />;
  else if (failed) content = <ErrorPanel title={m.loadFailed} onRetry={load} />;
  else if (notes === null) content = <Spinner />;
  else if (notes.length === 0) content = <EmptyState title={m.empty} />;
  else
    content = notes.map((note) => (
      <Card
        key={note.id}
        testId={`release-note-${note.id}`}
        title={note.title}
        aside={!note.read ? <StatusBadge tone="info">{m.unread}</StatusBadge> : undefined}
      >
        <p>{note.release_date}</p>
        {/* The API builds this HTML from escaped plain text (see api release-note-service). */}
        <div dangerouslySetInnerHTML={{ __html: note.body }} />
        <p>
          {note.cta_name && note.cta_url ? (
            <Button as="a" href={note.cta_url} $variant="secondary">
              {note.cta_name}
            </Button>
          ) : null}{' '}
          {!note.read ? (
            <Button type="button" $variant="link" onClick={() => markRead(note)}>
              {m.markRead}
            </Button>
          ) : null}
        </p>
      </Card>
    ));

  return (
    <Page data-testid="release-notes-page">
      <h1>{m.title}</h1>
      {content}
    </Page>
  );
}
