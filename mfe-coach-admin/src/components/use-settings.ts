import { endpoints, type Settings } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useQuery } from '@tanstack/react-query';

/** Countries and their states (GET settings), the same for everyone: kept for the page. */
export function useSettings() {
  const { api } = usePlatform();
  return useQuery<Settings>({
    queryKey: ['settings'],
    queryFn: () => api.request(endpoints.settings),
    staleTime: Infinity,
  });
}
