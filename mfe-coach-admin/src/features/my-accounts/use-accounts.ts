import { endpoints, type AccountListEntry } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useQuery } from '@tanstack/react-query';

/** The accounts of the signed-in identity (GET accounts). */
export function useAccounts() {
  const { api } = usePlatform();
  return useQuery<AccountListEntry[]>({
    queryKey: ['accounts'],
    queryFn: () => api.request(endpoints.accounts),
  });
}
