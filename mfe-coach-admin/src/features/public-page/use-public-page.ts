import {
  endpoints,
  type PublicPage,
  type PublicPageContent,
  type StorefrontCoach,
  type StorefrontProgram,
} from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/** Which page: the account's custom url or id, and a short link's letter when it came by one. */
export interface PageKey {
  userId: string;
  userType?: string | undefined;
}

const queryOf = ({ userType }: PageKey) => (userType ? { user_type: userType } : undefined);
const pageKey = (key: PageKey) => ['public_pages', key.userId, key.userType ?? ''] as const;
const ownContentKey = ['coach', 'public_page'] as const;

/** The storefront: content, the top 4 coaches and programs. */
export function useStorefront(key: PageKey) {
  const { api } = usePlatform();
  return useQuery<PublicPage>({
    queryKey: pageKey(key),
    queryFn: ({ signal }) =>
      api.request(endpoints.publicPage, {
        params: { user_id: key.userId },
        query: queryOf(key),
        signal,
        quiet: true,
      }),
  });
}

export function useStorefrontPrograms(key: PageKey) {
  const { api } = usePlatform();
  return useQuery<StorefrontProgram[]>({
    queryKey: [...pageKey(key), 'plans'],
    queryFn: ({ signal }) =>
      api.request(endpoints.publicPagePrograms, {
        params: { user_id: key.userId },
        query: queryOf(key),
        signal,
        quiet: true,
      }),
  });
}

export function useStorefrontCoaches(key: PageKey) {
  const { api } = usePlatform();
  return useQuery<StorefrontCoach[]>({
    queryKey: [...pageKey(key), 'coaches'],
    queryFn: ({ signal }) =>
      api.request(endpoints.publicPageCoaches, {
        params: { user_id: key.userId },
        query: queryOf(key),
        signal,
        quiet: true,
      }),
  });
}

/** The current account's page content for its editor, and the save (owner only) that answers it anew. */
export function useOwnPublicPageContent() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const query = useQuery<PublicPageContent>({
    queryKey: ownContentKey,
    queryFn: ({ signal }) => api.request(endpoints.ownPublicPageContent, { signal }),
  });
  return {
    query,
    save: async (content: PublicPageContent) => {
      const saved = await api.request(endpoints.saveOwnPublicPageContent, { body: content, quiet: true });
      queryClient.setQueryData(ownContentKey, saved);
      // The previews show the new words next time they are opened.
      await queryClient.invalidateQueries({ queryKey: ['public_pages'] });
      return saved;
    },
  };
}
