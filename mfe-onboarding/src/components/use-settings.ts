import { endpoints, type Settings } from '@coachforge/contracts';
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from '@coachforge/remote-kit';

/** Countries, states and currencies (GET settings), cached for the page. */
export function useSettings() {
  const platform = usePlatform();
  return useQuery<Settings>({
    queryKey: ['settings'],
    queryFn: () => platform.api.request(endpoints.settings),
    staleTime: Infinity,
  });
}
