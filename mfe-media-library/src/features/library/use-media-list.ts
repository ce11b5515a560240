import {
  MEDIA_DEFAULT_SORT,
  MEDIA_PAGE_SIZE,
  endpoints,
  type MediaItem,
  type MediaKind,
  type MediaOwner,
  type MediaPage,
} from '@coachforge/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { usePlatform } from '@coachforge/remote-kit';

/** While any listed video is processing and no realtime event arrives, the list asks again this often. */
export const PROCESSING_REFETCH_MS = 4000;

export interface MediaListFilter {
  owner: MediaOwner;
  search: string;
  kinds: MediaKind[];
}

export const mediaListKey = (filter?: MediaListFilter) =>
  filter ? ['media', 'list', filter] : ['media', 'list'];

/**
 * Pages of 15 for infinite scroll. A new filter starts a new query and the one before is cancelled
 * (its AbortSignal is wired to the request), so a slow old answer never replaces a newer one.
 */
export function useMediaList(
  filter: MediaListFilter,
  { forbiddenKinds = [] }: { forbiddenKinds?: MediaKind[] } = {},
) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const key = mediaListKey(filter);

  useEffect(() => {
    // Explicitly drop any list request still running for another filter.
    void queryClient.cancelQueries({
      queryKey: mediaListKey(),
      predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(key),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(key), queryClient]);

  const query = useInfiniteQuery({
    queryKey: key,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      platform.api
        .request<void, MediaPage>(endpoints.fetchMedia, {
          query: {
            owner: filter.owner,
            page: pageParam,
            per_page: MEDIA_PAGE_SIZE,
            'q[kind_in]': filter.kinds.length > 0 ? filter.kinds.join(',') : undefined,
            'q[title_cont_any]': filter.search.trim() || undefined,
            'q[s]': MEDIA_DEFAULT_SORT,
          },
          signal,
          // List errors are only logged (spec 03 section 8).
          quiet: true,
        })
        .catch((error: unknown) => {
          if (!(error instanceof DOMException && error.name === 'AbortError'))
            console.error('Media list failed', error);
          throw error;
        }),
    getNextPageParam: (last) =>
      last.pagination.current_page < last.pagination.total_pages
        ? last.pagination.current_page + 1
        : undefined,
    refetchInterval: (q) =>
      q.state.data?.pages.some((page) => page.items.some((item) => item.state === 'processing'))
        ? PROCESSING_REFETCH_MS
        : false,
  });

  const items: MediaItem[] = useMemo(() => {
    const seen = new Set<number>();
    const all: MediaItem[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const item of page.items) {
        if (seen.has(item.id) || forbiddenKinds.includes(item.kind)) continue;
        seen.add(item.id);
        all.push(item);
      }
    }
    return all;
  }, [query.data, forbiddenKinds]);

  return { ...query, items };
}
