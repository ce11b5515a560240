import { messages, routePath, type ReleaseNote } from '@coachforge/contracts';
import { Button } from '@coachforge/ui';
import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';
import { useObservable } from '../header';
import type { ReleaseNotes } from '../release-notes';

const Popup = styled.aside`
  position: fixed;
  right: ${({ theme }) => theme.space(6)};
  bottom: ${({ theme }) => theme.space(6)};
  z-index: ${({ theme }) => theme.layers.popup};
  width: min(380px, 92vw);
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadows.floating};
  h2 {
    margin-top: 0;
  }
  menu {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    justify-content: flex-end;
    padding: 0;
  }
`;

/**
 * The popup of an unread release note. It does not block the page: news should not stand between a
 * coach and their work. Escape or Close dismisses it and marks it read.
 */
export function ReleaseNotePopup({ releaseNotes }: { releaseNotes: ReleaseNotes }) {
  const note: ReleaseNote | null = useObservable(releaseNotes.popup$, null);
  const close = () => note && void releaseNotes.close(note).catch(() => undefined);
  if (!note) return null;
  return (
    <Popup
      role="dialog"
      aria-modal="false"
      aria-labelledby="release-note-title"
      data-testid="release-note-popup"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <h2 id="release-note-title">{note.title}</h2>
      <p>{note.release_date}</p>
      {/* The API builds this HTML from escaped plain text (see api release-note-service). */}
      <div dangerouslySetInnerHTML={{ __html: note.body }} />
      <menu>
        <Button
          as="a"
          href={routePath('release-notes')}
          $variant="link"
          onClick={(event: MouseEvent) => {
            // What's New: the list behind this popup, on the release notes page.
            event.preventDefault();
            close();
            navigateToUrl(routePath('release-notes'));
          }}
        >
          {messages.releaseNotes.seeAll}
        </Button>
        {note.cta_name && note.cta_url && (
          <Button as="a" href={note.cta_url} $variant="secondary">
            {note.cta_name}
          </Button>
        )}
        <Button type="button" onClick={close}>
          {messages.releaseNotes.close}
        </Button>
      </menu>
    </Popup>
  );
}
