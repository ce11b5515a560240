import {
  endpoints,
  messages,
  type BillingInterval,
  type PlatformPlanChangeResult,
  type PlatformPlanChoice,
  type ProfessionalBand,
} from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';

const billingKey = ['coach_admin', 'platform-billing'] as const;
const invoicesKey = ['coach_admin', 'platform-invoices'] as const;

export function usePlatformInvoices() {
  const { api } = usePlatform();
  return useQuery({
    queryKey: invoicesKey,
    queryFn: ({ signal }) => api.request(endpoints.platformInvoices, { signal, quiet: true }),
  });
}

/**
 * The account's platform plan and the owner's moves. A move that takes a payment asks for a card when
 * there is none on file (or the coach wants another), through the purchase remote's card form parcel.
 * The API pushes `subscribe` updated to every page of the account; this page refreshes its own queries.
 */
export function usePlatformPlan() {
  const platform = usePlatform();
  const { api } = platform;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: billingKey,
    queryFn: ({ signal }) => api.request(endpoints.platformBilling, { signal, quiet: true }),
  });
  const settle = async (result: PlatformPlanChangeResult) => {
    queryClient.setQueryData(billingKey, result.billing);
    await queryClient.invalidateQueries({ queryKey: invoicesKey });
    // The bank wants the coach to confirm: the charge stays pending and the plan unchanged until then.
    if (result.pending_payment) throw new Error(messages.platformSubscription.authenticationPending);
    return result.billing;
  };
  /** A card for this payment: the one on file, or a new one from the card form (null: the coach closed it). */
  const cardFor = async (title: string, submitLabel: string, useFile: boolean) => {
    if (useFile && query.data?.card) return {};
    const card = await platform.openCardForm({ title, submitLabel });
    return card ? { payment_method_id: card.payment_method_id } : null;
  };
  return {
    query,
    async choose(plan: PlatformPlanChoice, interval: BillingInterval) {
      if (plan === 'free')
        return settle(
          await api.request(endpoints.choosePlatformPlan, { body: { plan, interval }, quiet: true }),
        );
      const card = await cardFor('Pay for your plan', 'Pay now', false);
      if (!card) return null;
      return settle(
        await api.request(endpoints.choosePlatformPlan, { body: { plan, interval, ...card }, quiet: true }),
      );
    },
    async upgrade(plan: ProfessionalBand) {
      const card = await cardFor('Pay for the upgrade', 'Pay now', true);
      if (!card) return null;
      return settle(
        await api.request(endpoints.upgradePlatformPlan, { body: { plan, ...card }, quiet: true }),
      );
    },
    downgrade: async (plan: PlatformPlanChoice) =>
      settle(await api.request(endpoints.downgradePlatformPlan, { body: { plan }, quiet: true })),
    cancel: async () => settle(await api.request(endpoints.cancelPlatformPlan, { quiet: true })),
    async resume(needsPayment: boolean) {
      const card = needsPayment ? await cardFor('Pay to resume your plan', 'Pay now', true) : {};
      if (!card) return null;
      return settle(await api.request(endpoints.resumePlatformPlan, { body: card, quiet: true }));
    },
    async switchToAnnual() {
      const card = await cardFor('Pay for the year', 'Pay now', true);
      if (!card) return null;
      return settle(await api.request(endpoints.switchPlatformPlanToAnnual, { body: card, quiet: true }));
    },
  };
}
