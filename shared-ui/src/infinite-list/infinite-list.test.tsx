import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { renderWithTheme } from '../testing/render-with-theme';
import { InfiniteList } from './infinite-list';

function Feed({ total }: { total: number }) {
  const [items, setItems] = useState(() => Array.from({ length: Math.min(2, total) }, (_, i) => i + 1));
  return (
    <InfiniteList
      label="Notifications"
      items={items}
      itemKey={(item) => item}
      renderItem={(item) => `Notification ${item}`}
      hasMore={items.length < total}
      isLoading={false}
      onLoadMore={() =>
        setItems((shown) => [...shown, ...[1, 2].map((i) => shown.length + i)].slice(0, total))
      }
      emptyState={<EmptyState title="No notifications" />}
    />
  );
}

test('Load more brings the next page from the keyboard until everything is shown', async () => {
  renderWithTheme(<Feed total={4} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  expect(screen.getAllByRole('listitem')).toHaveLength(4);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(screen.getByText('That is everything.')).toBeInTheDocument();
});

test('the next page loads when the end of the list comes into view', () => {
  let reportVisible: (visible: boolean) => void = () => undefined;
  const observe = jest.fn();
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    reportVisible = (visible) =>
      callback([{ isIntersecting: visible } as IntersectionObserverEntry], {} as never);
    return { observe, disconnect: jest.fn(), unobserve: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
  renderWithTheme(<Feed total={6} />);
  act(() => reportVisible(true));
  expect(screen.getAllByRole('listitem')).toHaveLength(4);
  // @ts-expect-error jsdom has none; the test put one in.
  delete window.IntersectionObserver;
});

test('an empty list shows its empty state', () => {
  renderWithTheme(<Feed total={0} />);
  expect(screen.getByRole('heading', { name: 'No notifications' })).toBeInTheDocument();
});
