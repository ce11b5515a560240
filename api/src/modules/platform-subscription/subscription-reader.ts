import type { Subscription } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { activeClientsOf } from '../programs';
import { presentSubscription, userRepository } from '../users';

/**
 * GET subscribe (spec 01 section 7): the current account's plan with its clients counted, which the
 * header's warnings compare with the plan's limit (spec 03 sections 4.3 and 9).
 */
export function createSubscriptionReader({ db, clock }: ApiContext) {
  return {
    async of(accountId: number): Promise<Subscription | null> {
      const subscription = presentSubscription(
        await userRepository.findPlatformSubscription(db, accountId),
        clock.now(),
      );
      if (!subscription) return null;
      const clients = await activeClientsOf(db, accountId);
      return { ...subscription, active_clients: clients, active_sub_clients: clients };
    },
  };
}

export type SubscriptionReader = ReturnType<typeof createSubscriptionReader>;
