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
