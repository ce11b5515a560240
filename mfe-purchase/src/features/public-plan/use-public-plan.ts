import { endpoints, type PurchasePlanRequest } from '@coachforge/contracts';
import { useMe, usePlatform } from '@coachforge/remote-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const planKey = (planId: string, viewer: number | null) =>
  ['purchase', 'public-plan', planId, viewer] as const;

/**
 * The public page's program (by id or custom url), as this viewer may see it: signing in changes the
 * answer (membership, whether they may buy), so the viewer is part of the key.
 */
export function usePublicPlan(planId: string) {
  const { api } = usePlatform();
  const viewer = useMe()?.current.id ?? null;
  return useQuery({
    queryKey: planKey(planId, viewer),
    queryFn: ({ signal }) =>
      api.request(endpoints.getPublicPlan, { params: { plan_id: planId }, signal, quiet: true }),
    retry: false,
  });
}

/** Gets a free program (or a start date for a fixed one); the page reads the plan again after. */
export function useGetPlan(planId: number) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PurchasePlanRequest) =>
      api.request(endpoints.purchasePlan, { params: { plan_id: planId }, body: request, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['purchase', 'public-plan'] }),
  });
}

/** Contact coach: opens (or finds) the client's conversation with the program's coach account. */
export function useContactCoach(accountId: number) {
  const { api } = usePlatform();
  return useMutation({
    mutationFn: () =>
      api.request(endpoints.openConversation, { body: { account_id: accountId }, quiet: true }),
  });
}
