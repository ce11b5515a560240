import type { Queryable } from '../../db/database';
import { automationRepository } from './automation-repository';

export { registerAutomationsModule } from './automations-module';

/**
 * How the account sells (decision 0170): a Zapier account takes no purchases here, and a client may
 * cancel here only when its zaps are connected to carry the cancellation out.
 */
export async function automationSalesOf(
  db: Queryable,
  accountId: number,
): Promise<{ zapier_account: boolean; zaps_connected: boolean }> {
  return {
    zapier_account: await automationRepository.zapierAccount(db, accountId),
    zaps_connected: await automationRepository.zapsConnected(db, accountId),
  };
}

/**
 * What a client's lists show of each owner (decision 0222): for a Zapier account, whether its zaps are
 * connected; null for any other. Each account is read once.
 */
export function zapierOwnedReader(db: Queryable) {
  const known = new Map<number, Promise<{ zaps_connected: boolean } | null>>();
  return (accountId: number) => {
    let found = known.get(accountId);
    if (!found) {
      found = automationSalesOf(db, accountId).then((sales) =>
        sales.zapier_account ? { zaps_connected: sales.zaps_connected } : null,
      );
      known.set(accountId, found);
    }
    return found;
  };
}
