import { accountStateOf } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { automationSalesOf } from '../automations';
import { paymentProviderRepository } from '../payment-provider';
import { presentSubscription, userRepository } from '../users';

/** What the owning account allows a client to do with its programs (spec 02 sections 3 and 6). */
export interface OwnerSales {
  /** The owner's platform plan ended without a new one: nothing of theirs is sold (the FREE plan is a plan). */
  blocked: boolean;
  /** Clients join and pay through the automation service, not here (decision 0170). */
  zapier_account: boolean;
  /** A cancelled-subscription hook is connected: a client of a Zapier account may cancel here. */
  zaps_connected: boolean;
  /** The payment provider takes card charges for the account. */
  charges_enabled: boolean;
}

export async function ownerSalesOf(db: Queryable, accountId: number, now: Date): Promise<OwnerSales> {
  const [subscription, automation, chargesEnabled] = await Promise.all([
    userRepository.findPlatformSubscription(db, accountId),
    automationSalesOf(db, accountId),
    paymentProviderRepository.canTakePayments(db, accountId),
  ]);
  const state = subscription ? accountStateOf(presentSubscription(subscription, now)) : null;
  return {
    blocked: state !== null && state.blocked && !state.free,
    ...automation,
    charges_enabled: chargesEnabled,
  };
}

/** Whether the owner lets the platform sell a program of theirs now: free ones too stop when blocked or Zapier. */
export const ownerSells = (sales: OwnerSales): boolean => !sales.blocked && !sales.zapier_account;
