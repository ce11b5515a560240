import { messages } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import { createCoachAccess, type CoachAccessResolver } from './coach-access';
import { clientRepository } from './client-repository';

export interface Joiners {
  program: { id: number; plan_type: string };
  /** People about to take the program (0 checks nothing). */
  count: number;
  /** Someone already counted (rejoining or restarting) is not counted twice. */
  exceptUserId?: number | null;
}

/**
 * What the account's platform plan lets people join (docs/decisions/0048, 0127 and 0154): on FREE, 5 clients
 * with a running subscription across the account, and 5 downloads of each Fixed Length program; on a
 * PROFESSIONAL band, its number of clients. Only newcomers are refused; people already in are never
 * affected.
 */
export async function checkJoinLimits(
  db: Queryable,
  access: Pick<CoachAccessResolver, 'limitsOf'>,
  accountId: number,
  { program, count, exceptUserId = null }: Joiners,
): Promise<void> {
  if (count === 0) return;
  const limits = await access.limitsOf(accountId, db);
  if (program.plan_type === 'fixed') {
    if (limits.downloadsPerProgram === null) return;
    const taken = await clientRepository.downloadsOf(db, program.id, exceptUserId);
    if (taken + count > limits.downloadsPerProgram)
      throw httpError(403, messages.planLimits.freeDownloads(limits.downloadsPerProgram));
    return;
  }
  if (limits.maxClients === null) return;
  const current = await clientRepository.subscribedClients(db, accountId, exceptUserId);
  if (current + count > limits.maxClients)
    throw httpError(
      403,
      limits.plan === 'free'
        ? messages.planLimits.freeClients(limits.maxClients)
        : messages.platformSubscription.overBand(limits.maxClients),
    );
}

/** The check for modules outside programs (purchases), with the plan read from the account. */
export function createJoinLimits(context: ApiContext) {
  const access = createCoachAccess(context);
  return {
    check: (db: Queryable, accountId: number, joiners: Joiners) =>
      checkJoinLimits(db, access, accountId, joiners),
  };
}
export type JoinLimits = ReturnType<typeof createJoinLimits>;
