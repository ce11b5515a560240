import { endpoints, type Settings } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useQuery } from '@tanstack/react-query';

export const cardsKey = ['purchase', 'cards'] as const;

/** The client's cards and the coaches they can keep one for (athlete/card_tokens). */
export function useCards() {
  const { api } = usePlatform();
  return useQuery({
    queryKey: cardsKey,
    queryFn: ({ signal }) => api.request(endpoints.clientCards, { signal }),
  });
}

/** Countries for the billing address (GET settings), cached for the page. */
export function useCountries() {
  const { api } = usePlatform();
  return useQuery<Settings, Error, Settings['countries']>({
    queryKey: ['settings'],
    queryFn: () => api.request(endpoints.settings),
    staleTime: Number.POSITIVE_INFINITY,
    select: (settings) => settings.countries,
  });
}
