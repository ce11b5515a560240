import { endpoints, type TagManagerSettings } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';

const tagManagerKey = ['coach', 'tag_manager'] as const;

/** The account's tag manager container, and the calls that change it (each answers the new value). */
export function useTagManager() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const query = useQuery<TagManagerSettings>({
    queryKey: tagManagerKey,
    queryFn: () => api.request(endpoints.tagManager),
  });
  const keep = async (call: Promise<TagManagerSettings>) => {
    queryClient.setQueryData(tagManagerKey, await call);
  };
  return {
    query,
    save: (tagManagerId: string) =>
      keep(api.request(endpoints.saveTagManager, { body: { tag_manager_id: tagManagerId }, quiet: true })),
    remove: () => keep(api.request(endpoints.removeTagManager, { quiet: true })),
  };
}
