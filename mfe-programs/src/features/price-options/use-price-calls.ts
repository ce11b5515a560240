import { endpoints, type Cadence, type PriceChangeMessageRequest, type Program } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useQueryClient } from '@tanstack/react-query';
import { programKeys, useStoreProgram } from '../program-data';

/** The price option calls; each answers with the program as it now is, which is stored. */
export function usePriceCalls(program: Program) {
  const { api } = usePlatform();
  const store = useStoreProgram();
  const queryClient = useQueryClient();
  const params = { plan_id: program.id };
  const keep = async (call: Promise<Program>) => {
    const updated = await call;
    store(updated);
    return updated;
  };
  return {
    add: (amount: number, duration: Cadence) =>
      keep(api.request(endpoints.addPriceOption, { params, body: { amount, duration }, quiet: true })),
    change: (priceId: number, amount: number) =>
      keep(
        api.request(endpoints.updatePriceOption, {
          params: { ...params, price_id: priceId },
          body: { amount },
          quiet: true,
        }),
      ),
    archive: (priceId: number) =>
      keep(
        api.request(endpoints.archivePriceOption, { params: { ...params, price_id: priceId }, quiet: true }),
      ),
    restore: (priceId: number) =>
      keep(
        api.request(endpoints.restorePriceOption, { params: { ...params, price_id: priceId }, quiet: true }),
      ),
    skipMessage: (priceId: number) =>
      keep(
        api.request(endpoints.skipPriceChangeMessage, {
          params: { ...params, price_id: priceId },
          quiet: true,
        }),
      ),
    sendMessage: (body: PriceChangeMessageRequest) =>
      api.request(endpoints.priceChangeMessage, { body, quiet: true }),
    /** Reads the program again, for calls that do not answer with it. */
    refresh: () => queryClient.invalidateQueries({ queryKey: programKeys.one(program.id) }),
  };
}
