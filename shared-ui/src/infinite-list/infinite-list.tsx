import { messages } from '@coachforge/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';
import { Spinner } from '../spinner/spinner';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Foot = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface InfiniteListProps<T> {
  /** The list's accessible name. */
  label: string;
  items: T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  hasMore: boolean;
  isLoading: boolean;
  /** Asked for the next page when the end of the list scrolls into view, or Load more is pressed. */
  onLoadMore: () => void;
  /** Shown when there are no items at all. */
  emptyState?: ReactNode;
  testId?: string;
}

/**
 * A list that loads its next page as its end comes into view (the media library's 15 a page). A Load
 * more button stays at the end too, so keyboard and screen-reader users are never stuck.
 */
export function InfiniteList<T>({
  label,
  items,
  itemKey,
  renderItem,
  hasMore,
  isLoading,
  onLoadMore,
  emptyState,
  testId,
}: InfiniteListProps<T>) {
  const end = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, isLoading, onLoadMore });
  latest.current = { hasMore, isLoading, onLoadMore };

  useEffect(() => {
    const element = end.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const { hasMore: more, isLoading: loading, onLoadMore: load } = latest.current;
      if (entries.some((entry) => entry.isIntersecting) && more && !loading) load();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (items.length === 0 && !isLoading && !hasMore && emptyState) return <>{emptyState}</>;
  return (
    <div data-testid={testId}>
      <List aria-label={label} aria-busy={isLoading || undefined}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </List>
      <Foot ref={end}>
        {isLoading ? (
          <Spinner />
        ) : hasMore ? (
          <Button type="button" $variant="secondary" onClick={onLoadMore}>
            {messages.ui.loadMore}
          </Button>
        ) : items.length > 0 ? (
          <span>{messages.ui.noMoreItems}</span>
        ) : null}
      </Foot>
    </div>
  );
}
