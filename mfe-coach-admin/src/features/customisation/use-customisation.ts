import { endpoints, type CoachIcon, type Customisation, type Endpoint } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';

const customisationKey = ['themes', 'customisation'] as const;
const coachIconKey = ['coach', 'coach_icon'] as const;

/** The account's white label and the calls that change it; each answers the new customisation. */
export function useCustomisation() {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const query = useQuery<Customisation>({
    queryKey: customisationKey,
    queryFn: () => platform.api.request(endpoints.customisation),
  });
  async function change<Body>(endpoint: Endpoint<Body, Customisation>, body?: Body) {
    const answer = await platform.api.request(endpoint, {
      ...(body === undefined ? {} : { body }),
      quiet: true,
    });
    queryClient.setQueryData(customisationKey, answer);
    // The coach's own pages wear the account's theme: the session's user carries it.
    void Promise.resolve()
      .then(() => platform.session.reload())
      .catch(() => undefined);
    return answer;
  }
  return { query, change };
}

/** The app icon and its review (spec 03 section 4.6). */
export function useCoachIcon() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const query = useQuery<CoachIcon>({
    queryKey: coachIconKey,
    queryFn: () => api.request(endpoints.coachIcon),
  });
  return {
    query,
    async upload(file: File) {
      const form = new FormData();
      form.append('coach_icon[icon]', file);
      queryClient.setQueryData(
        coachIconKey,
        await api.request(endpoints.uploadCoachIcon, { body: form, quiet: true }),
      );
      await queryClient.invalidateQueries({ queryKey: customisationKey });
    },
  };
}
