import {
  endpoints,
  feedTabs,
  messages,
  NOTIFICATIONS_PAGE_SIZE,
  type ActivityType,
  type FeedTab,
  type Notification,
  type NotificationCounters,
  type NotificationPage,
} from '@coachforge/contracts';
import { useBusEvent, usePlatform } from '@coachforge/remote-kit';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';

const FEED = ['feed'] as const;
const pagesKey = (tab: FeedTab) => [...FEED, 'notifications', tab] as const;
const countersKey = [...FEED, 'counters'] as const;

type Pages = InfiniteData<NotificationPage, number>;

/** One tab of the feed in pages of 20, the next page asked for when the reader wants more. */
export function useFeedPages(tab: FeedTab) {
  const { api } = usePlatform();
  return useInfiniteQuery({
    queryKey: pagesKey(tab),
    queryFn: ({ pageParam, signal }) =>
      api.request(endpoints.notifications, {
        query: { tab, offset: pageParam, limit: NOTIFICATIONS_PAGE_SIZE },
        signal,
        quiet: true,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.meta.min_offset + last.items.length;
      return last.items.length > 0 && next < last.meta.total ? next : undefined;
    },
  });
}

export function useFeedCounters() {
  const { api } = usePlatform();
  return useQuery({
    queryKey: countersKey,
    queryFn: ({ signal }) => api.request(endpoints.notificationCounters, { signal, quiet: true }),
  });
}

/**
 * The feed follows what happens without a reload: a new or removed notification refetches what is shown;
 * counters pushed after a read change (in this tab or another) replace ours.
 */
export function useLiveFeed() {
  const queryClient = useQueryClient();
  useBusEvent('notifications.changed', () => void queryClient.invalidateQueries({ queryKey: FEED }));
  useBusEvent('notifications.counters', ({ counters }) => queryClient.setQueryData(countersKey, counters));
}

/** Sets `read` on a notification wherever the feed holds it; returns how to put it back. */
function patchRead(queryClient: QueryClient, id: number, read: boolean): () => void {
  const before = queryClient.getQueriesData<Pages>({ queryKey: [...FEED, 'notifications'] });
  queryClient.setQueriesData<Pages>({ queryKey: [...FEED, 'notifications'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === id ? { ...item, read } : item)),
          })),
        }
      : data,
  );
  return () => before.forEach(([key, data]) => queryClient.setQueryData(key, data));
}

/**
 * Read or unread, applied at once and put back if the API refuses (spec 03 section 4.1); the counters
 * the API answers with replace ours.
 */
export function useToggleRead() {
  const { api, toast, bus } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ notification, read }: { notification: Notification; read: boolean }) =>
      api.request(read ? endpoints.markNotificationRead : endpoints.markNotificationUnread, {
        params: { id: notification.id },
        quiet: true,
      }),
    onMutate: ({ notification, read }) => ({ revert: patchRead(queryClient, notification.id, read) }),
    onError: (_error, _variables, context) => {
      context?.revert();
      toast.show({ type: 'error', text: messages.feed.readChangeFailed });
    },
    onSuccess: (counters) => countersChanged(queryClient, bus, counters),
  });
}

/** Every unread notification of the tab's activity types, one call per type (spec 03 section 7). */
export function useReadAll() {
  const { api, toast, bus } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tab: FeedTab) => {
      let counters: NotificationCounters | undefined;
      for (const activityType of feedTabs[tab] as readonly ActivityType[])
        counters = await api.request(endpoints.readAllNotifications, {
          body: { activity_type: activityType },
          quiet: true,
        });
      return counters!;
    },
    onSuccess: async (counters) => {
      countersChanged(queryClient, bus, counters);
      await queryClient.invalidateQueries({ queryKey: [...FEED, 'notifications'] });
    },
    onError: () => toast.show({ type: 'error', text: messages.feed.readChangeFailed }),
  });
}

function countersChanged(
  queryClient: QueryClient,
  bus: ReturnType<typeof usePlatform>['bus'],
  counters: NotificationCounters,
) {
  queryClient.setQueryData(countersKey, counters);
  // The header's indicator hears it at once, before the server's push arrives.
  bus.emit({ type: 'notifications.counters', counters });
}
