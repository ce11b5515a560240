import { endpoints, type AutomationKeyCreated } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';

const automationsKey = ['coach_admin', 'automations'] as const;

/** The account's key, signing secret and hooks; creating, rotating and revoking the key (the owner's). */
export function useAutomations({ enabled }: { enabled: boolean }) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: automationsKey,
    queryFn: ({ signal }) => api.request(endpoints.automationSettings, { signal, quiet: true }),
    enabled,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: automationsKey });
  return {
    query,
    createKey: async (): Promise<AutomationKeyCreated> => {
      const created = await api.request(endpoints.createAutomationKey, { quiet: true });
      await refresh();
      return created;
    },
    /** Selling through the automation service, on or off (decision 0170). */
    setZapierAccount: async (on: boolean): Promise<void> => {
      await api.request(endpoints.setZapierAccount, { body: { zapier_account: on }, quiet: true });
      await refresh();
    },
    revokeKey: async (): Promise<void> => {
      await api.request(endpoints.revokeAutomationKey, { quiet: true });
      await refresh();
    },
  };
}
