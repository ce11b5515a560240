import { endpoints, type ClientSchedule, type ClientScheduleRequest } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const scheduleKey = (planId: number, clientId: number) =>
  ['programs', 'one', planId, 'client-schedule', clientId] as const;

/** A 1-2-1 client's own calendar and the date it starts (decision 0115). */
export function useClientSchedule(planId: number, clientId: number) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: scheduleKey(planId, clientId),
    queryFn: ({ signal }) =>
      api.request(endpoints.clientSchedule, {
        params: { plan_id: planId, client_id: clientId },
        signal,
        quiet: true,
      }),
    enabled: Number.isSafeInteger(clientId) && clientId > 0,
  });
}

export function useSaveClientSchedule(planId: number, clientId: number) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ClientScheduleRequest): Promise<ClientSchedule> =>
      api.request(endpoints.saveClientSchedule, {
        params: { plan_id: planId, client_id: clientId },
        body: request,
        quiet: true,
      }),
    onSuccess: (saved) => queryClient.setQueryData(scheduleKey(planId, clientId), saved),
  });
}
