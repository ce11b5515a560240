import type { Subscription } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { activeClientsOf } from '../programs';
import { presentSubscription, readCountedSubscription } from '../users';

/**
 * GET subscribe (spec 01 section 7): the current account's plan with its clients counted, which the
 * header's warnings compare with the plan's limit (spec 03 sections 4.3 and 9).
 */
export function createSubscriptionReader({ db, clock }: ApiContext) {
  return {
    async of(accountId: number): Promise<Subscription | null> {
      const { row, activeClients } = await readCountedSubscription(db, accountId, activeClientsOf);
      return presentSubscription(row, clock.now(), activeClients);
    },
  };
}

export type SubscriptionReader = ReturnType<typeof createSubscriptionReader>;
