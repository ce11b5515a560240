import { endpoints, type MediaItem } from '@coachforge/contracts';
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from '@coachforge/remote-kit';

/** How often an unpublished video is asked for again while the viewer shows it. */
export const UNPUBLISHED_REFETCH_MS = 3000;

export const mediaItemKey = (id: number) => ['media', 'item', id] as const;

/**
 * The viewer's item. An unpublished video is re-fetched on opening (spec 03 section 4.2) and then
 * every few seconds until it is published; a `media.updated` event refreshes it at once.
 */
export function useMediaItem(initial: MediaItem) {
  const platform = usePlatform();
  const unpublished = initial.kind === 'video' && initial.state !== 'published';
  return useQuery({
    queryKey: mediaItemKey(initial.id),
    queryFn: ({ signal }) => platform.api.request(endpoints.getMedia, { params: { id: initial.id }, signal }),
    initialData: initial,
    staleTime: unpublished ? 0 : 60_000,
    refetchOnMount: unpublished ? 'always' : false,
    refetchInterval: (query) =>
      query.state.data?.kind === 'video' && query.state.data.state !== 'published'
        ? UNPUBLISHED_REFETCH_MS
        : false,
  });
}
