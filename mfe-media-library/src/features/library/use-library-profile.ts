import { endpoints } from '@coachforge/contracts';
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from '@coachforge/remote-kit';

/** The HYROX probe (spec 03 section 7): media/fetch with owner hyrox, page 1, per_page 1. */
export function useHyroxAccess() {
  const platform = usePlatform();
  return useQuery({
    queryKey: ['media', 'hyrox-access'],
    queryFn: ({ signal }) =>
      platform.api
        .request(endpoints.fetchMedia, {
          query: { owner: 'hyrox', page: 1, per_page: 1 },
          signal,
          quiet: true,
        })
        .then((page) => page.hyrox_access),
    staleTime: 5 * 60_000,
  });
}

/** Who is looking: role and ownership decide the tabs and the add block. */
export function useViewer() {
  const platform = usePlatform();
  const session = platform.session.current();
  const current = session.status === 'signed-in' ? session.me.current : null;
  return { isCoach: current?.role === 'coach', isAccountOwner: current?.is_account_owner ?? false };
}
