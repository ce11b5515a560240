import { endpoints } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useQuery } from '@tanstack/react-query';

/** The client's own macros log over a date range (decision 0227), newest day first. */
export function useOwnMacros(from: string, to: string) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ['client-macros', from, to],
    queryFn: ({ signal }) => api.request(endpoints.ownMacros, { query: { from, to }, signal, quiet: true }),
  });
}
