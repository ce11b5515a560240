import { messages, type MediaItem } from '@coachforge/contracts';
import { Button } from '@coachforge/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { itemDetails } from './format';

const Table = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li<{ $chosen: boolean }>`
  display: grid;
  grid-template-columns: 28px 72px 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $chosen }) => ($chosen ? theme.colors.secondary : 'transparent')};
`;

const Picture = styled.div`
  width: 72px;
  height: 48px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surface};
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: 11px;
  color: ${({ theme }) => theme.colors.mutedText};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Name = styled.div`
  min-width: 0;
  button {
    text-align: left;
    word-break: break-word;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

export interface MediaListProps {
  items: MediaItem[];
  /** Absent on pages that only browse. */
  selectable?: {
    isSelected: (id: number) => boolean;
    onToggle: (item: MediaItem) => void;
    multiple: boolean;
  };
  titleMedia?: { titleMediaId: number | null; onToggle: (item: MediaItem) => void };
  mayDelete: (item: MediaItem) => boolean;
  onDelete: (item: MediaItem) => void;
  onOpen: (item: MediaItem) => void;
  hasMore: boolean;
  loadMore: () => void;
  loading: boolean;
}

/** Picture, name with duration and size, selection and delete; the next page loads as the end scrolls into view. */
export function MediaList({
  items,
  selectable,
  titleMedia,
  mayDelete,
  onDelete,
  onOpen,
  hasMore,
  loadMore,
  loading,
}: MediaListProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, items.length]);

  return (
    <div>
      <Table aria-label="Media" data-testid="media-list">
        {items.map((item) => {
          const chosen = selectable?.isSelected(item.id) ?? false;
          return (
            <Row
              key={item.id}
              $chosen={chosen}
              data-testid="media-row"
              data-media-id={item.id}
              data-state={item.state}
            >
              <div>
                {selectable ? (
                  <input
                    type={selectable.multiple ? 'checkbox' : 'radio'}
                    name="media-choice"
                    aria-label={`Select ${item.title}`}
                    checked={chosen}
                    onChange={() => selectable.onToggle(item)}
                  />
                ) : null}
              </div>
              <Picture>
                {item.thumb ? (
                  <img src={item.thumb} alt="" loading="lazy" />
                ) : item.kind === 'video' && item.state === 'processing' ? (
                  <span>Processing…</span>
                ) : (
                  <span>{messages.media.noPreview}</span>
                )}
              </Picture>
              <Name>
                <Button type="button" $variant="link" onClick={() => onOpen(item)}>
                  {item.title}
                </Button>
                <small data-testid="media-details">
                  {item.kind === 'video' && item.state === 'processing' ? 'Processing · ' : ''}
                  {itemDetails(item)}
                </small>
              </Name>
              <Actions>
                {titleMedia ? (
                  <Button
                    type="button"
                    $variant={titleMedia.titleMediaId === item.id ? 'primary' : 'secondary'}
                    aria-pressed={titleMedia.titleMediaId === item.id}
                    onClick={() => titleMedia.onToggle(item)}
                  >
                    Title media
                  </Button>
                ) : null}
                {mayDelete(item) ? (
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={`Delete ${item.title}`}
                    onClick={() => onDelete(item)}
                  >
                    Delete
                  </Button>
                ) : null}
              </Actions>
            </Row>
          );
        })}
      </Table>
      {!loading && items.length === 0 ? <p>No media yet.</p> : null}
      {loading ? <p aria-live="polite">{messages.shell.loading}</p> : null}
      <div ref={sentinel} data-testid="media-list-end" style={{ height: 1 }} />
    </div>
  );
}
