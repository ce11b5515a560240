import { endpoints, type ClientList } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useQuery } from '@tanstack/react-query';
import { programKeys } from '../program-data';

/** The clients of one program in one list (active, past, in_trials, to_review, pending, scheduled). */
export function useProgramClients(planId: number, list: ClientList) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: programKeys.clients(planId, list),
    queryFn: ({ signal }) =>
      api.request(endpoints.programClients, {
        params: { plan_id: planId },
        query: { list },
        signal,
        quiet: true,
      }),
  });
}

/** Every client of the account in one list. */
export function useAccountClients(list: ClientList) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: programKeys.accountClients(list),
    queryFn: ({ signal }) => api.request(endpoints.accountClients, { query: { list }, signal, quiet: true }),
  });
}
