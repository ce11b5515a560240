import { endpoints, type AccountCoach } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/** A business account's coaches, and the owner's calls on them; each answers the list as it now is. */
export function useAccountCoaches(accountId: number) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const key = ['coach', 'account-coaches', accountId];
  const params = { account_id: accountId };
  const query = useQuery<AccountCoach[]>({
    queryKey: key,
    queryFn: () => api.request(endpoints.accountCoaches, { params }),
  });
  const keep = async (call: Promise<AccountCoach[]>) => queryClient.setQueryData(key, await call);
  return {
    query,
    invite: async (email: string) => {
      await api.request(endpoints.inviteCoach, { params, body: { email }, quiet: true });
      await queryClient.invalidateQueries({ queryKey: key });
    },
    cancel: (invitationId: number) =>
      keep(
        api.request(endpoints.cancelCoachInvitation, {
          params: { ...params, id: invitationId },
          quiet: true,
        }),
      ),
    remove: (userId: number) =>
      keep(api.request(endpoints.removeCoach, { params: { ...params, user_id: userId }, quiet: true })),
  };
}
