import { endpoints } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useQuery } from '@tanstack/react-query';

/** A person who joined one of the account's programs, with those programs. */
export function useClientProfile(athleteId: number) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ['programs', 'client-profile', athleteId],
    queryFn: ({ signal }) =>
      api.request(endpoints.clientProfile, { params: { athlete_id: athleteId }, signal, quiet: true }),
    enabled: Number.isSafeInteger(athleteId) && athleteId > 0,
  });
}
